import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@domain/contracts/health';
import { databaseReachable } from './probe';

/**
 * GET /api/health: the process, its database and its backplane. While the database or Redis
 * cannot be reached it says `degraded` with 503, so a load balancer's readiness check takes this
 * instance out of rotation until they are back.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const db = (await databaseReachable(app.db)) ? 'ok' : 'error';
      const backplane = app.status.backplane();
      const healthy = db === 'ok' && backplane !== 'redis-down';
      return reply.code(healthy ? 200 : 503).send({
        status: healthy ? 'ok' : 'degraded',
        db,
        dbKind: app.db.kind,
        backplane,
        demo: app.status.demo,
      });
    },
  );
}
