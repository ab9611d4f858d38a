import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { parseCsv, parseHistory } from '../../../server/models/history';
import { importHistory } from '../../../server/models/importer';
import { MODELS } from '../../../server/models/registry';
import { testDb } from '../helpers';
import { syntheticLeague } from './synthetic';

// Every model that covers the NFL (the market baseline included) stores one prediction a game.
const NFL_MODELS = MODELS.filter((m) => m.sports.includes('nfl')).length;

const HEADER =
  'league,source,season,date,game_type,neutral,home,away,home_score,away_score,home_ml,away_ml,home_line,total_line';

function toCsv(): string {
  const games = syntheticLeague({ league: 'nfl', seasons: 2, days: 12, teams: 8 });
  const rows = games.map((g) =>
    [
      'NFL',
      'synthetic',
      g.season,
      g.date,
      'REG',
      0,
      g.home,
      g.away,
      g.homeScore,
      g.awayScore,
      g.homeMl,
      g.awayMl,
      g.homeLine,
      g.totalLine,
    ].join(','),
  );
  // A doubleheader-style repeat of the first pairing, and a quoted team name with a comma.
  rows.push(rows[0] ?? '');
  rows.push('NFL,synthetic,2021,2021-01-30,REG,1,"Washington, DC",Team A,20,17,,,-2.5,');
  return `${HEADER}\n${rows.join('\n')}\n`;
}

let db: Db;
beforeAll(async () => {
  db = await testDb();
});
afterAll(async () => {
  await db.close();
});

async function snapshot() {
  const q = async (sql: string) => (await db.query(sql)).rows;
  return {
    matchups: await q('SELECT * FROM matchups ORDER BY id'),
    results: await q('SELECT * FROM ai_results ORDER BY matchup_id, model_id'),
    history: await q('SELECT * FROM ai_result_history ORDER BY id'),
  };
}

describe('history import', () => {
  it('parses quoted fields and gives repeated pairings distinct stable ids', () => {
    expect(parseCsv('a,"b, c","d ""e"""\r\n1,2,3\n')).toEqual([
      ['a', 'b, c', 'd "e"'],
      ['1', '2', '3'],
    ]);
    const games = parseHistory(toCsv());
    const ids = games.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.at(-2)).toMatch(/-2$/);
    expect(games.at(-1)).toMatchObject({
      home: 'Washington, DC',
      neutral: true,
      homeMl: null,
      totalLine: null,
    });
    expect(parseHistory(toCsv(), 'nba')).toHaveLength(0);
    expect(() => parseHistory('league,date\nNFL,2020-01-01\n')).toThrow(/missing column/);
    expect(() => parseHistory(`${HEADER}\nNFL,x,2020,01/02/2020,,0,A,B,1,2,,,,\n`)).toThrow(
      /Row 2/,
    );
  });

  it('loads matchups and walk-forward predictions, and a second import changes nothing', async () => {
    const games = parseHistory(toCsv());
    const first = await importHistory(db, games);
    expect(first.matchupsAdded).toBe(games.length);
    expect(first.predictionsAdded).toBe(games.length * NFL_MODELS);
    const row = (await db.query(`SELECT * FROM matchups WHERE id = $1`, [games[0]?.id])).rows[0];
    expect(row).toMatchObject({
      sport: 'nfl',
      status: 'FINAL',
      provider: 'history:synthetic',
      season: 2020,
    });
    expect(Number(row?.home_spread)).toBe(games[0]?.homeLine);
    expect(Number(row?.away_spread)).toBe(-(games[0]?.homeLine ?? 0));
    // 1 pm Eastern on the game date.
    expect(new Date(row?.starts_at as string).toISOString()).toMatch(/T1[78]:00:00/);
    const frozen = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ai_results WHERE source = 'history' AND frozen_at IS NOT NULL`,
    );
    expect(frozen.rows[0]?.n).toBe(games.length * NFL_MODELS);

    const before = await snapshot();
    const second = await importHistory(db, parseHistory(toCsv()));
    expect(second).toEqual({
      games: games.length,
      matchupsAdded: 0,
      predictionsAdded: 0,
      rejected: [],
      withoutMoneyline: 1,
    });
    expect(await snapshot()).toEqual(before);
  });
});
