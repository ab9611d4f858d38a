import { describe, expect, it } from 'vitest';
import { classifyEdge, consensusForMatchup } from '@/domain/thresholds';
import { testApp } from '../helpers';

describe('models on the demo feed', () => {
  it('gives every demo game a prediction from each of its models and consensus labels that follow the thresholds', async () => {
    const { app, db, close } = await testApp({ DEMO_FEED: 'on', DEMO_SPEED: '1' });
    try {
      await app.predictions.settled();
      const { rows } = await db.query<{ sport: string; started: boolean; finished: boolean; models: string[]; sources: string[] }>(
        `SELECT m.sport, m.starts_at <= now() AS started, m.status = 'FINAL' AS finished,
           coalesce(array_agg(r.model_id ORDER BY r.model_id) FILTER (WHERE r.model_id IS NOT NULL), '{}') AS models,
           coalesce(array_agg(DISTINCT r.source) FILTER (WHERE r.source IS NOT NULL), '{}') AS sources
         FROM matchups m LEFT JOIN ai_results r ON r.matchup_id = m.id
         WHERE m.provider = 'demo' GROUP BY m.id, m.sport, m.starts_at, m.status`,
      );
      const upcoming = rows.filter((r) => !r.started);
      const finished = rows.filter((r) => r.finished);
      expect(upcoming.length).toBeGreaterThan(50);
      expect(finished.length).toBeGreaterThan(50);
      for (const r of [...upcoming, ...finished]) {
        const expected = ['nhl', 'mlb'].includes(r.sport) ? ['elo', 'market', 'poisson', 'power'] : ['elo', 'market', 'power'];
        expect(r.models).toEqual(expected);
      }
      expect(new Set(upcoming.flatMap((r) => r.sources))).toEqual(new Set(['live']));
      expect(new Set(finished.flatMap((r) => r.sources))).toEqual(new Set(['history']));

      // The matchups payload carries the results; the domain consensus over them uses the thresholds.
      const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(Date.now() + 86_400_000);
      const games = await app.matchups.store.wireByDate(date);
      const withResults = games.filter((g) => (g.aiResults?.length ?? 0) >= 3);
      expect(withResults.length).toBeGreaterThan(10);
      let labelled = 0;
      for (const game of withResults) {
        const consensus = consensusForMatchup(game, game.aiResults ?? []);
        const ml = consensus?.moneyline;
        if (!ml?.recommendation) continue;
        labelled++;
        // DESIGN §5: mean predicted margin toward the pick (results on the other side count negative).
        const edges = (game.aiResults ?? []).map((r) => {
          const homeMargin = (r.homeScore ?? 0) - (r.awayScore ?? 0);
          return ml.pick === 'Home' ? homeMargin : -homeMargin;
        });
        const cls = classifyEdge(game.sport, 'moneyline', edges.reduce((a, b) => a + b, 0) / edges.length);
        expect(cls).toBe(ml.recommendation === 'Lean' ? 'lean' : 'bet');
      }
      expect(labelled).toBeGreaterThan(0);
    } finally {
      await close();
    }
  }, 90_000);
});
