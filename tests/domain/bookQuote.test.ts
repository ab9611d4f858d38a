import { describe, expect, it } from 'vitest';
import {
  PRICE_TOLERANCE_POINTS,
  bookSide,
  priceWithinTolerance,
  quoteAt,
  withQuote,
  type BookLines,
} from '@domain/rules/bookQuote';
import {
  buildComboEntry,
  buildSingleEntry,
  comboQuotes,
  legsAtBook,
  noOneBookMessage,
  oneBookMessage,
  type LegSelection,
} from '@domain/rules/slip';
import { matchup } from './fixtures';

const book = (title: string, over: Partial<BookLines>): BookLines => ({
  book: title.toLowerCase(),
  title,
  ...over,
});

describe('the price a slip takes (docs/product.md §9)', () => {
  const books = [
    book('DraftKings', {
      homeSpread: -4.5,
      homeSpreadPrice: -112,
      awaySpreadPrice: -108,
      homeMoneyLine: -180,
    }),
    book('FanDuel', {
      homeSpread: -4.5,
      homeSpreadPrice: -105,
      awaySpreadPrice: -115,
      homeMoneyLine: -170,
    }),
    // A better price at a worse line is not the best price of -4.5.
    book('Caesars', {
      homeSpread: -5.5,
      homeSpreadPrice: 100,
      totalPoints: 220.5,
      overPrice: -102,
    }),
  ];

  it('reads one side at one book, by its key and title, with its point', () => {
    expect(bookSide(books[0]!, 'Spread', 'Away')).toEqual({
      book: 'draftkings',
      title: 'DraftKings',
      price: -108,
      point: 4.5,
    });
    expect(bookSide(books[0]!, 'Total', 'Over')).toBeNull();
    expect(bookSide(books[2]!, 'Total', 'Over')).toEqual({
      book: 'caesars',
      title: 'Caesars',
      price: -102,
      point: 220.5,
    });
    expect(bookSide(books[2]!, 'MoneyLine', 'Over')).toBeNull();
    // By key, never by title.
    expect(quoteAt(books, 'fanduel', 'MoneyLine', 'Home')?.price).toBe(-170);
    expect(quoteAt(books, 'FanDuel', 'MoneyLine', 'Home')).toBeNull();
  });

  it('builds the entry at the book price and names the book by key and title', () => {
    const m = matchup({ id: 'm1' });
    const quote = { book: 'fanduel', title: 'FanDuel', price: -105, point: -4.5 };
    const entry = buildSingleEntry(withQuote(m, 'Spread', 'Home', quote), 'Spread', 'Home', 'e1', {
      book: quote.book,
      bookTitle: quote.title,
    });
    expect(entry).toMatchObject({
      price: -105,
      priceAssumed: false,
      spread: '-4.5',
      book: 'fanduel',
      bookTitle: 'FanDuel',
      legs: [
        {
          matchupId: 'm1',
          betType: 'Spread',
          selection: 'Home',
          book: 'fanduel',
          price: -105,
          point: -4.5,
        },
      ],
    });
    // Without a book the posted price is taken and no book is named.
    expect(buildSingleEntry(m, 'Spread', 'Home', 'e2')).not.toHaveProperty('book');
    const total = withQuote(m, 'Total', 'Under', { price: 102, point: 219 });
    expect(total).toMatchObject({ totalPoints: 219, underPrice: 102 });
    expect(withQuote(m, 'MoneyLine', 'Away', { price: 160, point: null }).awayMoneyLine).toBe(160);
    expect(withQuote(m, 'Spread', 'Away', null)).toBe(m);
  });
});

describe('the tolerance of a shown price (docs/product.md §9 "Price taken")', () => {
  it('is half a point of break-even chance, either way', () => {
    expect(PRICE_TOLERANCE_POINTS).toBe(0.5);
    expect(priceWithinTolerance(204, 204)).toBe(true);
    expect(priceWithinTolerance(204, 200)).toBe(true);
    expect(priceWithinTolerance(204, 208)).toBe(true);
    expect(priceWithinTolerance(204, 199)).toBe(false);
    expect(priceWithinTolerance(204, 209)).toBe(false);
    expect(priceWithinTolerance(-110, -112)).toBe(true);
    expect(priceWithinTolerance(-110, -113)).toBe(false);
    expect(priceWithinTolerance(100, -102)).toBe(true);
  });
});

const lines = (key: string, title: string, over: Partial<BookLines>): BookLines => ({
  book: key,
  title,
  ...over,
});

