import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { newsletterRoutes } from './routes';

/** Newsletter: the footer's sign-ups, confirmed and unsubscribed by mailed links. */
async function newsletter(app: FastifyInstance): Promise<void> {
  await app.register(newsletterRoutes);
}

export const newsletterPlugin = fp(newsletter, {
  name: 'newsletter',
  fastify: '5.x',
  decorators: { fastify: ['config', 'db'] },
});
