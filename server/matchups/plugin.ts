import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HUB_PATH } from '@domain/rules/hub';
import { hubSessions, userFromRequestHeaders } from '../accounts';
import { createFeed, type Feed } from '../feed';
import { registerHub, type HubContext } from '../hub';
import { attachHubBroadcast } from './broadcast';
import { booksRoutes } from './booksRoutes';
import { DayFrames } from './dayFrames';
import { MatchupEvents } from './events';
import { MatchupGroupLedger, matchupHubMethods } from './hubMethods';
import { oddsHistoryRoutes } from './oddsHistoryRoutes';
import { predictionsRoutes } from './predictionsRoutes';
import { MatchupPublisher } from './publisher';
import { MatchupStore } from './store';

/** What the rest of the server uses of matchups: the repository, the events and the writer. */
export interface MatchupsModule {
  store: MatchupStore;
  events: MatchupEvents;
  publisher: MatchupPublisher;
  hub: HubContext;
  feed: Feed | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    matchups: MatchupsModule;
  }
}

/**
 * Matchups: the store, the events bus, the hub at HUB_PATH with its methods, every change
 * broadcast to matchup:{id} and sport:{sport}, the configured feed (started when the app is
 * ready, stopped when it closes), and the odds and predictions routes under /api/matchups.
 */
async function matchups(app: FastifyInstance): Promise<void> {
  const store = new MatchupStore(app.db, {
    pricing: { sharpBooks: app.config.SHARP_BOOKS, method: app.config.DEVIG_METHOD },
  });
  const events = new MatchupEvents(app.log);
  const publisher = new MatchupPublisher(store, events, app.log);
  const groupLedger = new MatchupGroupLedger();
  // A day's answer is built once and dropped when one of its games changes (./dayFrames.ts).
  const days = new DayFrames((date, sport) => store.wireByDate(date, sport));
  const stopDays = days.follow(events);
  const hub = registerHub(app, {
    path: HUB_PATH,
    methods: matchupHubMethods(store, groupLedger, days),
    authenticate: (req, { accessToken }) =>
      userFromRequestHeaders(
        app.db,
        { cookie: req.headers.cookie, authorization: req.headers.authorization },
        accessToken ?? undefined,
        app.config.COOKIE_SECURE,
      ),
    // A signed-in connection joins its session's group; a push to its user's group (the
    // marketplace's notifications) reaches the user's live sessions only (docs/hub.md §2.5).
    sessions: hubSessions(app.db),
    onDisconnected: (ctx) => {
      groupLedger.forgetConnection(ctx.connectionId);
    },
  });
  const stopBroadcast = attachHubBroadcast(events, hub, app.log);
  const feed = createFeed(
    app.config,
    publisher,
    app.log.child({ feed: app.config.ODDS_API_KEY ? 'oddsApi' : 'demo' }),
  );
  app.status.demo = feed?.kind === 'demo';
  app.decorate<MatchupsModule>('matchups', { store, events, publisher, hub, feed });

  app.addHook('onReady', async () => {
    await feed?.start();
  });
  app.addHook('onClose', async () => {
    await feed?.stop();
    stopBroadcast();
    stopDays();
  });

  await app.register(booksRoutes);
  await app.register(oddsHistoryRoutes);
  await app.register(predictionsRoutes);
}

// Not encapsulated: `app.matchups` is for every module of the app; the routes are their own context.
export const matchupsPlugin = fp(matchups, {
  name: 'matchups',
  fastify: '5.x',
  decorators: { fastify: ['config', 'db'] },
  dependencies: ['health'],
});