describe('one-book parlays and teasers (docs/product.md §9)', () => {
  const a = matchup({
    id: 'a',
    awayTeam: 'Butler Bulldogs',
    homeTeam: 'Xavier Musketeers',
    sport: 'ncaab',
  });
  const b = matchup({
    id: 'b',
    awayTeam: 'Duke Blue Devils',
    homeTeam: 'Kansas Jayhawks',
    sport: 'ncaab',
    homeSpread: -3.5,
    awaySpread: 3.5,
  });
  const c = matchup({
    id: 'c',
    awayTeam: 'Iowa Hawkeyes',
    homeTeam: 'Ohio State Buckeyes',
    sport: 'ncaab',
    totalPoints: 141.5,
  });
  const books: Record<string, BookLines[]> = {
    a: [
      lines('betrivers', 'BetRivers', { awayMoneyLine: 220 }),
      lines('caesars', 'Caesars', { awayMoneyLine: 196 }),
      lines('fanduel', 'FanDuel', { awayMoneyLine: 204 }),
    ],
    b: [
      lines('betrivers', 'BetRivers', { homeSpread: -4.5, homeSpreadPrice: 100 }),
      lines('caesars', 'Caesars', { homeSpread: -3.5, homeSpreadPrice: -105 }),
      lines('fanduel', 'FanDuel', { homeSpread: -3.5, homeSpreadPrice: -110 }),
    ],
    c: [
      lines('caesars', 'Caesars', { totalPoints: 141.5, overPrice: -110 }),
      lines('fanduel', 'FanDuel', { totalPoints: 141.5, overPrice: -108 }),
    ],
  };
  const booksOf = (id: string) => books[id] ?? [];
  const legs: LegSelection[] = [
    {
      matchupId: 'a',
      betType: 'MoneyLine',
      selection: 'Away',
      displayText: '',
      matchup: { ...a, awayMoneyLine: 220 },
      book: 'betrivers',
      bookTitle: 'BetRivers',
    },
    { matchupId: 'b', betType: 'Spread', selection: 'Home', displayText: '', matchup: b },
    {
      matchupId: 'c',
      betType: 'Total',
      selection: 'Over',
      displayText: '',
      matchup: c,
      book: 'fanduel',
      bookTitle: 'FanDuel',
    },
  ];

  it('prices a parlay at each book that offers every leg at its line, best first', () => {
    const quotes = comboQuotes(legs, booksOf, 'parlay');
    // BetRivers has no total and posts the spread at -4.5: it offers not every leg.
    expect(quotes.map((q) => q.book)).toEqual(['fanduel', 'caesars']);
    const dec = (p: number) => (p > 0 ? 1 + p / 100 : 1 + 100 / -p);
    const fanduel = dec(204) * dec(-110) * dec(-108);
    const caesars = dec(196) * dec(-105) * dec(-110);
    expect(quotes[0]).toMatchObject({ title: 'FanDuel', price: Math.round((fanduel - 1) * 100) });
    expect(quotes[1]).toMatchObject({ title: 'Caesars', price: Math.round((caesars - 1) * 100) });
    expect(quotes[0]!.legs.map((q) => q.price)).toEqual([204, -110, -108]);
  });

  it('takes the legs at that book, each priced and named there', () => {
    const [best] = comboQuotes(legs, booksOf, 'parlay');
    const entry = buildComboEntry(legsAtBook(legs, best!), 'parlay', 'p1');
    expect(entry).toMatchObject({
      book: 'fanduel',
      bookTitle: 'FanDuel',
      price: best!.price,
      individualBets: ['Butler Bulldogs ML +204', 'Kansas Jayhawks -3.5', 'Over 141.5'],
    });
    expect(entry.legs?.map((l) => [l.book, l.price, l.point])).toEqual([
      ['fanduel', 204, null],
      ['fanduel', -110, -3.5],
      ['fanduel', -108, 141.5],
    ]);
  });

  it('has no price where no book offers every leg, and says so', () => {
    const only = (id: string) => (id === 'c' ? [] : booksOf(id));
    expect(comboQuotes(legs, only, 'parlay')).toEqual([]);
    expect(noOneBookMessage(3, 'parlay')).toBe(
      'No single book offers all 3 legs of this parlay at these lines, so it has no price. Remove a leg or pick another line.',
    );
  });

  it('prices a teaser from the card at each book that offers its legs', () => {
    const quotes = comboQuotes(legs.slice(1), booksOf, 'teaser', 6);
    expect(quotes.map((q) => [q.title, q.price])).toEqual([
      ['Caesars', -110],
      ['FanDuel', -110],
    ]);
  });

  it('refuses legs that name more than one book', () => {
    expect(oneBookMessage([{ book: 'fanduel' }, { book: 'fanduel' }], 'parlay')).toBeNull();
    expect(oneBookMessage([{}, { book: null }], 'parlay')).toBeNull();
    expect(oneBookMessage([{ book: 'fanduel' }, { book: 'caesars' }], 'parlay')).toBe(
      'A parlay is priced at one book that offers every leg; these legs are at fanduel, caesars. Build it again at one book.',
    );
    expect(oneBookMessage([{ book: 'fanduel' }, {}], 'teaser')).toMatch(/the posted line/);
  });
});
