import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roi, winRate } from '@domain/rules/figures';
import {
  capperPicksResponseSchema,
  handicappersResponseSchema,
} from '@domain/contracts/marketplace';
import {
  SAMPLE_PICK_REASONING,
  sampleEmail,
  seedSamplePicks,
} from '../../../server/marketplace/samplePicks';
import { insertGame } from '../bets/fixtures';
import { testApp } from '../helpers';

let ctx: Awaited<ReturnType<typeof testApp>>;
const HOUR = 3_600_000;
const now = new Date();

/** Finished NBA games of the last three days, each with an opening line 8 hours before it. */
async function finishedGames(): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < 30; i += 1) {
    const startsAt = new Date(now.getTime() - (6 + i * 2.2) * HOUR);
    const id = `sample-game-${i}`;
    await insertGame(ctx.db, {
      id,
      awayTeam: `Away ${i}`,
      homeTeam: `Home ${i}`,
      startsAt,
      status: 'FINAL',
      homeMoneyLine: -140,
      awayMoneyLine: 120,
      homeSpread: -3.5,
      awaySpread: 3.5,
      totalPoints: 221.5,
    });
    await ctx.db.query('UPDATE matchups SET home_score = $2, away_score = $3 WHERE id = $1', [
      id,
      100 + (i % 7) * 3,
      101 + (i % 5) * 2,
    ]);
    await ctx.db.query(
      `INSERT INTO odds_snapshots (matchup_id, taken_at, away_money_line, home_money_line,
         away_spread, home_spread, total_points, source)
       VALUES ($1, $2, 125, -145, 3.5, -3.5, 220.5, 'test')`,
      [id, new Date(startsAt.getTime() - 8 * HOUR)],
    );
    ids.push(id);
  }
  return ids;
}

beforeAll(async () => {
  ctx = await testApp();
  await finishedGames();
  const games = await seedSamplePicks(ctx.db, ctx.app.matchups.store, now);
  for (const id of games) await ctx.app.bets.grader.gradeMatchup(id);
});
afterAll(() => ctx.close());

describe('sample cappers have sample picks in the ledger (docs/product.md §10)', () => {
  it('grades them at their prices, with one record on the list and the detail', async () => {
    const list = handicappersResponseSchema
      .parse((await ctx.app.inject({ method: 'GET', url: '/api/handicappers' })).json())
      .handicappers.filter((h) => h.sample);
    expect(list).toHaveLength(6);
    for (const capper of list) {
      const { record } = capper;
      expect(record.wins + record.losses + record.pushes).toBeGreaterThan(0);
      expect(record.pending).toBe(0);
      // The one definition of each figure: ROI = units / risked, win rate over decided picks.
      expect(capper.roi).toBe(roi(record.units, record.risked));
      expect(capper.winRate).toBe(winRate(record.wins, record.losses));
      // Its sports are those of its picks; its ROI carries the one interval rule's 95% band.
      const { rows } = await ctx.db.query<{ sport: string }>(
        `SELECT DISTINCT b.sport FROM bets b JOIN handicappers h ON h.user_id = b.user_id
         WHERE h.id = $1 ORDER BY b.sport`,
        [capper.id],
      );
      expect(capper.sports).toEqual(rows.map((r) => r.sport));
      expect(record.roiInterval).toBeGreaterThan(0);
      const detail = (
        await ctx.app.inject({ method: 'GET', url: `/api/handicappers/${capper.id}` })
      ).json();
      expect(detail).toMatchObject({
        winRate: capper.winRate,
        roi: capper.roi,
        units: capper.units,
        record,
      });
    }
  });

  it('shows every sample pick, labelled, taken before its game at the line of the moment', async () => {
    const picks = capperPicksResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/handicappers/mike-johnson/picks' })).json(),
    ).picks;
    expect(picks.length).toBeGreaterThan(0);
    for (const { pick, startsAt } of picks) {
      expect(pick?.reasoning).toBe(SAMPLE_PICK_REASONING);
      expect(new Date(pick!.createdAt).getTime()).toBeLessThan(new Date(startsAt!).getTime());
      // The opening line (8 hours before), not the closing one stored on the game.
      expect([125, -145, -110, null]).toContain(pick!.price);
    }
  });

  it('seeds once: a second run adds nothing, and the sample accounts cannot sign in', async () => {
    const count = async () =>
      (
        await ctx.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM bets WHERE id LIKE 'sample-%'",
        )
      ).rows[0]?.n;
    const before = await count();
    await seedSamplePicks(ctx.db, ctx.app.matchups.store, now);
    expect(await count()).toBe(before);
    const account = await ctx.db.query<{ password_hash: string | null }>(
      'SELECT password_hash FROM users WHERE email_key = $1',
      [sampleEmail('mike-johnson')],
    );
    expect(account.rows).toEqual([{ password_hash: null }]);
  });
});
