import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import type { HubContext } from '../../../server/hub/types';
import { MODELS } from '../../../server/models/registry';
import { freezeStarted } from '../../../server/models/repository';
import { PredictionService, type MatchupLike } from '../../../server/models/service';
import { insertMatchupRows } from '../../fixtures/rows';
import { testApp, testDb } from '../helpers';
import { syntheticLeague } from './synthetic';

const sent: { group: string; target: string; args: unknown[] }[] = [];
const hub: HubContext = {
  clients: {
    all: { send: async () => {} },
    connection: () => ({ send: async () => {} }),
    group: (group) => ({
      send: async (target, ...args) => {
        sent.push({ group, target, args });
      },
    }),
  },
  groups: { add: async () => {}, remove: async () => {} },
};

const quiet = { info() {}, warn() {}, error() {} };
const DAY = 86_400_000;
let db: Db;

async function insertMatchup(m: MatchupLike, into: Db = db): Promise<void> {
  await insertMatchupRows(into, [m]);
}

const count = async (sql: string, params: unknown[] = []) =>
  Number((await db.query<{ n: number }>(sql, params)).rows[0]?.n);

// 120 finished games in the past, then two upcoming games between teams that have played.
const now = Date.now();
const history = syntheticLeague({ seasons: 1, days: 24, teams: 10 }).map((g, i): MatchupLike => ({
  id: `g${i}`,
  sport: 'nba',
  awayTeam: g.away,
  homeTeam: g.home,
  awayScore: g.awayScore,
  homeScore: g.homeScore,
  awayMoneyLine: g.awayMl,
  homeMoneyLine: g.homeMl,
  awaySpread: g.homeLine === null ? null : -g.homeLine,
  homeSpread: g.homeLine,
  totalPoints: g.totalLine,
  startsAt: new Date(now - (30 - Math.floor(i / 5)) * DAY),
  gameDate: new Date(now - (30 - Math.floor(i / 5)) * DAY).toISOString().slice(0, 10),
  status: 'FINAL',
  season: 2026,
  neutral: false,
}));
const upcoming = (id: string, home: string, away: string, inDays: number): MatchupLike => ({
  id,
  sport: 'nba',
  awayTeam: away,
  homeTeam: home,
  awayScore: null,
  homeScore: null,
  awayMoneyLine: 130,
  homeMoneyLine: -150,
  awaySpread: 3.5,
  homeSpread: -3.5,
  totalPoints: 210.5,
  startsAt: new Date(now + inDays * DAY),
  gameDate: new Date(now + inDays * DAY).toISOString().slice(0, 10),
  status: 'NOTFINISHED',
  season: 2026,
  neutral: false,
});
const next1 = upcoming('u1', 'Team A', 'Team B', 1);
const next2 = upcoming('u2', 'Team C', 'Team D', 2);
// Two games under way when the service starts, nobody having predicted them: one with lines
// posted before its start (-150 / +130) and in-game lines now (-900 / +600), one with none.
const underWay = (id: string): MatchupLike => ({
  ...upcoming(id, 'Team E', 'Team F', 0),
  startsAt: new Date(now - 3_600_000),
  homeMoneyLine: -900,
  awayMoneyLine: 600,
});
const live1 = underWay('l1');
const live2 = { ...underWay('l2'), homeTeam: 'Team G', awayTeam: 'Team H' };

let service: PredictionService;

beforeAll(async () => {
  db = await testDb();
  for (const m of history) await insertMatchup(m);
  await insertMatchup(next1);
  await insertMatchup(next2);
  await insertMatchup(live1);
  await insertMatchup(live2);
  await db.query(
    `INSERT INTO odds_snapshots (matchup_id, taken_at, away_money_line, home_money_line, away_spread, home_spread, total_points, source)
     VALUES ('l1', $1, 130, -150, 3.5, -3.5, 210.5, 'test')`,
    [new Date(now - 7_200_000)],
  );
  service = new PredictionService({
    db,
    log: quiet,
    models: MODELS,
    analyst: null,
    hub: () => hub,
  });
  await service.start();
});

afterAll(async () => {
  await service.stop();
  await db.close();
});

