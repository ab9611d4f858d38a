import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { onEveryRequest, onEverySend } from '../http/everyRequest';
import { problem, ProblemError } from '../http/problem';
import { isCrossSite, originSet } from '../hub';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const XHR_REQUIRED =
  'State-changing requests must carry the header X-Requested-With: XMLHttpRequest.';
export const CROSS_SITE_REFUSED = 'Cross-site requests are refused.';
export const NUL_REFUSED = 'Text must not contain the NUL character (U+0000).';

/** How deep the NUL scan follows nested bodies; deeper bodies are refused outright. */
const MAX_DEPTH = 32;

/** True when some string in the value (keys included) holds U+0000, or the value is absurdly deep. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object') return false;
  if (depth > MAX_DEPTH) return true;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000') || holdsNul(inner, depth + 1)) return true;
  }
  return false;
}

export interface RequestGuardOptions {
  /** Origins allowed to make state-changing calls: the public address and the CORS origins. */
  allowedOrigins: readonly string[];
}

/**
 * docs/design.md §3 guards, applied by the route that MATCHED, never the raw URL (so `/%61pi/...`
 * is guarded like `/api/...`):
 * - a state-changing /api call carries `X-Requested-With: XMLHttpRequest` (a cross-site HTML form
 *   cannot set it);
 * - a browser's `Origin` or `Sec-Fetch-Site: cross-site` on a state-changing /api or /hubs call
 *   must name an allowed origin (the hub applies the same check to its WebSocket upgrade);
 * - no text of a request (params, query, body) may hold NUL, which PostgreSQL cannot store.
 * Every framework error and every error answer leaves as application/problem+json.
 */
async function requestGuardsPlugin(app: FastifyInstance, options: RequestGuardOptions) {
  const allowed = originSet(options.allowedOrigins);
  const crossSite = (request: FastifyRequest): boolean => isCrossSite(request.headers, allowed);

  /** Why a request is refused before its handler, or undefined to let it through. */
  const refusal = (request: FastifyRequest): [status: number, detail: string] | undefined => {
    // Reads first: they pass, and the route's options (built afresh on each access) are not read.
    if (!STATE_CHANGING.has(request.method)) return undefined;
    const { url: route, config } = request.routeOptions;
    if (route === undefined) return undefined;
    const api = route.startsWith('/api/');
    const hub = route.startsWith('/hubs/');
    if (!api && !hub) return undefined;
    if (crossSite(request)) return [403, CROSS_SITE_REFUSED];
    if (!api) return undefined;
    // A payment provider's webhook is no browser call: its signature authenticates it (the route
    // verifies it before anything changes, docs/product.md §9), so it carries no marker.
    if ((config as { signedWebhook?: boolean }).signedWebhook) return undefined;
    const marker = request.headers['x-requested-with'];
    if (typeof marker !== 'string' || marker.toLowerCase() !== 'xmlhttprequest') {
      return [400, XHR_REQUIRED];
    }
    return undefined;
  };

  // The refusals every request gets are a step of the app's one request hook, synchronous, so the
  // common case allocates nothing (docs/benchmarks.md "Round four, fourth pass"). A refusal goes
  // to the app's error handler. Params and query are decoded from the URL, whose raw bytes can
  // never hold NUL (Node's parser refuses them): only an escaped %00 makes one, so a URL without
  // it skips their scan.
  onEveryRequest(app, (request) => {
    const refused = refusal(request);
    if (refused) return new ProblemError(refused[0], refused[1]);
    if (request.url.includes('%00') && (holdsNul(request.params) || holdsNul(request.query)))
      return new ProblemError(400, NUL_REFUSED);
    return undefined;
  });

  // Fastify reads a body for no GET or HEAD request: the body's scan is a hook of the routes that
  // take another method, the first of their own, so a read runs no validation hook for it.
  const bodyWithoutNul: preValidationHookHandler = (request, _reply, done) => {
    if (request.body !== undefined && holdsNul(request.body))
      return done(new ProblemError(400, NUL_REFUSED));
    done();
  };
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => method === 'GET' || method === 'HEAD')) return;
    route.preValidation = [bodyWithoutNul, ...[route.preValidation ?? []].flat()];
  });

  // The last word on API error bodies: whatever answered an /api request with an error in another
  // shape (a plugin's text/plain, an empty body) leaves as problem details with the same status.
  // JSON answers are a route's own (health's 503 report). The hub's HTTP answers stay ASP.NET's
  // plain text, which SignalR clients expect (docs/design.md §4).
  onEverySend(app, (request, reply: FastifyReply, payload) => {
    if (reply.statusCode < 400 || request.method === 'HEAD') return payload;
    if (request.routeOptions.url?.startsWith('/hubs/')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && /^application\/(problem\+)?json/.test(type)) return payload;
    if (
      payload !== null &&
      typeof payload === 'object' &&
      'destroy' in payload &&
      typeof payload.destroy === 'function'
    ) {
      (payload as { destroy: () => void }).destroy();
    }
    const text = typeof payload === 'string' ? payload.trim() : '';
    const detail =
      text && !text.startsWith('{') && !text.startsWith('<') ? text.slice(0, 200) : undefined;
    reply.type('application/problem+json');
    return JSON.stringify(problem(reply.statusCode, detail));
  });
}

export const requestGuards = fp(requestGuardsPlugin, { name: 'request-guards', fastify: '5.x' });
