import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resultsRoutes } from './routes';

/** Results: the public, read-only records of the games and the models (./routes.ts). */
async function results(app: FastifyInstance): Promise<void> {
  await app.register(resultsRoutes);
}

export const resultsPlugin = fp(results, {
  name: 'results',
  fastify: '5.x',
  decorators: { fastify: ['db'] },
});
