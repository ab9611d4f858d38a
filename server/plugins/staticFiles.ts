import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { USER_INFO_ELEMENT_ID } from '@domain/rules/user';
import { ProblemError } from '../http/problem';
import { pageShells } from './pageShells';
import { routePreloads } from './routePreloads';
import { routeTable } from './routeTable';

interface StaticFilesOptions {
  root: string;
  /**
   * What GET /api/account/user-info would answer this request. The page carries it as a JSON data
   * block, so the app's first render knows who is signed in without a round trip first.
   */
  userInfo?: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
}

/** JSON that can sit inside a <script> element: no `<` to close it early. */
const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** True for user-info's answer to a visitor who is not signed in. */
const signedOut = (answer: unknown): boolean =>
  typeof answer === 'object' &&
  answer !== null &&
  'isAuthenticated' in answer &&
  answer.isAuthenticated === false;

/** Serves the built web app, with index.html for any other GET so deep links reload (history fallback). */
export async function staticFiles(
  app: FastifyInstance,
  options: StaticFilesOptions,
): Promise<void> {
  const root = resolve(options.root);
  const indexFile = resolve(root, 'index.html');
  const hasBuild = existsSync(indexFile);
  // The built page never changes while the server runs; each answer adds its visitor's data block.
  const page = hasBuild ? readFileSync(indexFile, 'utf8') : '';
  const headEnd = page.lastIndexOf('</head>');
  const match = hasBuild ? routeTable(root) : () => undefined;
  const preloads = headEnd >= 0 ? routePreloads(match) : () => '';
  const shellPage = hasBuild ? pageShells(root, page, match, preloads) : () => undefined;
  if (hasBuild) {
    // preCompressed: the build writes .br and .gz beside each file (vite-plugin-compression2).
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      path.startsWith('/api/') ||
      path.startsWith('/hubs/')
    ) {
      throw new ProblemError(404, `No route for ${request.method} ${path}.`);
    }
    if (!hasBuild) {
      throw new ProblemError(404, 'The web app has not been built; run `npm run build`.');
    }
    if (path.startsWith('/assets/')) {
      throw new ProblemError(404, `No file ${path}.`);
    }
    // A route whose loader sends every visitor elsewhere (/signup): the browser goes there first.
    const redirect = match(path)?.route.redirect;
    if (redirect) {
      const query = request.url.slice(path.length);
      return reply.header('cache-control', 'no-cache').redirect(redirect + query, 302);
    }
    let answer: unknown;
    try {
      answer =
        options.userInfo && headEnd >= 0 ? await options.userInfo(request, reply) : undefined;
    } catch (error) {
      // The page still loads when the sessions cannot be read; the app then asks user-info itself.
      request.log.warn({ err: error }, 'the page is sent without the user-info answer');
    }
    // The route's page code, fetched beside the entry (./routePreloads.ts).
    const links = preloads(path);
    if (answer === undefined && !links) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (answer === undefined) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page.slice(0, headEnd) + links + page.slice(headEnd));
    }
    const block = `<script type="application/json" id="${USER_INFO_ELEMENT_ID}">${scriptSafeJson(answer)}</script>`;
    // The page now depends on the session cookie: kept by no shared cache, revalidated each time
    // (added to what CORS already varies on).
    const vary = reply.getHeader('vary');
    reply
      .header('cache-control', 'private, no-cache')
      .header('vary', vary ? `${String(vary)}, Cookie` : 'Cookie')
      .type('text/html; charset=utf-8');
    // A signed-out visitor's page carries the route's first render (./pageShells.ts), compressed.
    const shell = signedOut(answer)
      ? shellPage(path, request.url.length > path.length, request.headers['accept-encoding'], block)
      : undefined;
    if (shell) {
      reply.header('vary', `${String(reply.getHeader('vary'))}, Accept-Encoding`);
      if (shell.encoding) reply.header('content-encoding', shell.encoding);
      return reply.send(shell.body);
    }
    return reply.send(page.slice(0, headEnd) + links + block + page.slice(headEnd));
  });
  if (hasBuild) {
    // Hashed assets never change; everything else is revalidated, and a missing asset is not
    // cached, so it is found once deployed.
    // A callback hook: it runs on every answer, API ones too, and allocates no promise (docs/benchmarks.md, API).
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/assets/') && reply.statusCode === 200)
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      done(null, payload);
    });
  }
}
