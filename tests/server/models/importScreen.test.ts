import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { parseHistory } from '../../../server/models/history';
import { historyLines, importHistory, moneylineProblem } from '../../../server/models/importer';
import { testDb } from '../helpers';

const HEADER =
  'league,source,season,date,game_type,neutral,home,away,home_score,away_score,home_ml,away_ml,home_line,total_line';
const row = (
  league: string,
  date: string,
  home: string,
  away: string,
  homeMl: string,
  awayMl: string,
) => `${league},t,2021,${date},REG,0,${home},${away},24,17,${homeMl},${awayMl},-3.5,44.5`;

// Lines 2..9 of the file; the NBA row (line 6) is skipped by a league filter.
const CSV = [
  HEADER,
  row('NCAAF', '2021-09-04', 'Alabama', 'Miami', '-150', '130'), // 2 ok
  row('NCAAF', '2021-09-04', 'Georgia', 'Clemson', '-210000', '+210000'), // 3 beyond ±10000
  row('NCAAF', '2021-09-05', 'Ohio State', 'Oregon', '-110', '120'), // 4 overround < 0
  row('NCAAF', '2021-09-05', 'Texas', 'Rice', '-500', '-200'), // 5 overround > 12%
  row('NBA', '2021-11-01', 'Boston Celtics', 'Miami Heat', '-99999', '500'), // 6 other league
  row('NCAAF', '2021-09-06', 'Utah', 'BYU', '', ''), // 7 no moneyline: kept, never in ROI
  row('NCAAF', '2021-09-06', 'LSU', 'UCLA', '-120', ''), // 8 one side only: kept without a moneyline
  row('NCAAF', '2021-09-07', 'Iowa', 'Indiana', '50', '-300'), // 9 not an American price
].join('\n');

let db: Db;
beforeAll(async () => {
  db = await testDb();
});
afterAll(async () => {
  await db.close();
});

describe('import refuses impossible prices', () => {
  it('names what is wrong with a pair of moneylines', () => {
    expect(moneylineProblem(-150, 130)).toBeNull();
    expect(moneylineProblem(null, null)).toBeNull();
    expect(moneylineProblem(-110, -110)).toBeNull();
    expect(moneylineProblem(10_001, -20_000)).toMatch(/beyond ±10000/);
    expect(moneylineProblem(-10_000, 2_000)).toBeNull();
    expect(moneylineProblem(-110, 120)).toMatch(/overround of -2\.2%/);
    expect(moneylineProblem(-500, -200)).toMatch(/outside 0-12%/);
    expect(moneylineProblem(-125, -125)).toBeNull();
    expect(moneylineProblem(-130, -130)).toMatch(/overround of 13\.0%/);
  });

  it('reports each rejected row with its line, stores none of them, and keeps unpriced games out of ROI', async () => {
    const games = parseHistory(CSV, 'ncaaf');
    const lines = historyLines(CSV, 'ncaaf');
    expect(lines).toEqual([2, 3, 4, 5, 7, 8, 9]);
    const summary = await importHistory(db, games, { lines });
    expect(summary.rejected.map((r) => [r.line, r.league])).toEqual([
      [3, 'ncaaf'],
      [4, 'ncaaf'],
      [5, 'ncaaf'],
      [9, 'ncaaf'],
    ]);
    expect(summary.rejected[0]?.reason).toMatch(/-210000 beyond ±10000/);
    expect(summary).toMatchObject({ games: 7, matchupsAdded: 3, withoutMoneyline: 2 });
    const stored = (
      await db.query<{
        home_team: string;
        home_money_line: string | null;
        away_money_line: string | null;
      }>('SELECT home_team, home_money_line, away_money_line FROM matchups ORDER BY home_team')
    ).rows;
    expect(
      stored.map((m) => [
        m.home_team,
        m.home_money_line === null ? null : Number(m.home_money_line),
        m.away_money_line === null ? null : Number(m.away_money_line),
      ]),
    ).toEqual([
      ['Alabama', -150, 130],
      ['LSU', null, null],
      ['Utah', null, null],
    ]);
  });
});
