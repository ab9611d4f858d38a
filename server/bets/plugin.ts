import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MatchupRow } from '../matchups';
import { BetGrader } from './grader';
import { betImportRoutes } from './importRoutes';
import { listenForBetChanges } from './listCache';
import { betRoutes } from './routes';

/** What the rest of the server (and tests) use of bets. */
export interface BetsModule {
  grader: BetGrader;
}

declare module 'fastify' {
  interface FastifyInstance {
    bets: BetsModule;
  }
}

export interface BetsPluginOptions {
  /** The clock picks are stamped with and games are checked against (tests pin it). */
  now?: () => Date;
}

/**
 * Bets: POST/GET /api/bets, and grading. Follows the matchups 'gameFinished' event and, when the
 * app is ready, sweeps games that finished while it was down.
 */
async function bets(app: FastifyInstance, opts: BetsPluginOptions): Promise<void> {
  const grader = new BetGrader(app.db, app.log);
  app.decorate<BetsModule>('bets', { grader });
  // The sample cappers' picks the marketplace seeds are graded like any pick.
  app.marketplace.gradeSamplesWith((matchupId) => grader.gradeMatchup(matchupId));
  const { store, events } = app.matchups;
  const onFinished = (_m: unknown, row: MatchupRow) =>
    grader.track(() => grader.gradeMatchup(row.id), { matchupId: row.id });
  events.on('gameFinished', onFinished);

  // Remembered bet lists (./listCache.ts) are kept on PostgreSQL only while this instance hears
  // every other instance's writes.
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    const url = app.config.DATABASE_URL;
    if (app.db.kind === 'postgres' && url)
      stopListening = listenForBetChanges(app.db, url, app.log);
    await grader
      .sweep()
      .catch((err: unknown) => app.log.error({ err }, 'bet grading sweep failed'));
  });
  app.addHook('onClose', async () => {
    events.off('gameFinished', onFinished);
    await grader.settled();
    await stopListening?.();
  });

  await app.register(betRoutes, {
    games: (ids) => store.byIds(ids),
    now: opts.now ?? (() => new Date()),
  });
  await app.register(betImportRoutes, { now: opts.now ?? (() => new Date()) });
}

// Not encapsulated: `app.bets` is for the rest of the app; the routes are their own context.
export const betsPlugin = fp(bets, {
  name: 'bets',
  fastify: '5.x',
  decorators: { fastify: ['db'] },
  dependencies: ['accounts', 'matchups', 'marketplace'],
});
