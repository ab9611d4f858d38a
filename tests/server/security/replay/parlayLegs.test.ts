import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capperPicksResponseSchema } from '@domain/contracts/marketplace';
import {
  entry,
  finishGame,
  inHours,
  insertGame,
  leg,
  postBets,
  signedIn,
} from '../../bets/fixtures';
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

  it('keeps the unstarted legs hidden once a started leg has lost and the parlay is graded', async () => {
    const capper = await signedIn(ctx.db, 'Handicapper');
    const early = await insertGame(ctx.db, {
      id: 'gl-early',
      awayTeam: 'Chicago Bulls',
      homeTeam: 'Atlanta Hawks',
      startsAt: inHours(1),
      homeMoneyLine: -150,
      awayMoneyLine: 130,
    });
    const late = await insertGame(ctx.db, {
      id: 'gl-late',
      awayTeam: 'Toronto Raptors',
      homeTeam: 'Utah Jazz',
      startsAt: inHours(2),
      homeMoneyLine: -360,
      awayMoneyLine: 311,
    });
    const posted = await postBets(ctx.app, capper.cookie, [
      entry(
        'parlay-lost',
        [leg(early.id, 'MoneyLine', 'Home'), leg(late.id, 'MoneyLine', 'Away')],
        {
          reasoning: 'Raptors plus the points is the play.',
        },
      ),
    ]);
    expect(posted.statusCode).toBe(200);
    await ctx.app.marketplace.settled();
    await ctx.db.query("UPDATE matchups SET starts_at = now() - interval '3 hours' WHERE id = $1", [
      early.id,
    ]);
    await ctx.db.query(
      "UPDATE matchups SET starts_at = now() + interval '43 minutes' WHERE id = $1",
      [late.id],
    );
    // The home side the parlay took loses its game: the parlay is lost, the other game not begun.
    await finishGame(
      ctx.app,
      { ...early, startsAt: new Date(Date.now() - 3 * 3_600_000) },
      90,
      101,
    );
    const [own] = await picksOf(capper.id, capper.cookie);
    expect(own?.pick?.status).toBe('loss');
    const [graded] = await picksOf(capper.id);
    expect(graded?.locked).toBe(true);
    expect(graded?.hiddenLegs).toBe(1);
    expect(graded?.pick?.legs.map((l) => l.matchupId)).toEqual([early.id]);
    expect(graded?.pick?.reasoning).toBe('');
    const text = JSON.stringify(graded);
    expect(text).not.toContain(late.id);
    expect(text).not.toContain('Raptors');
    expect(text).not.toContain('+311');
  });
});
