import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import {
  SLIP_STORAGE_KEY,
  THEME_STORAGE_KEY,
  VIEW_STORAGE_KEY,
} from '@domain/rules/browserStorage';
import { easternDate } from '@domain/rules/dates';
import { fillDays } from '../../scripts/build/shellDays';
import { SHELLS_FILE, type Shells } from '../../scripts/build/shells';
import type { MatchedRoute } from './routeTable';

/** The data block naming the scripts the guard loads: the entry and the files to preload. */
const SCRIPTS_ELEMENT_ID = 'app-scripts';

/**
 * Run as the page is parsed, after #root. First, a visitor whose browser keeps a choice the shells
 * were not drawn for (a dark theme, a slip in progress, the table view) gets the page without its
 * shell, as before shells existed, rather than a first paint the app then redraws. Then it loads
 * the app's scripts: at once without a shell; with one, once the shell has painted (the task
 * after the next frame, or half a second where no frame comes, as in a hidden tab), so the
 * scripts' downloads never hold the first paint (docs/benchmarks.md, Lighthouse).
 */
const GUARD_SCRIPT =
  `(function(){var r=document.getElementById("root");` +
  `try{var s=localStorage,t=s.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
  `if(t&&t!=="light"||s.getItem(${JSON.stringify(SLIP_STORAGE_KEY)})||` +
  `s.getItem(${JSON.stringify(VIEW_STORAGE_KEY)})==="table")r.replaceChildren()}catch(e){}` +
  `var d=JSON.parse(document.getElementById("${SCRIPTS_ELEMENT_ID}").textContent),done=0;` +
  `function add(tag,props){var e=document.createElement(tag);e.crossOrigin="";` +
  `for(var k in props)e[k]=props[k];document.head.appendChild(e)}` +
  `function go(){if(done)return;done=1;` +
  `d.preload.forEach(function(h){add("link",{rel:"modulepreload",href:h})});` +
  `add("script",{type:"module",src:d.entry})}` +
  `if(!r.hasChildNodes())go();` +
  `else{requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,500)}})()`;

/** The guard's hash, which the content security policy allows (./securityHeaders.ts). */
export const SHELL_GUARD_SCRIPT_HASH = `'sha256-${createHash('sha256').update(GUARD_SCRIPT).digest('base64')}'`;

const ENCODINGS = ['br', 'gzip', 'identity'];

interface ShellPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface ShellAnswer {
  body: Buffer;
  /** The Content-Encoding, or undefined for none. */
  encoding: string | undefined;
}

/**
 * The page a signed-out visitor gets on a route that has a shell (scripts/build/shells.ts): the
 * app's first render already in #root, the stylesheet inline, and the scripts loaded once that
 * has painted, so the browser paints the page from the document alone and the scripts follow
 * (docs/benchmarks.md, Lighthouse). Without the build's shells every path gets none.
 *
 * The shell is the drawing of the route's bare path: a request that fills an optional segment
 * (/matchups/nba/2026-11-20) or carries a query (/newsletter?action=confirm&token=…) may open
 * another first render (another day, a link's answer), so it gets the page without a shell. The
 * days the shell shows are today's, US Eastern, as the app's first render writes them.
 *
 * `page` is the built index.html; `links(pathname)` the route's preloads. Each route's page is
 * built once a day and kept compressed: the signed-out page of a route is the same for every
 * visitor, and the routes are the table's, so the cache is bounded.
 */
export function pageShells(
  root: string,
  page: string,
  match: (pathname: string) => MatchedRoute | undefined,
  links: (pathname: string) => string,
): (
  pathname: string,
  hasQuery: boolean,
  acceptEncoding: string | undefined,
  data: string,
) => ShellAnswer | undefined {
  const shellsFile = join(root, SHELLS_FILE);
  if (!existsSync(shellsFile)) return () => undefined;
  const shells = JSON.parse(readFileSync(shellsFile, 'utf8')) as Shells;
  const template = shellTemplate(root, page);
  if (!template) return () => undefined;
  const built = new Map<string, ShellPage>();
  let builtOn = '';
  return (pathname, hasQuery, acceptEncoding, data) => {
    if (hasQuery) return undefined;
    const matched = match(pathname);
    const shell = matched && !fillsOptional(matched) ? shells[matched.pattern] : undefined;
    if (!matched || shell === undefined) return undefined;
    const today = easternDate(new Date());
    if (today !== builtOn) {
      built.clear();
      builtOn = today;
    }
    // One page per route and data block: the signed-out block is the same for everyone.
    const key = `${matched.pattern}\n${data}`;
    let found = built.get(key);
    if (!found) {
      const html = template(links(pathname) + data, fillDays(shell, today));
      const identity = Buffer.from(html);
      found = {
        identity,
        br: brotliCompressSync(identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        }),
        gzip: gzipSync(identity, { level: 9 }),
      };
      if (built.size < Object.keys(shells).length * 2) built.set(key, found);
    }
    const encoding = negotiate(acceptEncoding ?? '', ENCODINGS) ?? 'identity';
    if (encoding === 'br') return { body: found.br, encoding };
    if (encoding === 'gzip') return { body: found.gzip, encoding };
    return { body: found.identity, encoding: undefined };
  };
}

/** Whether the path gives a value to one of its pattern's optional segments (`:date?`). */
function fillsOptional({ pattern, params }: MatchedRoute): boolean {
  return pattern
    .split('/')
    .some((segment) => segment.endsWith('?') && params[segment.slice(1, -1)] !== undefined);
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The shell is inert: a picture of the page until the app's first render replaces it, so nothing
 * typed or clicked in it is lost, and assistive technology meets the page once it works.
 *
 * index.html made ready for shells: its stylesheet inline (a stylesheet file would hold the first
 * paint until it arrived), its entry script and preloads taken out for the guard to load after
 * the paint, and a function that puts in the head's additions (the route's preloads are taken
 * out the same way), the shell and the guard. Undefined when the page is not the shape the build
 * writes.
 */
function shellTemplate(
  root: string,
  page: string,
): ((head: string, shell: string) => string) | undefined {
  const stylesheet = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/.exec(
    page,
  );
  const css = stylesheet?.[1] ? readFileSync(join(root, stylesheet[1]), 'utf8') : undefined;
  const entry = ENTRY_SCRIPT.exec(page);
  if (!stylesheet || !entry?.[1] || css === undefined || css.includes('</style')) return undefined;
  const preloads = [...page.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const bare = page
    .replace(stylesheet[0], () => `<style>${css}</style>`)
    .replace(entry[0], '')
    .replace(MODULE_PRELOAD, '');
  const headEnd = bare.lastIndexOf('</head>');
  const rootTag = '<div id="root"></div>';
  const rootAt = bare.indexOf(rootTag);
  if (headEnd < 0 || rootAt < headEnd) return undefined;
  const beforeHead = bare.slice(0, headEnd);
  const beforeRoot = bare.slice(headEnd, rootAt);
  const afterRoot = bare.slice(rootAt + rootTag.length);
  return (head, shell) => {
    const routePreloads = [...head.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
    const scripts = JSON.stringify({ entry: entry[1], preload: [...preloads, ...routePreloads] });
    return (
      `${beforeHead}${head.replace(MODULE_PRELOAD, '')}` +
      `<script type="application/json" id="${SCRIPTS_ELEMENT_ID}">${scripts.replace(/</g, '\\u003c')}</script>` +
      `${beforeRoot}<div id="root"><div inert>${shell}</div></div><script>${GUARD_SCRIPT}</script>${afterRoot}`
    );
  };
}
