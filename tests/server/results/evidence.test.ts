import { describe, expect, it } from 'vitest';
import { EDGE_THRESHOLDS } from '@domain/pricing/edgePricing';
import { edgeEvidenceSchema } from '@domain/contracts/edge';
import { aiModelsResponseSchema } from '@domain/contracts/aiModels';
import { evidenceOf } from '../../../server/results/evidence';
import { bookAt, final, result } from '../../domain/fixtures';
import { testApp } from '../helpers';

const priced = (id: string, pHome: number) =>
  result(id, 110, 105, { markets: { moneyline: { pick: 'Home', probability: pHome, push: 0 } } });

describe('edge evidence (thresholds justified by the ledger)', () => {
  it('grades each game’s consensus pick at its price, by label band, baselines left out', () => {
    // Lakers -170 / Celtics +150. A book behind Pinnacle's line has the Celtics at +172: a Lock
    // on the low end of the edge, whatever the models think; the Lakers win, the Lock loses.
    const lock = final(110, 100, {
      id: 'a',
      books: [
        bookAt('pinnacle', { homeMoneyLine: -160, awayMoneyLine: 148 }),
        bookAt('fanduel', { homeMoneyLine: -190, awayMoneyLine: 172 }),
      ],
      aiResults: [priced('elo', 0.7), priced('market', 0.99)],
    });
    // Without a sharp book no side is labelled: the likelier Lakers are graded in the None band.
    const none = final(110, 100, { id: 'b', aiResults: [priced('elo', 0.55)] });
    const pending = { ...lock, id: 'd', status: 'NOTFINISHED', homeScore: null, awayScore: null };
    const ev = evidenceOf([lock, none, pending]);
    const row = (market: string, band: string) =>
      ev.rows.find((r) => r.market === market && r.band === band);
    expect(row('moneyline', 'Lock')).toMatchObject({
      picks: 1,
      wins: 0,
      losses: 1,
      units: -1,
      roi: -100,
      underdogs: 1,
    });
    expect(row('moneyline', 'None')).toMatchObject({ picks: 1, wins: 1, underdogs: 0 });
    expect(row('moneyline', 'Bet')).toMatchObject({ picks: 0 });
    expect(row('all', 'Lock')?.picks).toBe(1);
    expect(ev.thresholds).toEqual(EDGE_THRESHOLDS);
    expect(ev.games).toBe(3);
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
