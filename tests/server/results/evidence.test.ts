import { describe, expect, it } from 'vitest';
import { EDGE_THRESHOLDS } from '@/domain/rules/edgePricing';
import { edgeEvidenceSchema } from '@/domain/contracts/edge';
import { aiModelsResponseSchema } from '@/domain/contracts/aiModels';
import { evidenceOf } from '../../../server/results/evidence';
import { final, result } from '../../domain/fixtures';
import { testApp } from '../helpers';

const priced = (id: string, pHome: number) =>
  result(id, 110, 105, { markets: { moneyline: { pick: 'Home', probability: pHome, push: 0 } } });

describe('edge evidence (thresholds justified by the ledger)', () => {
  it('grades each game’s consensus pick at its price, by label band, baselines left out', () => {
    // Lakers -170 / Celtics +150. 55% home: the Celtics at +150 are a Lock (+12.5%) and lose.
    const lock = final(110, 100, {
      id: 'a',
      aiResults: [priced('elo', 0.55), priced('market', 0.99)],
    });
    // 62% home: no edge on either side; the likelier Lakers are graded in the None band and win.
    const none = final(110, 100, { id: 'b', aiResults: [priced('elo', 0.62)] });
    // 60% home at -120: +10% edge, a Lock (from 8%) that wins 1/1.2 units.
    const bet = final(110, 100, {
      id: 'c',
      homeMoneyLine: -120,
      awayMoneyLine: 100,
      aiResults: [priced('elo', 0.6)],
    });
    const pending = { ...bet, id: 'd', status: 'NOTFINISHED', homeScore: null, awayScore: null };
    const ev = evidenceOf([lock, none, bet, pending]);
    const row = (market: string, band: string) =>
      ev.rows.find((r) => r.market === market && r.band === band);
    // Both Locks: the +12.5% underdog lost a unit, the +10% favourite won 0.83.
    expect(row('moneyline', 'Lock')).toMatchObject({
      picks: 2,
      wins: 1,
      losses: 1,
      units: -0.17,
      roi: -8.3,
      underdogs: 1,
      meanEdge: 11.3,
    });
    expect(row('moneyline', 'None')).toMatchObject({ picks: 1, wins: 1, underdogs: 0 });
    expect(row('moneyline', 'Bet')).toMatchObject({ picks: 0 });
    expect(row('all', 'Lock')?.picks).toBe(2);
    expect(ev.thresholds).toEqual(EDGE_THRESHOLDS);
    expect(ev.games).toBe(4);
  });

  it('serves the evidence and tells AI models from the baseline', async () => {
    const { app, close } = await testApp();
    try {
      await app.predictions.settled();
      const evidence = edgeEvidenceSchema.parse(
        (await app.inject({ method: 'GET', url: '/api/ai-models/evidence' })).json(),
      );
      expect(evidence.rows).toHaveLength(16);
      const models = aiModelsResponseSchema.parse(
        (await app.inject({ method: 'GET', url: '/api/ai-models' })).json(),
      );
      expect(models.find((m) => m.id === 'market')?.kind).toBe('baseline');
      expect(
        models
          .filter((m) => m.kind === 'ai')
          .map((m) => m.id)
          .sort(),
      ).toEqual(['elo', 'lines', 'poisson', 'power']);
    } finally {
      await close();
    }
  });
});
