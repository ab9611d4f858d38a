import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveBetsResponseSchema } from '@domain/contracts/bets';
import {
  CAPPER_RULES,
  DAILY_PICKS_RULE,
  MAX_PUBLISHED_PER_DAY,
  PUBLISH_CUTOFF_RULE,
} from '@domain/rules/marketplace';
import { PUBLISH_CLOSE_MINUTES } from '@domain/rules/slip';
import { testApp } from '../helpers';
import { entry, inHours, insertGame, leg, postBets, signedIn } from '../bets/fixtures';

// docs/product.md §5 "Closing": a capper publishes at most three picks a day, refused in the
// rules card's own words, and every page states one cutoff, the 15 minutes enforced.
let ctx: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  ctx = await testApp();
  for (let i = 1; i <= 6; i++)
    await insertGame(ctx.db, {
      id: `daily-${i}`,
      awayTeam: `Daily Away ${i}`,
      homeTeam: `Daily Home ${i}`,
      startsAt: inHours(3 + i),
      homeMoneyLine: -150,
      awayMoneyLine: 130,
    });
});
afterAll(async () => ctx.close());

const pick = (i: number, id = `daily-pick-${i}-${Math.random()}`) =>
  entry(id, [leg(`daily-${i}`, 'MoneyLine', 'Home')]);

describe('a handicapper publishes at most three picks a day', () => {
  it("refuses the fourth pick of the day with the rules card's words, and keeps the three", async () => {
    const capper = await signedIn(ctx.db, 'Handicapper');
    for (let i = 1; i <= MAX_PUBLISHED_PER_DAY; i++) {
      const res = await postBets(ctx.app, capper.cookie, [pick(i)]);
      expect(res.statusCode).toBe(200);
    }
    const fourth = await postBets(ctx.app, capper.cookie, [pick(4)]);
    expect(fourth.statusCode).toBe(422);
    expect(fourth.headers['content-type']).toContain('application/problem+json');
    const detail = fourth.json<{ detail: string }>().detail;
    expect(detail).toContain('Up to 3 bets per day.');
    expect(CAPPER_RULES).toContain(DAILY_PICKS_RULE);
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM bets WHERE user_id = $1 AND published',
      [capper.id],
    );
    expect(rows[0]?.n).toBe(3);
  });

  it('refuses a submission of four picks at once, saving none of them', async () => {
    const capper = await signedIn(ctx.db, 'Handicapper');
    const res = await postBets(ctx.app, capper.cookie, [pick(1), pick(2), pick(3), pick(4)]);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ detail: string }>().detail).toContain(DAILY_PICKS_RULE);
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM bets WHERE user_id = $1',
      [capper.id],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('still tracks a private bet past the limit, and a resubmitted pick is not counted twice', async () => {
    const capper = await signedIn(ctx.db, 'Handicapper');
    const first = pick(1, 'daily-same');
    for (let i = 0; i < 2; i++)
      expect((await postBets(ctx.app, capper.cookie, [first])).statusCode).toBe(200);
    expect((await postBets(ctx.app, capper.cookie, [pick(2), pick(3)])).statusCode).toBe(200);
    const tracked = await postBets(ctx.app, capper.cookie, [pick(5)], undefined, {
      publish: false,
    });
    expect(tracked.statusCode).toBe(200);
    expect(saveBetsResponseSchema.parse(tracked.json()).bets[0]?.published).toBe(false);
  });

  it('lets a bettor track more than three bets a day (the limit is on publishing)', async () => {
    const bettor = await signedIn(ctx.db);
    const res = await postBets(
      ctx.app,
      bettor.cookie,
      [1, 2, 3, 4, 5].map((i) => pick(i)),
    );
    expect(res.statusCode).toBe(200);
  });
});

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(e.name) ? [path] : [];
  });
}

describe('one cutoff, stated alike on every page', () => {
  it('builds the rules card from the one constant enforced', () => {
    expect(PUBLISH_CUTOFF_RULE).toBe(
      `Place bets at least ${PUBLISH_CLOSE_MINUTES} minutes before the game starts.`,
    );
    expect(CAPPER_RULES).toContain(PUBLISH_CUTOFF_RULE);
  });

  it('names no other cutoff in any page, rule or server text', () => {
    const other =
      /\b(?:\d+|one|an?)\s+(?:hours?|minutes?)\s+before\s+(?:the\s+)?(?:game|start|kick)/i;
    const offenders = ['src', 'domain', 'server'].flatMap((dir) =>
      sources(join(ROOT, dir)).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => other.test(line) && !line.includes('${PUBLISH_CLOSE_MINUTES}'))
          .filter((line) => !/\b15 minutes before/.test(line))
          .map((line) => `${file.slice(ROOT.length)}: ${line.trim()}`),
      ),
    );
    expect(offenders).toEqual([]);
  });
});
