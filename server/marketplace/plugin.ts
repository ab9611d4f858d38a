import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SavedBet } from '@domain/contracts/bets';
import { demoAccountsEnabled } from '../accounts/demo';
import { createMailer, type SendMail } from '../mail/mailer';
import { announcePicks } from './notifications';
import { createPaymentProvider, type PaymentProvider } from './payments';
import { marketplaceRoutes } from './routes';
import { seedSamplePicks } from './samplePicks';

declare module 'fastify' {
  interface FastifyInstance {
    marketplace: {
      mail: SendMail;
      /** Stripe when STRIPE_SECRET_KEY is set, else the simulated provider (docs/product.md §9). */
      payments: PaymentProvider;
      /** Announces a capper's newly saved picks in the background. */
      picksPosted(userId: string, bets: SavedBet[]): void;
      /** Resolves when every announcement started so far has finished (tests, shutdown). */
      settled(): Promise<void>;
    };
  }
}

/** How often the sample picks of the days since the last seeding are added (6 hours). */
const SAMPLE_RESEED_MS = 6 * 3_600_000;

/**
 * The marketplace loop (docs/product.md §3): the payment provider, notifications in the app,
 * over the hub and by mail, the sample cappers' picks on the demo default, and the marketplace's
 * routes (./routes.ts).
 */
async function marketplace(app: FastifyInstance): Promise<void> {
  const mail = createMailer({
    smtpUrl: app.config.SMTP_URL,
    from: app.config.MAIL_FROM,
    outboxDir: app.config.OUTBOX_DIR,
  });
  const running = new Set<Promise<unknown>>();
  app.decorate('marketplace', {
    mail,
    payments: createPaymentProvider(app.config),
    picksPosted(userId: string, bets: SavedBet[]) {
      if (bets.length === 0) return;
      const deps = {
        db: app.db,
        hub: app.hub,
        mail,
        publicUrl: app.config.PUBLIC_URL,
        log: app.log,
      };
      const task = announcePicks(deps, userId, bets).catch((err: unknown) => {
        app.log.warn({ err, userId }, 'announcing picks failed');
      });
      running.add(task);
      void task.finally(() => running.delete(task));
    },
    async settled() {
      await Promise.all([...running]);
    },
  });
  app.addHook('onClose', async () => {
    if (sampleTimer) clearInterval(sampleTimer);
    await Promise.all([...running]);
  });

  // Sample cappers' picks (SAMPLE DATA, ./samplePicks.ts) on the embedded demo default: seeded in
  // the background once the demo feed has written its past days, then every few hours, each
  // graded by the bets grader like any pick.
  let sampleTimer: NodeJS.Timeout | null = null;
  const seedSamples = () => {
    const task = seedSamplePicks(app.db, app.matchups.store)
      .then(async (games) => {
        if (!app.hasDecorator('bets')) return;
        for (const id of games) await app.bets.grader.gradeMatchup(id);
      })
      .catch((err: unknown) => app.log.warn({ err }, 'seeding sample picks failed'));
    running.add(task);
    void task.finally(() => running.delete(task));
  };
  app.addHook('onReady', async () => {
    if (!demoAccountsEnabled(app.config, app.db) || app.matchups.feed?.kind !== 'demo') return;
    seedSamples();
    sampleTimer = setInterval(seedSamples, SAMPLE_RESEED_MS);
    sampleTimer.unref();
  });

  await app.register(marketplaceRoutes);
}

// Not encapsulated: `app.marketplace` is for the bets and handicappers modules; the routes are
// their own context.
export const marketplacePlugin = fp(marketplace, {
  name: 'marketplace',
  fastify: '5.x',
  decorators: { fastify: ['config', 'db'] },
  dependencies: ['accounts', 'matchups'],
});
