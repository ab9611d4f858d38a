import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { onEveryRequest } from '../http/everyRequest';

/** Adds Origin to the reply's Vary as @fastify/cors does: kept once, never beside `*`. */
function varyOnOrigin(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined || vary === '') {
    reply.header('vary', 'Origin');
    return;
  }
  const text = Array.isArray(vary) ? vary.join(', ') : String(vary);
  const fields = text.split(',').map((field) => field.trim().toLowerCase());
  if (fields.includes('*') || fields.includes('origin')) return;
  reply.header('vary', `${text}, Origin`);
}

/**
 * CORS for a list of allowed origins with credentials, answering exactly as @fastify/cors does
 * (tests/server/plugins/cors.test.ts compares the two): every answer varies on Origin, allows
 * credentials and names the request's Origin when it is allowed. @fastify/cors spreads its options
 * and reads the route's options on every request, a microsecond of a small answer
 * (docs/benchmarks.md, API); here they are read once. Preflights are still @fastify/cors's own:
 * it is registered in a context holding only its OPTIONS route, so its hook runs for them alone.
 */
async function corsPlugin(app: FastifyInstance, options: { origins: string[] }): Promise<void> {
  const corsOptions: FastifyCorsOptions = {
    origin: options.origins,
    credentials: true,
    strictPreflight: false,
  };
  // A wildcard origin is answered otherwise (no Vary, `*`): left wholly to @fastify/cors.
  if (options.origins.includes('*')) {
    await app.register(fastifyCors, corsOptions);
    return;
  }
  const allowed = new Set(options.origins);
  // A step of the app's one request hook (docs/benchmarks.md "Round four, fourth pass").
  onEveryRequest(app, (request, reply) => {
    varyOnOrigin(reply);
    const origin = request.headers.origin;
    if (origin !== undefined && allowed.has(origin))
      reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    return undefined;
  });
  await app.register(async (preflights) => {
    await preflights.register(fastifyCors, corsOptions);
  });
}

/** Not encapsulated: every route of the app answers CORS. */
export const cors = fp(corsPlugin, { name: 'cors', fastify: '5.x' });
