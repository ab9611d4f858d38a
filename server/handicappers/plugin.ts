import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { archiveHandicapper } from './archive';
import { retryProviderEnds } from './providerEnds';
import { handicapperRoutes } from './routes';

/** How often the payment provider's queued actions are tried again (docs/security.md "Money"). */
const PROVIDER_RETRY_MS = 60_000;

/** Handicappers: the directory, records and paid subscriptions under /api/handicappers. */
async function handicappers(app: FastifyInstance): Promise<void> {
  await app.register(handicapperRoutes);
  // A deleted capper's graded picks stay in the records, written with the deletion (./archive.ts).
  app.accounts.deletion.add(async (userId) => (tx) => archiveHandicapper(tx, userId));
  let sweeping: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    sweeping = retryProviderEnds(app.db, app.marketplace.payments, new Date(), app.log).catch(
      (err: unknown) => app.log.warn({ err }, 'payment provider retry sweep failed'),
    );
  }, PROVIDER_RETRY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
}

// The routes are their own context (bodiless subscribe and unsubscribe); payments come from the
// marketplace module.
export const handicappersPlugin = fp(handicappers, {
  name: 'handicappers',
  fastify: '5.x',
  decorators: { fastify: ['config', 'db'] },
  dependencies: ['accounts', 'marketplace'],
});
