import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { accountRoutes } from './routes';

/**
 * Accounts: every request's `user` slot (filled by `requireUser`/`loadUser`), and the
 * /api/account endpoints of docs/design.md §3 in their own context (rate limit, empty JSON bodies).
 */
async function accounts(app: FastifyInstance): Promise<void> {
  app.decorateRequest('user', null);
  await app.register(accountRoutes);
}

// Not encapsulated: `request.user` is for every module; the routes are their own context.
export const accountsPlugin = fp(accounts, {
  name: 'accounts',
  fastify: '5.x',
  decorators: { fastify: ['config', 'db'] },
});
