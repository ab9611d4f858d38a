import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betsResponseSchema } from '@domain/contracts/bets';
import { lineMovedMessage, priceMovedMessage } from '@domain/rules/bookQuote';
import { americanToDecimal, decimalToAmerican } from '@domain/rules/odds';
import { oneBookMessage, type EntryLeg } from '@domain/rules/slip';
import { BOOK_OFF_MARKET } from '../../../server/bets/save';
import { addDays, easternDate, easternToInstant } from '@domain/rules/dates';
import { testApp } from '../helpers';
import { entry, getBets, inHours, insertGame, leg, postBets, signedIn } from './fixtures';

// The games start hours apart on one Eastern day, whatever the hour the test runs: the two
// Bulldogs are named in full only beside each other, on the same day (an offset from now could
// put them either side of Eastern midnight).
const sameDay = (hour: number): Date =>
  new Date(
    easternToInstant(addDays(easternDate(inHours(3)), 1), 12 * 60)!.getTime() + hour * 3_600_000,
  );

// docs/product.md §9 "Price taken": a book by its key; the price and line the slip showed are the
// book's current ones within the stated tolerance, or the bet is refused (409); a parlay or
// teaser is priced at one book that offers every leg, never a mix (422).
let ctx: Awaited<ReturnType<typeof testApp>>;
let bettor: { id: string; cookie: string };

const A = 'bp-a';
const B = 'bp-b';
const C = 'bp-c';

beforeAll(async () => {
  ctx = await testApp();
  bettor = await signedIn(ctx.db);
  const lines = {
    awaySpread: 4.5,
    homeSpread: -4.5,
    totalPoints: 220.5,
    homeMoneyLine: -170,
    awayMoneyLine: 150,
  };
  await insertGame(ctx.db, {
    id: A,
    sport: 'nba',
    awayTeam: 'Butler Bulldogs',
    homeTeam: 'Xavier Musketeers',
    startsAt: sameDay(0),
    ...lines,
  });
  await insertGame(ctx.db, {
    id: B,
    sport: 'nba',
    awayTeam: 'Georgia Bulldogs',
    homeTeam: 'Duke Blue Devils',
    startsAt: sameDay(1),
    ...lines,
  });
  await insertGame(ctx.db, {
    id: C,
    sport: 'nba',
    awayTeam: 'Iowa Hawkeyes',
    homeTeam: 'Ohio State Buckeyes',
    startsAt: sameDay(2),
    ...lines,
  });
  await ctx.db.query(
    `INSERT INTO matchup_book_odds (matchup_id, book, title, home_spread, away_spread, home_spread_price, away_spread_price,
       total_points, over_price, under_price, home_money_line, away_money_line, updated_at)
     VALUES ($1, 'fanduel', 'FanDuel', -4.5, 4.5, -104, -116, 221.5, -108, -112, -240, 204, now()),
            ($1, 'caesars', 'Caesars', -4.5, 4.5, -110, -110, 220.5, -110, -110, -250, 210, now()),
            ($2, 'fanduel', 'FanDuel', -3.5, 3.5, -110, -110, 218.5, -110, -110, -160, 140, now()),
            ($2, 'caesars', 'Caesars', NULL, NULL, NULL, NULL, NULL, NULL, NULL, -150, 130, now())`,
    [A, B],
  );
});
afterAll(() => ctx.close());

const at = (l: EntryLeg, book: string, price?: number, point?: number | null): EntryLeg => ({
  ...l,
  book,
  ...(price === undefined ? {} : { price }),
  ...(point === undefined ? {} : { point }),
});
const detail = (res: { json: () => unknown }) => (res.json() as { detail: string }).detail;

