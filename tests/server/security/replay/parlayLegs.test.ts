import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capperPicksResponseSchema } from '@/domain/contracts/marketplace';
import { entry, inHours, insertGame, leg, postBets, signedIn } from '../../bets/fixtures';
import { testApp } from '../../helpers';

// Replay of a parlay's unstarted legs going public with its first game (docs/product.md §6).
let ctx: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  ctx = await testApp();
});
afterAll(() => ctx.close());

const picksOf = async (capperId: string, cookie?: string) =>
  capperPicksResponseSchema.parse(
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/handicappers/${capperId}/picks`,
        headers: cookie ? { cookie } : {},
      })
    ).json(),
  ).picks;

describe('a parlay leg stays hidden until its own game starts', () => {
  it('shows the public only the started legs, without reasoning or combined price', async () => {
    const capper = await signedIn(ctx.db, 'Handicapper');
    const stranger = await signedIn(ctx.db);
    const early = await insertGame(ctx.db, {
      id: 'pl-early',
      awayTeam: 'Boston Celtics',
      homeTeam: 'Miami Heat',
      startsAt: inHours(1),
      homeMoneyLine: -150,
      awayMoneyLine: 130,
    });
    const late = await insertGame(ctx.db, {
      id: 'pl-late',
      awayTeam: 'Denver Nuggets',
      homeTeam: 'Phoenix Suns',
      startsAt: inHours(2),
      homeMoneyLine: 120,
      awayMoneyLine: -140,
    });
    const posted = await postBets(ctx.app, capper.cookie, [
      entry('parlay-1', [leg(early.id, 'MoneyLine', 'Home'), leg(late.id, 'MoneyLine', 'Away')], {
        reasoning: 'Nuggets on the road are the value.',
      }),
    ]);
    expect(posted.statusCode).toBe(200);
    await ctx.app.marketplace.settled();

    // Before any start: locked whole.
    const [before] = await picksOf(capper.id, stranger.cookie);
    expect(before).toMatchObject({ locked: true, pick: null });

    // The first game starts, the second is 45 minutes away.
    await ctx.db.query(
      "UPDATE matchups SET starts_at = now() - interval '5 minutes' WHERE id = $1",
      [early.id],
    );
    await ctx.db.query(
      "UPDATE matchups SET starts_at = now() + interval '45 minutes' WHERE id = $1",
      [late.id],
    );
    for (const cookie of [undefined, stranger.cookie]) {
      const [partial] = await picksOf(capper.id, cookie);
      expect(partial?.locked).toBe(true);
      expect(partial?.hiddenLegs).toBe(1);
      const pick = partial?.pick;
      expect(pick?.legs.map((l) => l.matchupId)).toEqual([early.id]);
      expect(pick?.includedMatchups).toEqual([early.id]);
      expect(pick?.individualBets).toHaveLength(1);
      expect(pick?.reasoning).toBe('');
      expect(pick?.price).toBeNull();
      const text = JSON.stringify(partial);
      expect(text).not.toContain(late.id);
      expect(text).not.toContain('Nuggets');
      expect(text).not.toContain('Denver');
    }
    // The capper sees it all.
    const [own] = await picksOf(capper.id, capper.cookie);
    expect(own).toMatchObject({ locked: false });
    expect(own?.pick?.legs).toHaveLength(2);
    expect(own?.hiddenLegs).toBeUndefined();

    // The second game starts: the whole pick is public.
    await ctx.db.query(
      "UPDATE matchups SET starts_at = now() - interval '1 minute' WHERE id = $1",
      [late.id],
    );
    const [after] = await picksOf(capper.id, stranger.cookie);
    expect(after).toMatchObject({ locked: false });
    expect(after?.pick?.legs).toHaveLength(2);
    expect(after?.pick?.reasoning).toBe('Nuggets on the road are the value.');
    expect(after?.hiddenLegs).toBeUndefined();
  });
});