// Every model that covers the NBA (the market baseline included) predicts each game once.
const NBA_MODELS = MODELS.filter((m) => m.sports.includes('nba')).length;

describe('prediction ledger', () => {
  it('keeps a pre-game prediction for a game already under way, read against the lines before its start', async () => {
    const rows = (
      await db.query<{ model_id: string; confidence: string; predicted_winner: string }>(
        `SELECT model_id, confidence, predicted_winner FROM ai_results
         WHERE matchup_id = 'l1' AND source = 'history' AND frozen_at IS NOT NULL`,
      )
    ).rows;
    expect(rows).toHaveLength(NBA_MODELS);
    // The market baseline reads -150 / +130 (58.5% with no vig), not the in-game -900 (≈ 87%).
    const market = rows.find((r) => r.model_id === 'market');
    expect(market?.predicted_winner).toBe('Home');
    expect(Number(market?.confidence)).toBeGreaterThan(55);
    expect(Number(market?.confidence)).toBeLessThan(62);
    // No lines from before the start: nothing honest to show.
    expect(await count(`SELECT count(*)::int AS n FROM ai_results WHERE matchup_id = 'l2'`)).toBe(
      0,
    );
  });

  it('warms up on finished games: frozen history predictions for them, live ones for upcoming games', async () => {
    expect(await count(`SELECT count(*)::int AS n FROM ai_models`)).toBe(MODELS.length);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM ai_results WHERE source = 'history' AND frozen_at IS NOT NULL`,
      ),
    ).toBe((history.length + 1) * NBA_MODELS);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM ai_results WHERE source = 'live' AND frozen_at IS NULL`,
      ),
    ).toBe(2 * NBA_MODELS);
    expect(await count(`SELECT count(*)::int AS n FROM ai_result_history`)).toBe(
      (history.length + 1) * NBA_MODELS + 2 * NBA_MODELS,
    );
    const groups = new Set(sent.map((s) => s.group));
    expect(groups).toEqual(new Set(['matchup:u1', 'matchup:u2', 'sport:nba']));
    const first = sent.find((s) => s.group === 'matchup:u1')?.args[0] as Record<string, unknown>;
    expect(sent.every((s) => s.target === 'ReceiveAiResultUpdate')).toBe(true);
    expect(first).toMatchObject({ matchupId: 'u1', prompt: { id: first.promptId } });
    expect(['Home', 'Away']).toContain(first.predictedWinner);
    expect(first.confidence).toBeGreaterThanOrEqual(50);
    expect(typeof first.summary).toBe('string');
    expect(typeof first.analysis).toBe('string');
    expect(typeof first.createdAt).toBe('string');
  });

  it('re-predicts when the odds move: each model reads its picks against the new prices, its predicted winner stays its moneyline pick, and the ledger keeps both', async () => {
    sent.length = 0;
    const moved = {
      ...next1,
      homeMoneyLine: 180,
      awayMoneyLine: -220,
      homeSpread: 5.5,
      awaySpread: -5.5,
    };
    await db.query(
      `UPDATE matchups SET home_money_line = 180, away_money_line = -220, home_spread = 5.5, away_spread = -5.5 WHERE id = 'u1'`,
    );
    service.onMatchup(moved);
    await service.settled();
    const sentIds = sent.map((s) => (s.args[0] as { promptId: string }).promptId);
    expect(sentIds.filter((id) => id === 'market')).toEqual(['market', 'market']);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM ai_result_history WHERE matchup_id = 'u1' AND model_id = 'market'`,
      ),
    ).toBe(2);
    // Elo's spread pick is priced against the new line; its predicted winner is its moneyline
    // pick before and after (docs/product.md §3 AI result).
    const elo = await db.query<{ predicted_winner: string; ml: string; spread: string }>(
      `SELECT predicted_winner, markets->'moneyline'->>'pick' AS ml,
              markets->'spread'->>'probability' AS spread FROM ai_result_history
       WHERE matchup_id = 'u1' AND model_id = 'elo' ORDER BY id`,
    );
    expect(elo.rows).toHaveLength(2);
    for (const row of elo.rows) expect(row.predicted_winner).toBe(row.ml);
    expect(elo.rows[0]?.spread).not.toBe(elo.rows[1]?.spread);
    const market = await db.query<{ predicted_winner: string }>(
      `SELECT predicted_winner FROM ai_results WHERE matchup_id = 'u1' AND model_id = 'market'`,
    );
    expect(market.rows[0]?.predicted_winner).toBe('Away');
    // The same odds again: nothing new.
    sent.length = 0;
    service.onMatchup(moved);
    await service.settled();
    expect(sent).toHaveLength(0);
  });

  it('learns a finished game and refreshes the upcoming games of its teams', async () => {
    const before = await db.query(
      `SELECT model_id, confidence FROM ai_results WHERE matchup_id = 'u2' ORDER BY model_id`,
    );
    const done = {
      ...upcoming('f1', 'Team D', 'Team C', -0.1),
      homeScore: 140,
      awayScore: 80,
      status: 'FINAL',
    };
    await insertMatchup(done);
    await service.onFinished(done);
    const after = await db.query(
      `SELECT model_id, confidence FROM ai_results WHERE matchup_id = 'u2' ORDER BY model_id`,
    );
    expect(after.rows).not.toEqual(before.rows);
  });

  it('freezes predictions at the start and refuses any change after', async () => {
    await db.query(`UPDATE matchups SET starts_at = now() - interval '1 minute' WHERE id = 'u2'`);
    sent.length = 0;
    service.onMatchup({ ...next2, homeMoneyLine: 300, awayMoneyLine: -400 });
    await service.settled();
    expect(sent).toHaveLength(0);
    expect(await freezeStarted(db)).toBe(NBA_MODELS);
    await expect(
      db.query(`UPDATE ai_results SET confidence = 99 WHERE matchup_id = 'u2'`),
    ).rejects.toThrow(/frozen/);
    await expect(db.query(`DELETE FROM ai_results WHERE matchup_id = 'u2'`)).rejects.toThrow(
      /frozen/,
    );
    await expect(db.query(`UPDATE ai_result_history SET confidence = 99`)).rejects.toThrow(
      /append-only/,
    );
    await expect(db.query(`DELETE FROM ai_result_history`)).rejects.toThrow(/append-only/);
    // A live prediction for a started game cannot even be inserted.
    await expect(
      db.query(
        `INSERT INTO ai_results (matchup_id, model_id, predicted_winner, confidence, home_score, away_score, summary, analysis, source)
         VALUES ('f1', 'elo', 'Home', 60, 100, 90, 's', 'a', 'live')`,
      ),
    ).rejects.toThrow(/started/);
  });
});

describe('models plugin', () => {
  it('registers the models and warms up inside the app', async () => {
    const { app, db: appDb, close } = await testApp();
    try {
      await app.predictions.settled();
      const { rows } = await appDb.query<{ id: string; inputs: unknown; sports: string[] }>(
        'SELECT id, inputs, sports FROM ai_models ORDER BY id',
      );
      expect(rows.map((r) => r.id)).toEqual(['elo', 'lines', 'market', 'poisson', 'power']);
      expect(rows.find((r) => r.id === 'poisson')?.sports).toEqual(['nhl', 'mlb']);
    } finally {
      await close();
    }
  });
});

describe('prediction service before start', () => {
  it('leaves a game finished before start() to the warm-up instead of writing before the models exist', async () => {
    const fresh = await testDb();
    const errors: unknown[] = [];
    const log = { ...quiet, error: (...args: unknown[]) => void errors.push(args) };
    try {
      const first = history[0]!;
      await insertMatchup(first, fresh);
      await insertMatchup(upcoming('u9', first.homeTeam, first.awayTeam, 3), fresh);
      const local = new PredictionService({
        db: fresh,
        log,
        models: MODELS,
        analyst: null,
        hub: () => hub,
      });
      await local.onFinished(first);
      await local.idle();
      expect(errors).toEqual([]);
      expect(
        Number(
          (await fresh.query<{ n: number }>('SELECT count(*)::int AS n FROM ai_results')).rows[0]
            ?.n,
        ),
      ).toBe(0);
      await local.stop();
    } finally {
      await fresh.close();
    }
  });
});
