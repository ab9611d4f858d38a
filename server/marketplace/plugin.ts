import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SavedBet } from '@domain/contracts/bets';
import { demoAccountsEnabled } from '../accounts';
import { queueProviderActions, tellProvider, type PaymentProvider } from '../handicappers';
import { createMailer, type SendMail } from '../mail';
import { announcePicks } from './notifications';
import { createPaymentProvider } from './payments';
import { requirePlan } from './plans';
import { paymentsEndingWithAccount } from './stripePlans';
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
      /** preHandler: a paid plan's feature, refused to the other plans (./plans.ts). */
      requirePlan: typeof requirePlan;
      /** Grades the demo's seeded sample picks with `grade` (the bets module's grader). */
      gradeSamplesWith(grade: (matchupId: string) => Promise<unknown>): void;
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
  const payments = createPaymentProvider(app.config);
  const running = new Set<Promise<unknown>>();
  let gradeSample: ((matchupId: string) => Promise<unknown>) | null = null;
  app.decorate('marketplace', {
    mail,
    payments,
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
    requirePlan,
    gradeSamplesWith(grade: (matchupId: string) => Promise<unknown>) {
      gradeSample = grade;
    },
    async settled() {
      await Promise.all([...running]);
    },
  });
  // A deleted account's plan and capper subscriptions end at the provider first (docs/security.md
  // "Money"); any Stripe could not be told waits in the retry queue, written with the deletion.
  app.accounts.deletion.add(async (userId, log) => {
    const untold = await tellProvider(
      payments,
      await paymentsEndingWithAccount(app.db, userId),
      log,
    );
    return (tx) => queueProviderActions(tx, payments.kind, untold, 'account deleted', true);
  });
  app.addHook('onClose', async () => {
    if (sampleTimer) clearInterval(sampleTimer);
    await Promise.all([...running]);
  });

  // Sample cappers' picks (SAMPLE DATA, ./samplePicks.ts) on the embedded demo default: seeded in
  // the background once the demo feed has written its past days, then every few hours, each
  // graded by the bets grader like any pick (the bets module hands it over: gradeSamplesWith).
  let sampleTimer: NodeJS.Timeout | null = null;
  const seedSamples = () => {
    const task = seedSamplePicks(app.db, app.matchups.store)
      .then(async (games) => {
        const grade = gradeSample;
        if (!grade) return;
        for (const id of games) await grade(id);
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
