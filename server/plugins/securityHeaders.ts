import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { onEveryRequest, onEverySend } from '../http/everyRequest';
import { SHELL_GUARD_SCRIPT_HASH } from './pageShells';

/**
 * The headers helmet sets for this configuration, read once from a throwaway instance: they are
 * the same on every response, and @fastify/helmet rebuilds them (parsing the CSP directives) on
 * every request, about a tenth of a small API request's time in a profile (docs/benchmarks.md).
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const bare = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) await probe.register(fastifyHelmet, options);
    probe.get('/', async () => '');
    const { headers } = await probe.inject({ method: 'GET', url: '/' });
    await probe.close();
    return headers;
  };
  const [plain, helmeted] = await Promise.all([bare(false), bare(true)]);
  return Object.entries(helmeted).flatMap(([name, value]) =>
    name in plain || typeof value !== 'string' ? [] : [[name, value] as [string, string]],
  );
}

/**
 * Headers only an HTML document acts on, left off JSON answers (application/json and
 * application/problem+json), where no browser reads them: each one costs every answer its
 * validation and its bytes (docs/benchmarks.md "Round four, fourth pass"). Cross-Origin-Opener-
 * Policy and Origin-Agent-Cluster govern the browsing context and agent cluster of a document;
 * X-DNS-Prefetch-Control the prefetching of a document's links; X-Download-Options whether old
 * Internet Explorer opens a downloaded HTML file in the site's context; X-XSS-Protection: 0 turns
 * off old browsers' XSS filter, which only ever judged HTML pages. The rest (CSP with
 * frame-ancestors, X-Frame-Options, nosniff, Referrer-Policy, CORP, the cross-domain policies and
 * HSTS) go with every answer.
 */
const DOCUMENT_ONLY = new Set([
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-xss-protection',
]);

/** A JSON answer's media type: application/json or application/<something>+json. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

/**
 * Response headers that keep the app from being framed, sniffed or fed foreign script.
 * The built app's one inline script is the page shells' guard, allowed by its hash
 * (./pageShells.ts): Vite emits module scripts and stylesheets from /assets.
 * Styles allow 'unsafe-inline' because Radix's scroll lock and recharts add <style> and style
 * attributes at run time; scripts never do. HSTS only when the public address is HTTPS.
 */
async function securityHeadersPlugin(
  app: FastifyInstance,
  options: { https: boolean },
): Promise<void> {
  const headers = await helmetHeaders({
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", SHELL_GUARD_SCRIPT_HASH],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    // The OAuth popup must be able to tell its opener it finished (window.opener).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  // Fastify writes a reply's own headers with its status line in one pass; headers set on the raw
  // response are validated and stored once more before that pass (a server CPU profile of a small
  // answer: docs/benchmarks.md, API). The hub hijacks its replies and writes them itself, so its
  // routes also get them on the raw response, as helmet sets them: chosen once per route as it is
  // added, not per request (a reply of theirs that Fastify writes carries the same values twice
  // over, written once). Set as a step of the app's one request hook (docs/benchmarks.md "Round
  // four, fourth pass").
  const everyAnswer = headers.filter(([name]) => !DOCUMENT_ONLY.has(name));
  const documentOnly = headers.filter(([name]) => DOCUMENT_ONLY.has(name));
  onEveryRequest(app, (_request, reply) => {
    for (const [name, value] of everyAnswer) reply.header(name, value);
    return undefined;
  });
  // Decided by what the answer is, as it is sent: anything but JSON (a page, a script, a file, an
  // empty answer) carries them all.
  onEverySend(app, (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !JSON_TYPE.test(type))
      for (const [name, value] of documentOnly) reply.header(name, value);
    return payload;
  });
  const onRaw: onRequestHookHandler = (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  };
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/hubs/'))
      route.onRequest = [onRaw, ...[route.onRequest ?? []].flat()];
  });
}

/** Not encapsulated: the headers apply to every route of the app. */
export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });
