import type { AiConsensus, MarketConsensus, Matchup } from './matchup';

/**
 * A day's cards as one table (docs/hub.md "A day's answer"): the hub's answer to
 * RequestMatchupsForDate(AndSport). Each game is a row of values in the order of GAME_COLUMNS,
 * its consensus first (one row per market in the order of MARKET_COLUMNS), so a field's name and
 * a book's title travel once per day instead of once per game: a busy day of 300 cards is under
 * half the size of the same cards as objects, in JSON and in MessagePack. Pushes of one game stay
 * objects (docs/architecture.md "The wire").
 */
export interface DayTable {
  /** The layout's version: a client that reads another one asks again rather than guess. */
  v: typeof DAY_TABLE_VERSION;
  /** Each best price's book: its key (what a bet saves) and its title (what the card shows). */
  books: Record<string, string>;
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
 * A market's pick in row order (server/matchups/wire.ts `cardMarket`): `book` and `price` are its
 * best price's, `bestPoint` only where the best price's point differs from the pick's.
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

function marketRow(m: MarketConsensus | null | undefined, books: Map<string, string>) {
  if (!m) return null;
  const best = m.bestPrice;
  if (best) books.set(best.book, best.title);
  const point = m.point ?? null;
  const values: Record<(typeof MARKET_COLUMNS)[number], unknown> = {
    pick: m.pick,
    fairProbability: m.fairProbability,
    marketProbability: m.marketProbability,
    point,
    book: best?.book,
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

/** The cards of a day as a table (what the hub sends). */
export function packDay(cards: readonly Matchup[]): DayTable {
  const books = new Map<string, string>();
  const games = cards.map((card) => {
    const c = card.aiConsensus;
    const consensus = c ? trimmed(MARKETS.map((k) => marketRow(c[k], books))) : null;
    return trimmed([consensus, ...GAME_COLUMNS.map((k) => card[k] ?? null)]);
  });
  return { v: DAY_TABLE_VERSION, books: Object.fromEntries(books), games };
}

function readMarket(row: unknown, books: Record<string, string>): MarketConsensus | null {
  if (!Array.isArray(row)) return null;
  const v: Record<string, unknown> = {};
  MARKET_COLUMNS.forEach((k, i) => {
    if (row[i] != null) v[k] = row[i];
  });
  const { book, price, bestPoint, ...market } = v;
  const pick = market as MarketConsensus;
  if (typeof book === 'string')
    pick.bestPrice = {
      book,
      title: Object.hasOwn(books, book) ? String(books[book]) : book,
      price: price as number,
      point: ((bestPoint ?? pick.point) as number | undefined) ?? null,
    };
  return pick;
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
      const value = row[i + 1] ?? null;
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
    return card as Matchup;
  });
}

/** Whether a value has a day table's outline (its cells are checked after it is unpacked). */
export function isDayTable(value: unknown): value is DayTable {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Partial<Record<keyof DayTable, unknown>>;
  return (
    t.v === DAY_TABLE_VERSION &&
    typeof t.books === 'object' &&
    t.books !== null &&
    Array.isArray(t.games) &&
    t.games.every((row) => Array.isArray(row) && typeof row[1] === 'string')
  );
}
