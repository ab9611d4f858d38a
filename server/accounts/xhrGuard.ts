import type { FastifyInstance } from 'fastify';
import { sendProblem } from '../http/problem';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const XHR_REQUIRED = 'State-changing requests must carry the header X-Requested-With: XMLHttpRequest.';

/**
 * DESIGN §3: every state-changing /api request must carry X-Requested-With: XMLHttpRequest. A
 * cross-site HTML form cannot set that header, so this (with SameSite=Lax) stops CSRF.
 * Added on the root instance so it covers every route plugin.
 */
export function registerXhrGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (!request.url.startsWith('/api/') && request.url !== '/api') return;
    const marker = request.headers['x-requested-with'];
    if (typeof marker !== 'string' || marker.toLowerCase() !== 'xmlhttprequest') {
      return sendProblem(reply, 400, XHR_REQUIRED);
    }
  });
}
