import { addDays, easternDate, easternToInstant } from '@domain/rules/dates';
import { oddsEvent, scoreEvent, SPORTS_LIST, type fakeOddsApi } from '../server/feed/fakeOddsApi';

/*
 * The journey's stand-in for The Odds API: three NBA games whose start times are set from the
 * test's clock, so a game can be live, a pick can be taken before a start, and a game can finish
 * within the test, which the demo feed (real start times) cannot offer.
 */

export const NBA_ODDS = '/v4/sports/basketball_nba/odds/';
export const NBA_SCORES = '/v4/sports/basketball_nba/scores/';

type Books = [homeMoneyLine: number, awayMoneyLine: number, homeSpread: number, total: number][];

export interface JourneyGame {
  id: string;
  home: string;
  away: string;
  /** Three books' lines; the adapter's consensus is noted beside each game. */
  books: Books;
}

/** Live from the start of the journey. Consensus: Knicks +110, Celtics -130, Knicks +1.5, 221.5. */
export const GAME_A: JourneyGame = {
  id: 'journey-a',
  home: 'New York Knicks',
  away: 'Boston Celtics',
  books: [
    [110, -130, 1.5, 221.5],
    [115, -135, 1.5, 222.5],
    [105, -125, 2, 221.5],
  ],
};

/** Consensus: Nuggets -200, Jazz +170, Nuggets -5.5, total 230.5. */
export const GAME_B: JourneyGame = {
  id: 'journey-b',
  home: 'Denver Nuggets',
  away: 'Utah Jazz',
  books: [
    [-200, 170, -5.5, 230.5],
    [-210, 175, -5.5, 231.5],
    [-190, 160, -6, 230.5],
  ],
};

/** Consensus: Heat -125, Magic +105, Heat -2, total 214.5. */
export const GAME_C: JourneyGame = {
  id: 'journey-c',
  home: 'Miami Heat',
  away: 'Orlando Magic',
  books: [
    [-125, 105, -2, 214.5],
    [-130, 110, -2, 215.5],
    [-120, 100, -1.5, 214.5],
  ],
};

/** The matchup id the server gives a game of this feed. */
export const matchupId = (game: JourneyGame): string => `oddsapi-${game.id}`;

export interface JourneyPlan {
  /** How long to wait before starting, so the whole journey stays on one Eastern date. */
  waitMs: number;
  /** The Eastern date (yyyy-MM-dd) every game is on. */
  date: string;
  /** Game A's start: ten minutes before the journey, but never before that date's midnight. */
  liveSince: Date;
  /** Games B and C start here. */
  tipOff: Date;
}

/**
 * The journey's clock from `now`: B and C start `leadMs` after the journey begins, and the
 * journey needs `windowMs` in all. When Eastern midnight would fall inside that window the
 * journey waits until just after it, so the matchups date, "today" on /enter-picks and every
 * game's date are the same one.
 */
export function planJourney(
  now: Date,
  leadMs: number,
  windowMs: number,
  liveForMs = 10 * 60_000,
): JourneyPlan {
  const nextMidnight = easternToInstant(addDays(easternDate(now), 1), 0);
  if (!nextMidnight) throw new Error(`no Eastern midnight after ${now.toISOString()}`);
  const untilMidnight = nextMidnight.getTime() - now.getTime();
  const waitMs = untilMidnight < windowMs ? untilMidnight + 1000 : 0;
  const start = now.getTime() + waitMs;
  const date = easternDate(new Date(start));
  const dayStart = easternToInstant(date, 0);
  if (!dayStart) throw new Error(`no Eastern midnight on ${date}`);
  return {
    waitMs,
    date,
    liveSince: new Date(Math.max(start - liveForMs, dayStart.getTime())),
    tipOff: new Date(start + leadMs),
  };
}

type Score = [home: number, away: number];

/** What the fake reports: game A's live score, and B's and C's final scores once they are over. */
export interface FeedState {
  liveScore: Score;
  finals?: { b: Score; c: Score };
}

type FakeApi = Awaited<ReturnType<typeof fakeOddsApi>>;

// The fixtures' last_update is a fixed day; the journey stamps its own, as the provider would.
function odds(game: JourneyGame, commence: Date, at: string) {
  const event = oddsEvent(game.id, commence.toISOString(), game.home, game.away, game.books);
  return {
    ...event,
    bookmakers: event.bookmakers.map((b) => ({
      ...b,
      last_update: at,
      markets: b.markets.map((m) => ({ ...m, last_update: at })),
    })),
  };
}

function scores(
  game: JourneyGame,
  commence: Date,
  score: Score | null,
  completed: boolean,
  at: string,
) {
  const event = scoreEvent(
    game.id,
    commence.toISOString(),
    game.home,
    game.away,
    score && [String(score[0]), String(score[1])],
    completed,
  );
  return { ...event, last_update: score ? at : null };
}

/** The fake before the journey: NBA in season, no games. */
export function serveNoGames(api: FakeApi): void {
  api.answers.set('/v4/sports/', { json: SPORTS_LIST.filter((s) => s.key === 'basketball_nba') });
  api.answers.set(NBA_ODDS, { json: [] });
  api.answers.set(NBA_SCORES, { json: [] });
}

/** The three games as the provider would list them in `state` (finished games leave the odds list). */
export function serveGames(
  api: FakeApi,
  plan: JourneyPlan,
  state: FeedState,
  at = new Date(),
): void {
  const stamp = at.toISOString();
  const { liveSince, tipOff } = plan;
  const upcoming = state.finals ? [] : [odds(GAME_B, tipOff, stamp), odds(GAME_C, tipOff, stamp)];
  api.answers.set(NBA_ODDS, { json: [odds(GAME_A, liveSince, stamp), ...upcoming] });
  api.answers.set(NBA_SCORES, {
    json: [
      scores(GAME_A, liveSince, state.liveScore, false, stamp),
      scores(GAME_B, tipOff, state.finals?.b ?? null, state.finals !== undefined, stamp),
      scores(GAME_C, tipOff, state.finals?.c ?? null, state.finals !== undefined, stamp),
    ],
  });
}
