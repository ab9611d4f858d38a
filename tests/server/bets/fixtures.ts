import type { FastifyInstance } from 'fastify';
import { createSession, SESSION_COOKIE } from '../../../server/accounts/sessions';
import { insertUser } from '../../../server/accounts/users';
import type { Db } from '../../../server/db/db';
import { insertMatchupRows } from '../../fixtures/rows';
import type { EntryLeg, SlipEntry } from '@domain/rules/slip';

export const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const HOUR = 60 * 60 * 1000;

let users = 0;
/** A signed-in user: its id and the cookie of a live session. */
export async function signedIn(db: Db, role = 'User'): Promise<{ id: string; cookie: string }> {
  users += 1;
  const row = await insertUser(db, {
    email: `bettor${users}.${Date.now()}@example.com`,
    firstName: 'Bet',
    lastName: `Tor${users}`,
    passwordHash: null,
    role,
    accountType: role === 'Handicapper' ? role : '',
  });
  const token = await createSession(db, row!.id, false);
  return { id: row!.id, cookie: `${SESSION_COOKIE}=${token}` };
}

export interface Game {
  id: string;
  awayTeam: string;
  homeTeam: string;
  startsAt: Date;
  status?: string;
  /** 'nba' unless given. */
  sport?: string;
  awayMoneyLine?: number | null;
  homeMoneyLine?: number | null;
  awaySpread?: number | null;
  homeSpread?: number | null;
  totalPoints?: number | null;
}

/** Inserts a game straight into matchups through the store (provider 'test', provider id = id). */
export async function insertGame(db: Db, g: Game): Promise<Game> {
  await insertMatchupRows(db, [g]);
  return g;
}

export const inHours = (hours: number): Date => new Date(Date.now() + hours * HOUR);

/** Finishes a game through the matchups publisher, as a feed would (this emits 'gameFinished'). */
export async function finishGame(
  app: FastifyInstance,
  g: Game,
  homeScore: number,
  awayScore: number,
): Promise<void> {
  await app.matchups.publisher.publish([
    {
      provider: 'test',
      providerId: g.id,
      sport: 'nba',
      awayTeam: g.awayTeam,
      homeTeam: g.homeTeam,
      startsAt: g.startsAt,
      status: 'FINAL',
      homeScore,
      awayScore,
    },
  ]);
  await app.bets.grader.settled();
}

/** A slip entry as the browser sends it (texts are the client's and are not trusted for lines). */
export function entry(id: string, legs: EntryLeg[], over: Partial<SlipEntry> = {}): SlipEntry {
  const first = legs[0]!;
  const combo = legs.length > 1 || (over.betMode !== undefined && over.betMode !== 'single');
  return {
    id,
    units: 1,
    reasoning: '',
    matchupId: first.matchupId,
    homeTeam: 'Home',
    awayTeam: 'Away',
    betMode: combo ? 'parlay' : 'single',
    team: combo ? `${legs.length}-leg parlay` : 'Team',
    moneyLine: '+999',
    spread: '+99',
    total: '',
    includedMatchups: combo ? [...new Set(legs.map((l) => l.matchupId))] : [],
    individualBets: combo ? legs.map(() => 'leg') : [],
    legs,
    status: 'pending',
    createdAt: '2000-01-01T00:00:00.000Z',
    ...over,
  };
}

export const leg = (
  matchupId: string,
  betType: EntryLeg['betType'],
  selection: EntryLeg['selection'],
): EntryLeg => ({
  matchupId,
  betType,
  selection,
});

export function postBets(
  app: FastifyInstance,
  cookie: string | undefined,
  bets: unknown[],
  headers: Record<string, string> = XHR,
  extra: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/bets',
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    payload: { bets, ...extra },
  });
}

export function getBets(app: FastifyInstance, cookie?: string) {
  return app.inject({ method: 'GET', url: '/api/bets', headers: cookie ? { cookie } : {} });
}