describe('a single at the price shown', () => {
  it('saves the shown price with the book, the team named in full beside another Bulldogs', async () => {
    const res = await postBets(ctx.app, bettor.cookie, [
      entry('s-exact', [at(leg(A, 'MoneyLine', 'Away'), 'fanduel', 204, null)], { price: 204 }),
    ]);
    expect(res.statusCode).toBe(200);
    const { bets } = betsResponseSchema.parse((await getBets(ctx.app, bettor.cookie)).json());
    const bet = bets.find((b) => b.id === 's-exact');
    expect(bet).toMatchObject({ price: 204, book: 'FanDuel', team: 'Butler Bulldogs' });
    expect(bet?.legs[0]).toMatchObject({ price: 204, book: 'FanDuel' });
  });

  it('saves a price within the tolerance at the price shown', async () => {
    const res = await postBets(ctx.app, bettor.cookie, [
      entry('s-near', [at(leg(A, 'MoneyLine', 'Away'), 'fanduel', 200, null)]),
    ]);
    expect(res.statusCode).toBe(200);
    const { bets } = betsResponseSchema.parse((await getBets(ctx.app, bettor.cookie)).json());
    expect(bets.find((b) => b.id === 's-near')).toMatchObject({ price: 200, book: 'FanDuel' });
  });

  it('refuses a price that moved past the tolerance, either way (409)', async () => {
    for (const shown of [218, 195]) {
      const res = await postBets(ctx.app, bettor.cookie, [
        entry(`s-moved-${shown}`, [at(leg(A, 'MoneyLine', 'Away'), 'fanduel', shown, null)]),
      ]);
      expect(res.statusCode).toBe(409);
      expect(detail(res)).toBe(priceMovedMessage('Butler Bulldogs ML +204', 'FanDuel', shown, 204));
      expect(res.json()).toMatchObject({ errors: { 'bets.0.legs.0.price': [detail(res)] } });
    }
  });

  it('refuses a line that moved (409)', async () => {
    const res = await postBets(ctx.app, bettor.cookie, [
      entry('s-line', [at(leg(A, 'Total', 'Over'), 'fanduel', -108, 220.5)]),
    ]);
    expect(res.statusCode).toBe(409);
    expect(detail(res)).toBe(lineMovedMessage('Over 221.5', 'FanDuel', 221.5));
  });

  it('refuses a book that does not post the side (422)', async () => {
    const res = await postBets(ctx.app, bettor.cookie, [
      entry('s-off', [at(leg(B, 'Spread', 'Home'), 'caesars')]),
    ]);
    expect(res.statusCode).toBe(422);
    expect(detail(res)).toBe(
      BOOK_OFF_MARKET('Caesars', 'Georgia Bulldogs @ Duke Blue Devils', 'spread'),
    );
  });
});

describe('a parlay at one book', () => {
  it("keeps the book and the product of that book's prices", async () => {
    const legs = [
      at(leg(A, 'MoneyLine', 'Away'), 'fanduel', 204, null),
      at(leg(B, 'Spread', 'Home'), 'fanduel', -110, -3.5),
    ];
    const price = decimalToAmerican(americanToDecimal(204) * americanToDecimal(-110));
    const res = await postBets(ctx.app, bettor.cookie, [
      entry('p-one', legs, { book: 'fanduel', price }),
    ]);
    expect(res.statusCode).toBe(200);
    const { bets } = betsResponseSchema.parse((await getBets(ctx.app, bettor.cookie)).json());
    const bet = bets.find((b) => b.id === 'p-one');
    expect(bet).toMatchObject({ price, book: 'FanDuel', moneyLine: `+${price}` });
    expect(bet?.legs.map((l) => [l.book, l.price])).toEqual([
      ['FanDuel', 204],
      ['FanDuel', -110],
    ]);
  });

  it('refuses legs at more than one book (422)', async () => {
    const legs = [
      at(leg(A, 'MoneyLine', 'Away'), 'caesars'),
      at(leg(B, 'MoneyLine', 'Away'), 'fanduel'),
    ];
    const res = await postBets(ctx.app, bettor.cookie, [entry('p-mix', legs)]);
    expect(res.statusCode).toBe(422);
    expect(detail(res)).toBe(oneBookMessage(legs, 'parlay'));
    const half = [at(leg(A, 'MoneyLine', 'Away'), 'fanduel'), leg(C, 'MoneyLine', 'Away')];
    const res2 = await postBets(ctx.app, bettor.cookie, [entry('p-half', half)]);
    expect(res2.statusCode).toBe(422);
    expect(detail(res2)).toBe(oneBookMessage(half, 'parlay'));
  });
});
