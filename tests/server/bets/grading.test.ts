import type { FastifyInstance } from 'fastify';
import { MAX_PUBLISHED_PER_DAY } from '@domain/rules/marketplace';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SavedBet } from '@domain/contracts/bets';
import type { Db } from '../../../server/db/db';
import { buildApp } from '../../../server/app';
import { testApp, testConfig } from '../helpers';
import {
  entry,
  finishGame,
  getBets,
  inHours,
  insertGame,
  leg,
  postBets,
  signedIn,
  type Game,
} from './fixtures';

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
let user: { id: string; cookie: string };
let other: { id: string; cookie: string };
const games: Record<string, Game> = {};

// Final scores (home-away): g1 Lakers 110-100 Celtics (total 210), g2 Heat 103-100 Knicks (home -3
// lands on the number), g3 Nets 105-101 Bulls (total 206), g4 Warriors 110-105 Suns (total 215,
// home -9 teased by 4 lands on -5), g5 is not played yet.
beforeAll(async () => {
  ({ app, db, close } = await testApp());
  user = await signedIn(db, 'Handicapper');
  other = await signedIn(db);
  const add = async (g: Game) => (games[g.id] = await insertGame(db, g));
  await add({
    id: 'g1',
    awayTeam: 'Boston Celtics',
    homeTeam: 'Los Angeles Lakers',
    startsAt: inHours(2),
    awayMoneyLine: 150,
    homeMoneyLine: -170,
    awaySpread: 4.5,
    homeSpread: -4.5,
    totalPoints: 220.5,
  });
  await add({
    id: 'g2',
    awayTeam: 'New York Knicks',
    homeTeam: 'Miami Heat',
    startsAt: inHours(2),
    awayMoneyLine: -120,
    homeMoneyLine: 100,
    awaySpread: 3,
    homeSpread: -3,
    totalPoints: 200.5,
  });
  await add({
    id: 'g3',
    awayTeam: 'Chicago Bulls',
    homeTeam: 'Brooklyn Nets',
    startsAt: inHours(2),
    totalPoints: 210.5,
  });
  await add({
    id: 'g4',
    awayTeam: 'Phoenix Suns',
    homeTeam: 'Golden State Warriors',
    startsAt: inHours(2),
    homeSpread: -9,
    awaySpread: 9,
    totalPoints: 215,
  });
  await add({
    id: 'g5',
    awayTeam: 'Utah Jazz',
    homeTeam: 'Denver Nuggets',
    startsAt: inHours(3),
    homeMoneyLine: -300,
    awayMoneyLine: 250,
  });
  // Lines g1 had: an earlier one, the close (last before the start) and one after the start, which is not the close.
  const start = games.g1!.startsAt.getTime();
  const snap = (
    minutes: number,
    homeMl: number,
    awayMl: number,
    homeSpread: number,
    total: number,
  ) =>
    db.query(
      `INSERT INTO odds_snapshots (matchup_id, taken_at, away_money_line, home_money_line, away_spread, home_spread,
         total_points, source) VALUES ('g1', $1, $2, $3, $4, $5, $6, 'test')`,
      [new Date(start + minutes * 60_000), awayMl, homeMl, -homeSpread, homeSpread, total],
    );
  await snap(-600, -160, 140, -4, 219.5);
  await snap(-10, -200, 170, -5.5, 222.5);
  await snap(30, -900, 600, -12.5, 230.5);

  const picks = [
    entry('ml-home', [leg('g1', 'MoneyLine', 'Home')]),
    entry('ml-away', [leg('g1', 'MoneyLine', 'Away')], { units: 2 }),
    entry('spread-home', [leg('g1', 'Spread', 'Home')]),
    entry('over', [leg('g1', 'Total', 'Over')]),
    entry('spread-push', [leg('g2', 'Spread', 'Away')], { units: 3 }),
    entry('ml-dog', [leg('g2', 'MoneyLine', 'Home')]),
    entry(
      'parlay-mixed',
      [leg('g1', 'MoneyLine', 'Home'), leg('g2', 'Spread', 'Home'), leg('g3', 'Total', 'Under')],
      { units: 2 },
    ),
    entry('parlay-loss', [leg('g1', 'MoneyLine', 'Home'), leg('g3', 'Total', 'Over')]),
    entry('parlay-pushes', [leg('g2', 'Spread', 'Home'), leg('g4', 'Total', 'Over')]),
    entry('parlay-open', [leg('g1', 'Spread', 'Away'), leg('g5', 'MoneyLine', 'Home')]),
    entry('parlay-waits', [leg('g1', 'MoneyLine', 'Home'), leg('g5', 'MoneyLine', 'Home')]),
    entry('teaser-6', [leg('g1', 'Spread', 'Away'), leg('g2', 'Spread', 'Home')], {
      betMode: 'teaser',
      teaserPoints: 6,
    }),
    entry(
      'teaser-push',
      [leg('g4', 'Spread', 'Home'), leg('g2', 'Spread', 'Home'), leg('g3', 'Total', 'Under')],
      {
        betMode: 'teaser',
        teaserPoints: 4,
      },
    ),
    entry('teaser-loss', [leg('g3', 'Total', 'Over'), leg('g1', 'Total', 'Over')], {
      betMode: 'teaser',
      teaserPoints: 6,
    }),
  ];
  // A capper publishes at most three picks a day (docs/product.md §5): three a day, over the
  // days before today.
  const days = Math.ceil(picks.length / MAX_PUBLISHED_PER_DAY);
  const today = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    for (let day = 0; day < days; day++) {
      vi.setSystemTime(today - (days - day) * 86_400_000);
      const some = picks.slice(day * MAX_PUBLISHED_PER_DAY, (day + 1) * MAX_PUBLISHED_PER_DAY);
      const saved = await postBets(app, user.cookie, some);
      if (saved.statusCode !== 200) throw new Error(saved.body);
    }
  } finally {
    vi.useRealTimers();
  }
  await postBets(app, other.cookie, [entry('ml-home', [leg('g1', 'MoneyLine', 'Away')])]);

  for (const [id, home, away] of [
    ['g1', 110, 100],
    ['g2', 103, 100],
    ['g3', 105, 101],
    ['g4', 110, 105],
  ] as const) {
    await finishGame(app, games[id]!, home, away);
  }
});
afterAll(() => close());

