import { describe, expect, it } from 'vitest';
import { edgeLabel } from '@domain/pricing/edgePricing';
import { consensusForMatchup } from '@domain/pricing/consensus';
import { SPORTS } from '@domain/rules/sports';
import { simulateLabels } from '../../../server/models/simulateLabels';
import { testApp } from '../helpers';

describe('models on the demo feed', () => {
  it('gives every demo game a prediction from each of its models and priced consensus picks: labels only on edge > 0, each market its own probability', async () => {
    const { app, db, close } = await testApp({ DEMO_FEED: 'on', DEMO_SPEED: '1' });
    try {
      await app.predictions.settled();
      const { rows } = await db.query<{
        sport: string;
        started: boolean;
        finished: boolean;
        models: string[];
        sources: string[];
      }>(
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
        const expected = ['nhl', 'mlb'].includes(r.sport)
          ? ['elo', 'lines', 'market', 'poisson', 'power']
          : ['elo', 'lines', 'market', 'power'];
        expect(r.models).toEqual(expected);
      }
      expect(new Set(upcoming.flatMap((r) => r.sources))).toEqual(new Set(['live']));
      expect(new Set(finished.flatMap((r) => r.sources))).toEqual(new Set(['history']));

      // The hub's payloads for today and tomorrow, game by game.
      const day = (offset: number) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(
          Date.now() + offset * 86_400_000,
        );
      const games = [
        ...(await app.matchups.store.pricedByDate(day(0))),
        ...(await app.matchups.store.pricedByDate(day(1))),
      ];
      const withResults = games.filter((g) => (g.aiResults?.length ?? 0) >= 3);
      expect(withResults.length).toBeGreaterThan(10);
      let priced = 0;
      let ownSpread = 0;
      let ownTotal = 0;
      let results = 0;
      for (const game of withResults) {
        const consensus = game.aiConsensus;
        expect(consensus).toEqual(consensusForMatchup(game, game.aiResults ?? []));
        for (const market of ['moneyline', 'spread', 'total'] as const) {
          const c = consensus?.[market];
          if (c?.edge == null) continue;
          priced++;
          expect(c.probability).toBeGreaterThan(0);
          expect(c.marketProbability).toBeGreaterThan(0);
          // The label stands on the low end of the edge's range, only on a sharp fair line, and
          // never on a started game (today's slate runs around the clock).
          const started = Date.parse(game.startsAt ?? '') <= Date.now();
          expect(c.recommendation ?? null).toBe(
            c.reference?.book && !started ? edgeLabel(c.edgeLow) : null,
          );
          expect(c.edgeLow ?? 0).toBeLessThanOrEqual(c.edge);
          expect(c.edge).toBeLessThanOrEqual(c.edgeHigh ?? 0);
          if (c.recommendation) expect(c.edgeLow).toBeGreaterThan(0);
        }
        for (const r of game.aiResults ?? []) {
          const ml = r.markets?.moneyline?.probability;
          if (ml == null) continue;
          results++;
          if (r.markets?.spread && Math.abs(r.markets.spread.probability - ml) > 0.01) ownSpread++;
          if (r.markets?.total && Math.abs(r.markets.total.probability - ml) > 0.01) ownTotal++;
        }
      }
      expect(priced).toBeGreaterThan(3 * 10);
      expect(ownSpread / results).toBeGreaterThan(0.8);
      expect(ownTotal / results).toBeGreaterThan(0.8);
    } finally {
      await close();
    }
  }, 90_000);
});

describe('npm run simulate:labels', () => {
  it('publishes each labelled side once, at a label its low edge earns, graded on the game as played', () => {
    const run = simulateLabels({ games: 240, seed: 5, sports: SPORTS });
    expect(run.games).toBe(240);
    expect(run.bets.length).toBeGreaterThan(5);
    const keys = run.bets.map((b) => `${b.game} ${b.market} ${b.side}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const b of run.bets) {
      expect(b.label).toBe(edgeLabel(b.edgeLow));
      expect(b.edgeLow).toBeLessThanOrEqual(b.edge);
      expect(b.edge).toBeLessThanOrEqual(b.edgeHigh);
      expect(b.book).not.toBe('pinnacle');
    }
    // A split run plays the same games to the same results.
    const halves = [0, 1].map((i) =>
      simulateLabels({ games: 240, seed: 5, sports: SPORTS, part: [i, 2] }),
    );
    const sorted = (xs: readonly unknown[]) => xs.map((x) => JSON.stringify(x)).sort();
    expect(sorted(halves.flatMap((h) => h.bets))).toEqual(sorted(run.bets));
    expect(run.labelledSides / run.sides).toBeGreaterThan(0.005);
    expect(run.labelledSides / run.sides).toBeLessThan(0.3);
  }, 60_000);
});
