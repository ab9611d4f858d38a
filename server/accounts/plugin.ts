import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AccountDeletion } from './deletion';
import { accountRoutes } from './routes';

/** What other modules use of accounts beyond `request.user`. */
export interface AccountsModule {
  /** Deleting an account: the modules that keep a user's data add their part (./deletion.ts). */
  deletion: AccountDeletion;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsModule;
  }
}

/**
 * Accounts: every request's `user` slot (filled by `requireUser`/`loadUser`), `app.accounts` for
 * the modules that take part in deleting an account, and the /api/account endpoints of
 * docs/design.md §3 in their own context (rate limit, empty JSON bodies).
 */
async function accounts(app: FastifyInstance): Promise<void> {
  app.decorateRequest('user', null);
  app.decorate<AccountsModule>('accounts', { deletion: new AccountDeletion() });
  await app.register(accountRoutes);
}

// Not encapsulated: `request.user` and `app.accounts` are for every module; the routes are their
// own context.
export const accountsPlugin = fp(accounts, {
  name: 'accounts',
  fastify: '5.x',
  decorators: { fastify: ['config', 'db'] },
});