async function mine(cookie = user.cookie): Promise<Map<string, SavedBet>> {
  const res = await getBets(app, cookie);
  return new Map((res.json().bets as SavedBet[]).map((b) => [b.id, b]));
}

describe('grading against real final scores', () => {
  it.each<[string, string, number | null]>([
    ['ml-home', 'win', 0.5882],
    ['ml-away', 'loss', -2],
    ['spread-home', 'win', 0.9091],
    ['over', 'loss', -1],
    ['spread-push', 'push', 0],
    ['ml-dog', 'win', 1],
    // -170 × -110 after the pushed spread drops out: 1.5882 × 1.9091 = 3.0321, 2 units.
    ['parlay-mixed', 'win', 4.0642],
    ['parlay-loss', 'loss', -1],
    ['parlay-pushes', 'push', 0],
    // A lost leg loses the parlay while its other game is still to play.
    ['parlay-open', 'loss', -1],
    ['parlay-waits', 'pending', null],
    // Celtics +10.5 (lost by 10) and Heat +3 (won by 3): 2 teams at 6 points, -110.
    ['teaser-6', 'win', 0.9091],
    // Warriors -5 pushes, Heat +1 and Under 214.5 win: repriced as 2 teams at 4 points, +100.
    ['teaser-push', 'win', 1],
    // docs/product.md §5 moves an Over down by the points: Over 204.5 wins on 206, Over 214.5 loses on 210.
    ['teaser-loss', 'loss', -1],
  ])('%s → %s, profit %s', async (id, status, profit) => {
    const bet = (await mine()).get(id)!;
    expect(bet.status).toBe(status);
    if (profit === null) expect(bet.profit).toBeNull();
    else expect(bet.profit).toBeCloseTo(profit, 4);
    expect(bet.gradedAt === null).toBe(status === 'pending');
  });

  it('grades each leg, pushes included', async () => {
    const bets = await mine();
    expect(bets.get('parlay-mixed')!.legs.map((l) => l.status)).toEqual(['win', 'push', 'win']);
    expect(bets.get('teaser-push')!.legs.map((l) => [l.gradedLine, l.status])).toEqual([
      [-5, 'push'],
      [1, 'win'],
      [214.5, 'win'],
    ]);
    expect(bets.get('parlay-open')!.legs.map((l) => l.status)).toEqual(['loss', 'pending']);
  });

  it("grades the other user's pick on the same game separately", async () => {
    expect((await mine(other.cookie)).get('ml-home')).toMatchObject({ status: 'loss', profit: -1 });
  });

  it('records the closing line from the last snapshot before the start, and CLV', async () => {
    const bets = await mine();
    // CLV in no-vig probability points (domain/rules/bets.ts legClv); closing prices of spreads
    // and totals not posted: -110 each, a fair 50% at the closing point.
    // Took Lakers -4.5 at -110, closed -5.5: a point better, Φ(1/12) = 53.32% − 52.38%.
    expect(bets.get('spread-home')).toMatchObject({
      clv: 0.94,
      legs: [{ line: -4.5, closingLine: -5.5, closingPrice: -110, clv: 0.94 }],
    });
    // Took -170 (62.96%), closed -200 / +170: 64.29% with no vig, +1.32.
    expect(bets.get('ml-home')).toMatchObject({
      clv: 1.32,
      legs: [{ price: -170, closingPrice: -200, closingLine: null }],
    });
    // Took +150 (40%), the away side closed at a fair 35.71%: -4.29.
    expect(bets.get('ml-away')!.clv).toBe(-4.29);
    // Over 220.5 at -110, closed 222.5: two points better on a total, Φ(2/13.2) − 52.38%.
    expect(bets.get('over')!.clv).toBe(3.64);
    // Games without snapshots have no closing line.
    expect(bets.get('ml-dog')).toMatchObject({
      clv: null,
      legs: [{ closingLine: null, closingPrice: null, clv: null }],
    });
    // An entry's CLV is the mean of its legs' known values (g3 has no snapshot).
    expect(bets.get('parlay-loss')!.clv).toBe(1.32);
  });

  it("feeds the handicapper's record on /api/handicappers/{id}", async () => {
    const res = await app.inject({ method: 'GET', url: `/api/handicappers/${user.id}` });
    expect(res.statusCode).toBe(200);
    // 0.5882 - 2 + 0.9091 - 1 + 0 + 1 + 4.0642 - 1 + 0 - 1 + 0.9091 + 1 - 1 = 2.47 units.
    expect(res.json().record).toMatchObject({
      wins: 6,
      losses: 5,
      pushes: 2,
      pending: 1,
      picks: 14, // 13 graded and 1 still pending
      units: 2.47,
    });
  });
});

