import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { easternDate, addDays } from '@domain/rules/dates';
import type { Matchup } from '@domain/contracts/matchup';
import { isFinished } from '@domain/rules/status';
import { postedLineBook } from '@domain/pricing/consensus';
import type { MatchupRow } from '../matchups';
import {
  picksAwaitingClose,
  publishLabelled,
  recordSharpQuotes,
  saveClosing,
  saveGrade,
  ungradedPicks,
} from './repository';
import { gradePick, pickClose } from './grading';
import { edgePickRoutes } from './routes';

/** How often games of today and tomorrow are read for new labels (AI results move them too). */
const SWEEP_MS = 30_000;

/** What the rest of the server (and tests) use of the published picks. */
export interface EdgePicksModule {
  /** Publishes the labelled sides of today's and tomorrow's games not yet started. */
  sweep(): Promise<number>;
  /** Grades the picks of finished games not yet graded. */
  grade(matchupId?: string): Promise<number>;
  /** Reads the close of picks whose game has started (by `at`, default now): docs/product.md "Edges" 5. */
  close(at?: Date): Promise<number>;
  /** Resolves when the publishing and grading queued so far has run (tests, shutdown). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    edgePicks: EdgePicksModule;
  }
}

export interface EdgePicksPluginOptions {
  now?: () => Date;
}

/**
 * Published picks (docs/product.md "Edges"): a side is published the first time its card shows a
 * label before the game (on every change the matchups bus reports, and a sweep every 30 s for
 * labels the AI results move), its market's sharp quote kept on it until the start (the close
 * its CLV is read against), graded at its price when the game finishes, and served by
 * GET /api/edge-picks.
 */
async function edgePicks(app: FastifyInstance, opts: EdgePicksPluginOptions): Promise<void> {
  const now = opts.now ?? (() => new Date());
  const { store, events } = app.matchups;
  const originOf = (row: MatchupRow) => (row.provider === 'demo' ? 'demo' : 'live');
  let pending: Promise<unknown> = Promise.resolve();
  const track = (fn: () => Promise<unknown>) => {
    pending = pending.then(fn).catch((err: unknown) => {
      app.log.error({ err }, 'edge picks: publishing or grading failed');
    });
  };

  const publish = (m: Matchup, row: MatchupRow) => {
    // Whether a quote is from before the start is told by when it was announced, not when the
    // queue reaches it.
    const at = now();
    track(async () => {
      await publishLabelled(app.db, m, originOf(row), now());
      await recordSharpQuotes(app.db, [m], store.pricing, at);
    });
  };
  const sweep = async () => {
    const at = now();
    const today = easternDate(at);
    const games = [
      ...(await store.pricedByDate(today)),
      ...(await store.pricedByDate(addDays(today, 1))),
    ];
    const rows = new Map((await store.byIds(games.map((g) => g.id))).map((r) => [r.id, r]));
    let added = 0;
    for (const g of games) {
      const row = rows.get(g.id);
      if (row) added += await publishLabelled(app.db, g, originOf(row), now());
    }
    await recordSharpQuotes(app.db, games, store.pricing, at);
    return added;
  };
  const grade = async (matchupId?: string) => {
    const picks = await ungradedPicks(app.db, matchupId ?? null);
    if (picks.length === 0) return 0;
    const ids = [...new Set(picks.map((p) => p.matchupId))];
    const games = new Map((await store.byIds(ids)).map((r) => [r.id, r]));
    let graded = 0;
    for (const p of picks) {
      const g = games.get(p.matchupId);
      if (!g || !isFinished(g.status) || g.homeScore === null || g.awayScore === null) continue;
      await saveGrade(app.db, p.id, gradePick(p, g.homeScore, g.awayScore));
      graded++;
    }
    return graded;
  };
  // The close is read once the game has started (within one sweep).
  const close = async (at: Date = now()) => {
    const picks = await picksAwaitingClose(app.db, at);
    if (picks.length === 0) return 0;
    // Without a sharp quote before the start, the posted line (frozen at the start) stands in.
    const unquoted = new Set(picks.filter((p) => !p.sharpQuote).map((p) => p.matchupId));
    const games = await store.toWireMany(await store.byIds([...unquoted]));
    const posted = new Map(games.map((g) => [g.id, postedLineBook(g)]));
    for (const p of picks)
      await saveClosing(app.db, p.id, pickClose(p, posted.get(p.matchupId) ?? null, store.pricing));
    return picks.length;
  };

  const onFinished = (_m: Matchup, row: MatchupRow) => {
    track(async () => {
      await close();
      await grade(row.id);
    });
  };
  events.on('matchupAdded', publish);
  events.on('oddsChanged', publish);
  events.on('gameFinished', onFinished);
  let timer: NodeJS.Timeout | null = null;
  const idle = async () => {
    // A task may queue another (a finish queues its close and grade): wait until none is left.
    for (let seen = pending; ; seen = pending) {
      await seen;
      if (seen === pending) return;
    }
  };
  app.decorate<EdgePicksModule>('edgePicks', { sweep, grade, close, idle });

  app.addHook('onReady', async () => {
    await grade().catch((err: unknown) =>
      app.log.error({ err }, 'edge picks: grading sweep failed'),
    );
    timer = setInterval(() => {
      track(async () => {
        await close();
        await sweep();
      });
    }, SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    events.off('matchupAdded', publish);
    events.off('oddsChanged', publish);
    events.off('gameFinished', onFinished);
    await pending;
  });

  await app.register(edgePickRoutes, { now });
}

// Not encapsulated: `app.edgePicks` is for the rest of the app; the routes are their own context.
export const edgePicksPlugin = fp(edgePicks, {
  name: 'edgePicks',
  fastify: '5.x',
  decorators: { fastify: ['db'] },
  dependencies: ['matchups'],
});
