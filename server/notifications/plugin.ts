import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Matchup } from '@domain/contracts/matchup';
import type { MatchupChanges, MatchupRow } from '../matchups';
import {
  GAME_START_WINDOW_MS,
  notifyGameStart,
  startedGames,
  type GameStartDeps,
  type StartedGame,
} from './gameStart';

declare module 'fastify' {
  interface FastifyInstance {
    gameStartNotices: {
      /** Notifies every game that started in the window and is not finished; resolves when done. */
      sweep(): Promise<void>;
    };
  }
}

/**
 * Game Start notices (docs/product.md "Notifications"): sent when a game starts, to the accounts
 * with an open bet on it and the followers of a capper with one. A game's start is its start time
 * passing (domain/rules/status.ts gameState) or the feed reporting it under way, whichever is
 * seen first: the matchups' change events are followed, and a sweep looks every
 * GAME_START_SWEEP_SECONDS (60 s).
 */
async function notifications(app: FastifyInstance): Promise<void> {
  const now = () => new Date();
  const deps = (): GameStartDeps => ({
    db: app.db,
    hub: app.matchups.hub,
    mail: app.marketplace.mail,
    publicUrl: app.config.PUBLIC_URL,
    log: app.log,
  });
  let running: Promise<void> = Promise.resolve();
  // Games already notified by this process: no bet can be placed on a started game, so a game
  // once done has nobody new to tell (game_start_notices keeps it once per user across restarts).
  const done = new Map<string, number>();
  const queue = (games: () => Promise<StartedGame[]>) => {
    running = running
      .then(async () => {
        const since = now().getTime() - GAME_START_WINDOW_MS;
        for (const [id, at] of done) if (at < since) done.delete(id);
        for (const game of await games()) {
          if (done.has(game.id)) continue;
          await notifyGameStart(deps(), game);
          done.set(game.id, now().getTime());
        }
      })
      .catch((err: unknown) => app.log.warn({ err }, 'game start notices failed'));
    return running;
  };
  const sweep = () => queue(() => startedGames(app.db, now()));
  app.decorate('gameStartNotices', { sweep });

  // A change the feed reports on a game whose start has passed (status or score): notify now.
  const onChanged = (_m: Matchup, changes: MatchupChanges, row: MatchupRow) => {
    if (!changes.status && !changes.score) return;
    if (row.startsAt.getTime() > now().getTime()) return;
    void queue(async () => (await startedGames(app.db, now())).filter((g) => g.id === row.id));
  };
  app.matchups.events.on('matchupChanged', onChanged);

  const sweepMs = app.config.GAME_START_SWEEP_SECONDS * 1000;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (sweepMs > 0) {
      timer = setInterval(() => void sweep(), sweepMs);
      timer.unref();
    }
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    app.matchups.events.off('matchupChanged', onChanged);
    await running;
  });
}

export const notificationsPlugin = fp(notifications, {
  name: 'notifications',
  fastify: '5.x',
  decorators: { fastify: ['db', 'config'] },
  dependencies: ['matchups', 'marketplace', 'bets'],
});