describe('the start-up sweep', () => {
  it('grades games that finished while the server was down when it starts again', async () => {
    await insertGame(db, {
      id: 'g6',
      awayTeam: 'Dallas Mavericks',
      homeTeam: 'Houston Rockets',
      startsAt: inHours(2),
      totalPoints: 230.5,
    });
    await postBets(app, user.cookie, [entry('swept', [leg('g6', 'Total', 'Under')])]);
    await db.query(
      `UPDATE matchups SET status = 'Final', home_score = 100, away_score = 99 WHERE id = 'g6'`,
    );
    expect((await mine()).get('swept')!.status).toBe('pending');
    const restarted = await buildApp({ config: testConfig(), db, logger: false });
    await restarted.ready();
    await restarted.close();
    expect((await mine()).get('swept')).toMatchObject({ status: 'win', profit: 0.9091 });
    expect(await app.bets.grader.sweep()).toBe(0);
  });

  it('counts the legs a sweep grades', async () => {
    await insertGame(db, {
      id: 'g8',
      awayTeam: 'Toronto Raptors',
      homeTeam: 'Indiana Pacers',
      startsAt: inHours(2),
      totalPoints: 230.5,
    });
    await postBets(app, user.cookie, [
      entry('swept-2', [leg('g8', 'Total', 'Over'), leg('g5', 'MoneyLine', 'Away')]),
    ]);
    expect(await app.bets.grader.sweep()).toBe(0);
    await db.query(
      `UPDATE matchups SET status = 'COMPLETED', home_score = 120, away_score = 115 WHERE id = 'g8'`,
    );
    expect(await app.bets.grader.sweep()).toBe(1);
    expect((await mine()).get('swept-2')!.legs.map((l) => l.status)).toEqual(['win', 'pending']);
  });

  it('leaves a finished game without scores pending', async () => {
    await insertGame(db, {
      id: 'g7',
      awayTeam: 'Orlando Magic',
      homeTeam: 'Atlanta Hawks',
      startsAt: inHours(2),
      totalPoints: 230.5,
    });
    await postBets(app, user.cookie, [entry('no-score', [leg('g7', 'Total', 'Under')])]);
    await db.query(`UPDATE matchups SET status = 'FINAL' WHERE id = 'g7'`);
    expect(await app.bets.grader.gradeMatchup('g7')).toBe(0);
    expect((await mine()).get('no-score')!.status).toBe('pending');
  });
});

describe('a saved pick is final', () => {
  it('cannot be edited or deleted in the database, only graded', async () => {
    await expect(db.query(`UPDATE bets SET units = 50 WHERE id = 'ml-home'`)).rejects.toThrow(
      /cannot be edited/,
    );
    await expect(
      db.query(`UPDATE bet_legs SET line = 0 WHERE bet_id = 'spread-home'`),
    ).rejects.toThrow(/cannot be edited/);
    await expect(db.query(`DELETE FROM bets WHERE id = 'ml-home'`)).rejects.toThrow(
      /never deleted/,
    );
    await expect(db.query(`DELETE FROM bet_legs WHERE bet_id = 'ml-home'`)).rejects.toThrow(
      /never deleted/,
    );
    expect((await mine()).get('ml-home')).toMatchObject({ units: 1, status: 'win' });
  });

  it('goes with its account', async () => {
    await db.query('DELETE FROM users WHERE id = $1', [other.id]);
    const left = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM bet_legs WHERE user_id = $1',
      [other.id],
    );
    expect(left.rows[0]!.n).toBe(0);
  });
});
