import type { AiConsensus, MarketConsensus, Matchup } from './matchup';
import { QUOTE_SIDES } from './quoteSides';

/**
 * A day's cards as one table (docs/hub.md "A day's answer"): the hub's answer to
 * RequestMatchupsForDate(AndSport). Each game is a row: its consensus (one row per market in the
 * order of MARKET_COLUMNS), its quotes (per side of QUOTE_SIDES: book, price, point), then its
 * fields in the order of GAME_COLUMNS. A field's name and a book's key and title travel once per
 * day instead of once per game (a book is its index in `books`): a busy day of 300 cards is under
 * half the size of the same cards as objects, in JSON and in MessagePack. Pushes of one game stay
 * objects (docs/architecture.md "The wire").
 */
export interface DayTable {
  /** The layout's version: a client refuses another one as a malformed answer. */
  v: typeof DAY_TABLE_VERSION;
  /** Each priced book once, as [key, title]: its key is what a bet saves, its title what the card shows. */
  books: [string, string][];
  games: unknown[][];
}

export const DAY_TABLE_VERSION = 1;

/**
 * A card's fields in row order. Trailing nulls of a row are left out, so the rarest go last;
 * pitchers leave the card when unnamed, and every other field travels even when null (a push
 * clears it).
 */
export const GAME_COLUMNS = [
  'id',
  'sport',
  'awayTeam',
  'homeTeam',
  'startsAt',
  'date',
  'time',
  'status',
  'awayScore',
  'homeScore',
  'period',
  'clock',
  'awayMoneyLine',
  'homeMoneyLine',
  'awaySpread',
  'homeSpread',
  'totalPoints',
  'awaySpreadPrice',
  'homeSpreadPrice',
  'overPrice',
  'underPrice',
  'awayPitcher',
  'homePitcher',
] as const satisfies readonly (keyof Matchup)[];

const OMITTED_WHEN_NULL: ReadonlySet<string> = new Set(['awayPitcher', 'homePitcher']);

/**
 * A market's pick in row order (server/matchups/wire.ts `cardMarket`): `book` (an index in
 * `books`) and `price` are its best price's, `bestPoint` only where the best price's point
 * differs from the pick's.
 */
export const MARKET_COLUMNS = [
  'pick',
  'fairProbability',
  'marketProbability',
  'point',
  'book',
  'price',
  'edge',
  'edgeLow',
  'edgeHigh',
  'recommendation',
  'stake',
  'stakedWith',
  'bestPoint',
] as const;

const MARKETS = ['moneyline', 'spread', 'total'] as const;

/** The array without its trailing nulls. */
function trimmed(values: unknown[]): unknown[] {
  let end = values.length;
  while (end > 0 && values[end - 1] == null) end--;
  return values.length === end ? values : values.slice(0, end);
}

/** Each book once: its index in the table's `books`. */
class BookIndex {
  readonly list: [string, string][] = [];
  private readonly index = new Map<string, number>();

  of(best: { book: string; title: string }): number {
    let i = this.index.get(best.book);
    if (i === undefined) {
      i = this.list.push([best.book, best.title]) - 1;
      this.index.set(best.book, i);
    }
    return i;
  }
}

type Best = NonNullable<MarketConsensus['bestPrice']>;

function marketRow(m: MarketConsensus | null | undefined, books: BookIndex) {
  if (!m) return null;
  const best = m.bestPrice;
  const point = m.point ?? null;
  const values: Record<(typeof MARKET_COLUMNS)[number], unknown> = {
    pick: m.pick,
    fairProbability: m.fairProbability,
    marketProbability: m.marketProbability,
    point,
    book: best && books.of(best),
    price: best?.price,
    edge: m.edge,
    edgeLow: m.edgeLow,
    edgeHigh: m.edgeHigh,
    recommendation: m.recommendation,
    stake: m.stake,
    stakedWith: m.stakedWith,
    bestPoint: best && (best.point ?? null) !== point ? best.point : null,
  };
  return trimmed(MARKET_COLUMNS.map((k) => values[k] ?? null));
}

