import { describe, expect, it } from 'vitest';
import type { EdgePicksResponse } from '@domain/contracts/edgePicks';
import { publishDemoHistory } from '../../../server/models/demoHistoryPicks';
import { testApp } from '../helpers';

// docs/product.md "Edges" 5: the home page's "Our record" and /ai-models' Edgewise picks are one
// record (GET /api/edge-picks); on the demo it holds the labelled sides of the demo's finished
// history, marked demo, graded and closed like any published pick.

describe("the demo's history in the Edgewise picks record", () => {
  it('publishes the labelled sides of the finished demo games once, graded, closed and marked demo', async () => {
    const { app, db, close } = await testApp({ DEMO_FEED: 'on', DEMO_SPEED: '1' });
    try {
      const readyAt = new Date();
      await app.demoHistoryPublished();
      const get = async (url: string) =>
        (await app.inject({ method: 'GET', url })).json<EdgePicksResponse>();
      // What the home page asks for (the summary alone) and what /ai-models lists.
      const headline = await get('/api/edge-picks?limit=0');
      const full = await get('/api/edge-picks?limit=1000');
      expect(headline.summary).toEqual(full.summary);
      expect(headline.demo).toBe(true);
      expect(headline.summary.bets).toBeGreaterThan(20);
      expect(headline.summary.meanClv).not.toBeNull();
      // The history's picks are graded; today's games labelled as the feed runs are published
      // too, before their start, and wait for their result (the slate runs around the clock).
      const history = full.picks.filter((p) => Date.parse(p.startsAt) < readyAt.getTime());
      expect(history.length).toBeGreaterThan(20);
      for (const p of full.picks) {
        expect(p.origin).toBe('demo');
        expect(Date.parse(p.publishedAt)).toBeLessThan(Date.parse(p.startsAt));
      }
      for (const p of history) expect(p.result).not.toBeNull();
      // A restart adds nothing twice.
      expect(await publishDemoHistory(db, app.config.DEMO_SEED, readyAt)).toBe(0);
    } finally {
      await close();
    }
  }, 300_000);
});
