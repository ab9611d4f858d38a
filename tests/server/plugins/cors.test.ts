import fastifyCors from '@fastify/cors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { cors } from '../../../server/plugins/cors';

/** A small app with CORS from @fastify/cors itself, or from server/plugins/cors.ts. */
async function serve(own: boolean, origins: string[]) {
  const app = Fastify({ logger: false });
  if (own) await app.register(cors, { origins });
  else
    await app.register(fastifyCors, { origin: origins, credentials: true, strictPreflight: false });
  app.get('/api/plain', async () => ({ ok: true }));
  app.post('/api/plain', async () => ({ ok: true }));
  // A route that varies on something of its own beside Origin.
  app.get('/api/varied', async (_request, reply) =>
    reply.header('vary', 'Accept').send({ ok: true }),
  );
  await app.ready();
  return app;
}

const requests = [
  { method: 'GET', url: '/api/plain', headers: {} },
  { method: 'GET', url: '/api/plain', headers: { origin: 'https://app.example' } },
  { method: 'GET', url: '/api/plain', headers: { origin: 'https://evil.example' } },
  { method: 'POST', url: '/api/plain', headers: { origin: 'https://app.example' } },
  { method: 'GET', url: '/api/varied', headers: { origin: 'https://app.example' } },
  { method: 'GET', url: '/api/none', headers: { origin: 'https://app.example' } },
  { method: 'OPTIONS', url: '/api/plain', headers: {} },
  {
    method: 'OPTIONS',
    url: '/api/plain',
    headers: {
      origin: 'https://app.example',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'x-requested-with, content-type',
    },
  },
  {
    method: 'OPTIONS',
    url: '/api/none',
    headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
  },
] as const;

describe('CORS (server/plugins/cors.ts)', () => {
  it.each([[['https://app.example', 'http://localhost:5173']], [[]], [['*']]])(
    'answers every request with the headers and body @fastify/cors gives (origins %j)',
    async (origins) => {
      const [theirs, ours] = await Promise.all([serve(false, origins), serve(true, origins)]);
      try {
        for (const request of requests) {
          const [a, b] = await Promise.all([theirs.inject(request), ours.inject(request)]);
          // Every header in its order, but the clock's.
          const headers = (h: Record<string, unknown>) =>
            Object.entries(h).filter(([name]) => name !== 'date');
          expect({ status: b.statusCode, headers: headers(b.headers), body: b.body }).toEqual({
            status: a.statusCode,
            headers: headers(a.headers),
            body: a.body,
          });
        }
      } finally {
        await Promise.all([theirs.close(), ours.close()]);
      }
    },
  );
});