/** A side's quote as [book, price, point]: null where no book prices it. */
const quoteRow = (q: Best | null | undefined, books: BookIndex) =>
  q ? trimmed([books.of(q), q.price, q.point ?? null]) : null;

/** The cards of a day as a table (what the hub sends). */
export function packDay(cards: readonly Matchup[]): DayTable {
  const books = new BookIndex();
  const games = cards.map((card) => {
    const c = card.aiConsensus;
    const consensus = c ? trimmed(MARKETS.map((k) => marketRow(c[k], books))) : null;
    const q = card.quotes;
    const quotes = q ? trimmed(QUOTE_SIDES.map((side) => quoteRow(q[side], books))) : null;
    return trimmed([consensus, quotes, ...GAME_COLUMNS.map((k) => card[k] ?? null)]);
  });
  return { v: DAY_TABLE_VERSION, books: books.list, games };
}

/** A book of the table by its index: its key and title (an unknown index is no book). */
function bookAt(books: DayTable['books'], index: unknown): [string, string] | null {
  const entry: unknown = typeof index === 'number' ? books[index] : undefined;
  if (!Array.isArray(entry) || typeof entry[0] !== 'string') return null;
  return [entry[0], typeof entry[1] === 'string' ? entry[1] : entry[0]];
}

function readMarket(row: unknown, books: DayTable['books']): MarketConsensus | null {
  if (!Array.isArray(row)) return null;
  const v: Record<string, unknown> = {};
  MARKET_COLUMNS.forEach((k, i) => {
    if (row[i] != null) v[k] = row[i];
  });
  const { book, price, bestPoint, ...market } = v;
  const pick = market as MarketConsensus;
  const named = bookAt(books, book);
  if (named)
    pick.bestPrice = {
      book: named[0],
      title: named[1],
      price: price as number,
      point: ((bestPoint ?? pick.point) as number | undefined) ?? null,
    };
  return pick;
}

function readQuote(row: unknown, books: DayTable['books']): Best | null {
  if (!Array.isArray(row)) return null;
  const named = bookAt(books, row[0]);
  if (!named) return null;
  return {
    book: named[0],
    title: named[1],
    price: row[1] as number,
    point: (row[2] ?? null) as number | null,
  };
}

/**
 * The cards of a table, as the card objects the table was made from. A value the table does not
 * carry is null (or absent where the card leaves it out); the shapes are checked after with the
 * matchup schema (domain/contracts/matchup.ts), as the web app does after its first render.
 */
export function unpackDay(table: DayTable): Matchup[] {
  return table.games.map((row) => {
    const card: Record<string, unknown> = {};
    GAME_COLUMNS.forEach((k, i) => {
      const value = row[i + 2] ?? null;
      if (value !== null || !OMITTED_WHEN_NULL.has(k)) card[k] = value;
    });
    const consensus = row[0];
    let aiConsensus: AiConsensus | null = null;
    if (Array.isArray(consensus)) {
      const markets: AiConsensus = {};
      MARKETS.forEach((k, i) => {
        const market = readMarket(consensus[i], table.books);
        if (market) markets[k] = market;
      });
      aiConsensus = markets;
    }
    card.aiConsensus = aiConsensus;
    const quotes = row[1];
    card.quotes = Array.isArray(quotes)
      ? Object.fromEntries(QUOTE_SIDES.map((side, i) => [side, readQuote(quotes[i], table.books)]))
      : null;
    return card as Matchup;
  });
}

/** Whether a value has a day table's outline (its cells are checked after it is unpacked). */
export function isDayTable(value: unknown): value is DayTable {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Partial<Record<keyof DayTable, unknown>>;
  return (
    t.v === DAY_TABLE_VERSION &&
    Array.isArray(t.books) &&
    Array.isArray(t.games) &&
    t.games.every((row) => Array.isArray(row) && typeof row[2] === 'string')
  );
}
