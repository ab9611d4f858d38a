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
import { loadUser, requireUser, signedIn } from '../auth/requireUser';
import { findHandicapper, handicapperUserId, keptPicks } from '../handicappers/repository';
import { isSubscribed } from '../handicappers/subscriptions';
import { sendProblem } from '../http/problem';
import { createMailer, type SendMail } from '../mail/mailer';
import { announcePicks, listNotifications, markRead } from './notifications';
import { keptCapperPicks, picksForViewer } from './picks';
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
    await Promise.all([...running]);
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
         WHERE s.user_id = $1 AND d.user_id IS NOT NULL`,
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
