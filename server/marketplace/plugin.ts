import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SavedBet } from '@/domain/bets';
import {
  capperPicksResponseSchema,
  handicapperIdParamsSchema,
  markReadRequestSchema,
  notificationsResponseSchema,
  type CapperPick,
} from '@/domain/marketplace';
import { problemSchema } from '@/domain/problem';
import { demoAccountsEnabled } from '../accounts/demo';
import { loadUser, requireUser, signedIn } from '../auth/requireUser';
import { findHandicapper, handicapperUserId, keptPicks } from '../handicappers/repository';
import { ACTIVE_ACCESS } from '../handicappers/access';
import { isSubscribed } from '../handicappers/subscriptions';
import { sendProblem } from '../http/problem';
import { createMailer, type SendMail } from '../mail/mailer';
import { announcePicks, listNotifications, markRead } from './notifications';
import { keptCapperPicks, picksForViewer } from './picks';
import { seedSamplePicks } from './samplePicks';
import { marketplaceAccountRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    marketplace: {
      mail: SendMail;
      /** Announces a capper's newly saved picks in the background. */
      picksPosted(userId: string, bets: SavedBet[]): void;
      /** Resolves when every announcement started so far has finished (tests, shutdown). */
      settled(): Promise<void>;
    };
  }
}

export const HANDICAPPER_NOT_FOUND = 'Handicapper not found.';

/** How often the sample picks of the days since the last seeding are added (6 hours). */
const SAMPLE_RESEED_MS = 6 * 3_600_000;

/**
 * The marketplace loop (docs/product.md §3): a capper's picks on their page (visibility enforced
 * here), the subscriber's feed, notifications in the app, over the hub and by mail.
 */
async function marketplace(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mail = createMailer({
    smtpUrl: app.config.SMTP_URL,
    from: app.config.MAIL_FROM,
    outboxDir: app.config.OUTBOX_DIR,
  });
  const running = new Set<Promise<unknown>>();
  app.decorate('marketplace', {
    mail,
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
  await app.register(marketplaceAccountRoutes);

  app.get(
    '/api/handicappers/:id/picks',
    {
      schema: {
        tags: ['handicappers'],
        params: handicapperIdParamsSchema,
        response: { 200: capperPicksResponseSchema, '4xx': problemSchema },
      },
    },
    async (request, reply) => {
      const capper = /^[A-Za-z0-9-]{1,64}$/.test(request.params.id)
        ? await findHandicapper(app.db, request.params.id)
        : null;
      if (!capper) return sendProblem(reply, 404, HANDICAPPER_NOT_FOUND);
      const capperUserId = await handicapperUserId(app.db, capper.id);
      if (!capperUserId)
        return { picks: keptCapperPicks(capper, await keptPicks(app.db, capper.id)) };
      const user = await loadUser(request);
      const viewer =
        user?.id === capperUserId
          ? 'owner'
          : user && (await isSubscribed(app.db, user.id, capper.id))
            ? 'subscriber'
            : 'public';
      return { picks: await picksForViewer(app.db, capper, capperUserId, viewer) };
    },
  );

  app.get(
    '/api/my-cappers/picks',
    {
      preHandler: requireUser(),
      schema: {
        tags: ['handicappers'],
        response: { 200: capperPicksResponseSchema, '4xx': problemSchema },
      },
    },
    async (request) => {
      const userId = signedIn(request).id;
      const { rows } = await app.db.query<{ id: string; name: string; user_id: string }>(
        `SELECT d.id, d.name, d.user_id::text AS user_id FROM subscriptions s
         JOIN handicapper_directory d ON d.id = s.handicapper_id
         WHERE s.user_id = $1 AND d.user_id IS NOT NULL AND ${ACTIVE_ACCESS}`,
        [userId],
      );
      const lists = await Promise.all(
        rows.map((c) => picksForViewer(app.db, c, c.user_id, 'subscriber')),
      );
      const picks: CapperPick[] = lists.flat().sort((a, b) => b.postedAt.localeCompare(a.postedAt));
      return { picks };
    },
  );

  app.get(
    '/api/notifications',
    {
      preHandler: requireUser(),
      schema: {
        tags: ['notifications'],
        response: { 200: notificationsResponseSchema, '4xx': problemSchema },
      },
    },
    async (request) => listNotifications(app.db, signedIn(request).id),
  );

  app.post(
    '/api/notifications/read',
    {
      preHandler: requireUser(),
      schema: {
        tags: ['notifications'],
        body: markReadRequestSchema,
        response: { 200: notificationsResponseSchema, '4xx': problemSchema },
      },
    },
    async (request) => {
      const userId = signedIn(request).id;
      await markRead(app.db, userId, request.body.ids);
      return listNotifications(app.db, userId);
    },
  );
}

export const marketplacePlugin = fp(marketplace, {
  name: 'marketplace',
  fastify: '5.x',
  dependencies: ['matchups'],
});
