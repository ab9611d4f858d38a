import type { FastifyInstance } from 'fastify';

/** GET /api/health: the process, its database and its backplane. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    let db: 'ok' | 'error' = 'ok';
    try {
      await app.db.query('SELECT 1');
    } catch {
      db = 'error';
    }
    const status = db === 'ok' ? 'ok' : 'degraded';
    return reply.code(db === 'ok' ? 200 : 503).send({
      status,
      db,
      dbKind: app.db.kind,
      backplane: app.status.backplane(),
      demo: app.status.demo,
    });
  });
}
