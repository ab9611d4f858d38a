import { describe, expect, it } from 'vitest';
import { bookSide, withQuote, type BookLines } from '@domain/rules/bookQuote';
import { buildSingleEntry } from '@domain/rules/slip';
import { matchup } from './fixtures';

const book = (title: string, over: Partial<BookLines>): BookLines => ({ title, ...over });

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

  it('reads one side at one book, with its point', () => {
    expect(bookSide(books[0]!, 'Spread', 'Away')).toEqual({
      book: 'DraftKings',
      price: -108,
      point: 4.5,
    });
    expect(bookSide(books[0]!, 'Total', 'Over')).toBeNull();
    expect(bookSide(books[2]!, 'Total', 'Over')).toEqual({
      book: 'Caesars',
      price: -102,
      point: 220.5,
    });
    expect(bookSide(books[2]!, 'MoneyLine', 'Over')).toBeNull();
  });

  it('builds the entry at the book price and names the book', () => {
    const m = matchup({ id: 'm1' });
    const quote = { book: 'FanDuel', price: -105, point: -4.5 };
    const entry = buildSingleEntry(
      withQuote(m, 'Spread', 'Home', quote),
      'Spread',
      'Home',
      'e1',
      quote.book,
    );
    expect(entry).toMatchObject({
      price: -105,
      priceAssumed: false,
      spread: '-4.5',
      book: 'FanDuel',
      legs: [{ matchupId: 'm1', betType: 'Spread', selection: 'Home', book: 'FanDuel' }],
    });
    // Without a book the posted price is taken and no book is named.
    expect(buildSingleEntry(m, 'Spread', 'Home', 'e2')).not.toHaveProperty('book');
    const total = withQuote(m, 'Total', 'Under', { book: 'X', price: 102, point: 219 });
    expect(total).toMatchObject({ totalPoints: 219, underPrice: 102 });
    expect(
      withQuote(m, 'MoneyLine', 'Away', { book: 'X', price: 160, point: null }).awayMoneyLine,
    ).toBe(160);
    expect(withQuote(m, 'Spread', 'Away', null)).toBe(m);
  });
});
