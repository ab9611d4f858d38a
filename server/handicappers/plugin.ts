import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { handicapperRoutes } from './routes';

/** Handicappers: the directory, records and paid subscriptions under /api/handicappers. */
async function handicappers(app: FastifyInstance): Promise<void> {
  await app.register(handicapperRoutes);
}

// The routes are their own context (bodiless subscribe and unsubscribe); payments come from the
// marketplace module.
export const handicappersPlugin = fp(handicappers, {
  name: 'handicappers',
  fastify: '5.x',
  decorators: { fastify: ['config', 'db'] },
  dependencies: ['accounts', 'marketplace'],
});
