import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiModelsResponseSchema, type AiModel } from '@domain/contracts/aiModels';
import { MODELS } from '../../../server/models/registry';
import { refreshRollup } from '../../../server/results/rollup';
import { insertMatchupRows } from '../../fixtures/rows';
import { testApp } from '../helpers';
import { daysAgo, handFixture, insertGames, insertModels, noonOf, result } from './fixture';

let app: FastifyInstance;
let close: () => Promise<void>;
const now = new Date();

beforeAll(async () => {
  ({ app, close } = await testApp());
  await app.predictions.settled();
  await insertModels(app.db);
  await insertGames(app.db, handFixture(now));
});
afterAll(async () => close());

async function models(): Promise<AiModel[]> {
  const res = await app.inject({ method: 'GET', url: '/api/ai-models' });
  expect(res.statusCode).toBe(200);
  return aiModelsResponseSchema.parse(res.json());
}

const byId = (list: AiModel[], id: string) => list.find((m) => m.id === id);

describe('GET /api/ai-models', () => {
  it('lists every model with its straight-up record and its live record', async () => {
    const list = await models();
    // The catalogue the prediction engine wrote at start, with no results yet.
    for (const m of MODELS) {
      expect(byId(list, m.id)).toMatchObject({
        name: m.name,
        inputs: m.inputs,
        record: { picks: 0, winRate: null },
      });
    }
    expect(byId(list, 'alpha')).toEqual({
      kind: 'ai',
      id: 'alpha',
      name: 'Alpha',
      description: 'Alpha model',
      inputs: ['Scores'],
      sports: ['nba', 'nhl'],
      record: { wins: 6, losses: 0, pushes: 0, picks: 6, winRate: 100 },
      liveRecord: { wins: 1, losses: 0, pushes: 0, picks: 1, winRate: 100 },
    });
    expect(byId(list, 'beta')?.record).toEqual({
      wins: 3,
      losses: 2,
      pushes: 0,
      picks: 5,
      winRate: 60,
    });
    // g10 ended in a tie: a push, shown apart from the win rate (1-1-1: 50%).
    expect(byId(list, 'gamma')?.record).toEqual({
      wins: 1,
      losses: 1,
      pushes: 1,
      picks: 3,
      winRate: 50,
    });
  });
});

describe('the roll-up', () => {
  it('is current as soon as a game finishes, its line moves or a model publishes', async () => {
    const date = daysAgo(1, now);
    await insertMatchupRows(app.db, [
      {
        id: 'k1',
        awayTeam: 'K Away',
        homeTeam: 'K Home',
        homeSpread: -3,
        awaySpread: 3,
        totalPoints: 220,
        homeMoneyLine: -150,
        awayMoneyLine: 130,
        startsAt: new Date(noonOf(date)),
        gameDate: date,
        status: 'LIVE',
      },
    ]);
    const r = result('k1', 'alpha', 'Home', 120, 100, 70);
    await app.db.query(
      `INSERT INTO ai_results (matchup_id, model_id, predicted_winner, confidence, home_score, away_score, summary,
         analysis, source, frozen_at) VALUES ('k1', 'alpha', $1, $2, $3, $4, 's', 'a', 'history', $5)`,
      [r.predictedWinner, r.confidence, r.homeScore, r.awayScore, noonOf(date)],
    );
    const row = async () => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/total-results?date=${date}&sport=nba`,
      });
      return res.json<{
        rows: { modelId: string; moneylineBets: unknown; spreadBets: unknown; overBets: unknown }[];
      }>().rows[0];
    };
    expect(await row()).toMatchObject({ modelId: 'alpha', moneylineBets: { wins: 0, total: 0 } });

    await app.db.query(
      `UPDATE matchups SET status = 'FINAL', home_score = 110, away_score = 100 WHERE id = 'k1'`,
    );
    expect(await row()).toMatchObject({
      moneylineBets: { wins: 1, total: 1 },
      spreadBets: { wins: 1, total: 1 },
      overBets: { wins: 0, total: 0 },
    });

    // A corrected line: the total now sits 10 under the prediction (a Bet) and the game went Under.
    await app.db.query(`UPDATE matchups SET total_points = 210 WHERE id = 'k1'`);
    expect(await row()).toMatchObject({ overBets: { wins: 0, total: 1 } });

    await app.db.query(`UPDATE matchups SET updated_at = now() WHERE id = 'k1'`);
    expect(await refreshRollup(app.db)).toBe(0);
  });
});
