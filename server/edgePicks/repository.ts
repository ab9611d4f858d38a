import type { EdgePick } from '@domain/contracts/edgePicks';
import type { GradedEdgePick } from '@domain/pricing/edgeRecord';
import {
  DEFAULT_SHARP_BOOKS,
  quoteOf,
  type BookPrices,
  type MarketSide,
  type PricedMarket,
  type PricingOptions,
} from '@domain/pricing/fairLine';
import type { Matchup } from '@domain/contracts/matchup';
import type { Queryable } from '../db/db';
import { POSTED_CLOSE, type ClosingValue, type gradePick, type PickToClose } from './grading';

// The one reader and writer of edge_picks (migrations 140, 170, 171): publishing, grading, the
// close and the record.

/** One market's quote by a sharp book: its key, both prices (Home or Over first), the first side's point. */
interface SharpQuote {
  book: string;
  prices: [number, number];
  point: number | null;
}

/** Each market's quote by the first sharp book (in `sharpBooks` order) that prices it. */
function sharpQuotesOf(
  m: Matchup,
  sharpBooks: readonly string[],
): Partial<Record<PricedMarket, SharpQuote>> {
  const out: Partial<Record<PricedMarket, SharpQuote>> = {};
  for (const market of ['moneyline', 'spread', 'total'] as const) {
    for (const key of sharpBooks) {
      const book = m.books?.find((b) => b.book === key);
      const q = book ? quoteOf(book, market) : null;
      if (!q) continue;
      out[market] = { book: key, prices: q.prices, point: q.points[0] };
      break;
    }
  }
  return out;
}

/**
 * Publishes every labelled side of a game not yet started that has not been published, with its
 * market's sharp quote as it stands (the close until a later one: recordSharpQuotes); returns
 * how many were new.
 */
export async function publishLabelled(
  db: Queryable,
  m: Matchup,
  origin: 'demo' | 'live',
  now: Date,
): Promise<number> {
  if (!m.startsAt || Date.parse(m.startsAt) <= now.getTime() || !m.aiConsensus) return 0;
  const sharp = sharpQuotesOf(m, m.pricing?.sharpBooks ?? DEFAULT_SHARP_BOOKS);
  let added = 0;
  for (const market of ['moneyline', 'spread', 'total'] as const) {
    const c = m.aiConsensus[market];
    const label = c?.recommendation;
    if (!c || (label !== 'Lean' && label !== 'Bet' && label !== 'Lock')) continue;
    if (!c.bestPrice || c.edge == null || c.fairProbability == null || c.stake == null) continue;
    const quote = sharp[market];
    const { rowCount } = await db.query(
      `INSERT INTO edge_picks (published_at, matchup_id, sport, market, side, point, book, book_title, price,
         fair_probability, push_probability, edge, label, stake, origin,
         sharp_book, sharp_first_price, sharp_second_price, sharp_point, sharp_quoted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
         CASE WHEN $16::text IS NULL THEN NULL ELSE $1::timestamptz END)
       ON CONFLICT (matchup_id, market, side) DO NOTHING`,
      [
        now,
        m.id,
        m.sport,
        market,
        c.pick,
        c.point ?? null,
        c.bestPrice.book,
        c.bestPrice.title,
        c.bestPrice.price,
        c.fairProbability,
        c.pushProbability ?? 0,
        c.edge,
        label,
        c.stake,
        origin,
        quote?.book ?? null,
        quote?.prices[0] ?? null,
        quote?.prices[1] ?? null,
        quote?.point ?? null,
      ],
    );
    added += rowCount;
  }
  return added;
}

interface PickDbRow {
  id: number;
  published_at: Date | string;
  matchup_id: string;
  sport: string;
  market: PricedMarket;
  side: MarketSide;
  point: number | null;
  book: string;
  book_title: string;
  price: number;
  fair_probability: number;
  push_probability: number;
  edge: number;
  label: 'Lean' | 'Bet' | 'Lock';
  stake: number;
  origin: 'demo' | 'live';
  result: 'won' | 'lost' | 'push' | null;
  units: number | null;
  closing_fair: number | null;
  clv: number | null;
  clv_ev: number | null;
  closing_book: string | null;
  sharp_book: string | null;
  sharp_first_price: number | null;
  sharp_second_price: number | null;
  sharp_point: number | null;
  sharp_quoted_at: Date | string | null;
  away_team: string;
  home_team: string;
  starts_at: Date | string;
}

function fromDb(r: PickDbRow): EdgePick {
  // A close against the posted line is kept in the table but is no sharp close: no CLV is served.
  const sharpClose = r.closing_book !== POSTED_CLOSE;
  return {
    id: String(r.id),
    publishedAt: new Date(r.published_at).toISOString(),
    matchupId: r.matchup_id,
    sport: r.sport,
    awayTeam: r.away_team,
    homeTeam: r.home_team,
    startsAt: new Date(r.starts_at).toISOString(),
    market: r.market,
    side: r.side,
    point: r.point,
    book: r.book,
    bookTitle: r.book_title,
    price: r.price,
    fairProbability: r.fair_probability,
    pushProbability: r.push_probability,
    edge: r.edge,
    label: r.label,
    stake: r.stake,
    origin: r.origin,
    result: r.result,
    units: r.units,
    closingFair: sharpClose ? r.closing_fair : null,
    clv: sharpClose ? r.clv : null,
    clvEv: sharpClose ? r.clv_ev : null,
  };
}

/** Which published picks a record or a list covers: sport, market, label, published since, games between. */
export interface EdgePickFilter {
  sport: string | null;
  market: string | null;
  label: string | null;
  since: Date | null;
  /** Games starting in [from, to): a US Eastern day of games. */
  startsFrom: Date | null;
  startsBefore: Date | null;
}

const WHERE = `($1::text IS NULL OR p.sport = $1) AND ($2::text IS NULL OR p.market = $2)
        AND ($3::text IS NULL OR p.label = $3) AND ($4::timestamptz IS NULL OR p.published_at >= $4)
        AND ($5::timestamptz IS NULL OR m.starts_at >= $5) AND ($6::timestamptz IS NULL OR m.starts_at < $6)`;

const params = (f: EdgePickFilter) => [
  f.sport,
  f.market,
  f.label,
  f.since,
  f.startsFrom,
  f.startsBefore,
];

/** The published picks, newest first, narrowed by `filter`; at most `limit` when one is given. */
export async function listEdgePicks(
  db: Queryable,
  filter: EdgePickFilter,
  limit: number | null = null,
): Promise<EdgePick[]> {
  const { rows } = await db.query<PickDbRow>(
    `SELECT p.*, m.away_team, m.home_team, m.starts_at
       FROM edge_picks p JOIN matchup_view m ON m.id = p.matchup_id
      WHERE ${WHERE}
      ORDER BY p.published_at DESC, p.id DESC
      LIMIT $7`,
    [...params(filter), limit],
  );
  return rows.map(fromDb);
}

/** What the record of the picks in `filter` reads of each: only the columns its figures need. */
export interface RecordInput extends GradedEdgePick {
  sport: string;
  market: string;
  label: string;
  origin: 'demo' | 'live';
}

/** Every published pick in `filter`, lean, for the record (domain/pricing/edgeRecord.ts). */
/** The counter every change to edge_picks moves (migration 171); undefined without its row. */
export async function edgePicksVersion(db: Queryable): Promise<string | undefined> {
  const { rows } = await db.query<{ version: string }>(
    `SELECT version::text AS version FROM edge_picks_version`,
  );
  return rows[0]?.version;
}

export async function recordInputs(db: Queryable, filter: EdgePickFilter): Promise<RecordInput[]> {
  const { rows } = await db.query<RecordInput>(
    `SELECT p.sport, p.market, p.label, p.origin, p.price, p.fair_probability AS "fairProbability",
            p.edge, p.result, p.units,
            CASE WHEN p.closing_book = '${POSTED_CLOSE}' THEN NULL ELSE p.clv END AS clv
       FROM edge_picks p JOIN matchup_view m ON m.id = p.matchup_id
      WHERE ${WHERE}`,
    params(filter),
  );
  return rows;
}

/** Ungraded picks of one game, or of every game, with the game id (the grader checks the game). */
export async function ungradedPicks(db: Queryable, matchupId: string | null): Promise<EdgePick[]> {
  const { rows } = await db.query<PickDbRow>(
    `SELECT p.*, m.away_team, m.home_team, m.starts_at
       FROM edge_picks p JOIN matchup_view m ON m.id = p.matchup_id
      WHERE p.graded_at IS NULL AND ($1::text IS NULL OR p.matchup_id = $1)
        AND m.home_score IS NOT NULL AND m.away_score IS NOT NULL`,
    [matchupId],
  );
  return rows.map(fromDb);
}

/**
 * Keeps on the published picks of games not yet started (at `now`) their market's quote by the
 * first sharp book (SHARP_BOOKS order) that prices it: called as books move, so what a pick holds
 * at the start is the sharp book's last pre-start quote. A later book in the order never replaces
 * an earlier one's quote (the first sharp book's last quote, even if it took the market down).
 */
export async function recordSharpQuotes(
  db: Queryable,
  games: readonly Matchup[],
  pricing: PricingOptions,
  now: Date,
): Promise<number> {
  const rows: [string, PricedMarket, string, number, number, number | null][] = [];
  for (const g of games) {
    if (!g.startsAt || Date.parse(g.startsAt) <= now.getTime()) continue;
    for (const [market, q] of Object.entries(sharpQuotesOf(g, pricing.sharpBooks)))
      rows.push([g.id, market as PricedMarket, q.book, q.prices[0], q.prices[1], q.point]);
  }
  if (rows.length === 0) return 0;
  const col = (i: number) => rows.map((r) => r[i]);
  const { rowCount } = await db.query(
    `UPDATE edge_picks p
        SET sharp_book = q.book, sharp_first_price = q.first_price,
            sharp_second_price = q.second_price, sharp_point = q.point, sharp_quoted_at = $7
       FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::float8[])
              AS q(matchup_id, market, book, first_price, second_price, point)
       JOIN matchup_view m ON m.id = q.matchup_id
      WHERE p.matchup_id = q.matchup_id AND p.market = q.market AND m.starts_at > $7
        AND p.closing_book IS NULL AND p.closing_fair IS NULL AND p.clv IS NULL
        AND (p.sharp_book, p.sharp_first_price, p.sharp_second_price, p.sharp_point)
            IS DISTINCT FROM (q.book, q.first_price, q.second_price, q.point)
        AND (p.sharp_book IS NULL OR array_position($8::text[], q.book)
             <= coalesce(array_position($8::text[], p.sharp_book), 2147483647))`,
    [col(0), col(1), col(2), col(3), col(4), col(5), now, [...pricing.sharpBooks]],
  );
  return rowCount;
}

// A stored sharp quote as the one book marketReference reads (only the pick's market priced).
function sharpQuoteOf(r: PickDbRow): BookPrices | null {
  const [first, second, point] = [r.sharp_first_price, r.sharp_second_price, r.sharp_point];
  if (r.sharp_book === null || first === null || second === null) return null;
  const is = (m: PricedMarket) => r.market === m;
  return {
    book: r.sharp_book,
    title: r.sharp_book,
    homeMoneyLine: is('moneyline') ? first : null,
    awayMoneyLine: is('moneyline') ? second : null,
    homeSpread: is('spread') ? point : null,
    awaySpread: is('spread') && point !== null ? -point + 0 : null,
    homeSpreadPrice: is('spread') ? first : null,
    awaySpreadPrice: is('spread') ? second : null,
    totalPoints: is('total') ? point : null,
    overPrice: is('total') ? first : null,
    underPrice: is('total') ? second : null,
    updatedAt: new Date(r.sharp_quoted_at ?? 0).toISOString(),
  };
}

/** Writes a pick's grade (once: a graded pick is not graded again). */
export async function saveGrade(
  db: Queryable,
  id: string,
  g: ReturnType<typeof gradePick>,
): Promise<void> {
  await db.query(
    `UPDATE edge_picks SET result = $2, units = $3, graded_at = now() WHERE id = $1 AND graded_at IS NULL`,
    [id, g.result, g.units],
  );
}

/** Picks whose game has started (by `now`) and whose close is not yet read, with their sharp quote. */
export async function picksAwaitingClose(db: Queryable, now: Date): Promise<PickToClose[]> {
  const { rows } = await db.query<PickDbRow>(
    `SELECT p.*, m.away_team, m.home_team, m.starts_at
       FROM edge_picks p JOIN matchup_view m ON m.id = p.matchup_id
      WHERE p.closing_book IS NULL AND p.closing_fair IS NULL AND p.clv IS NULL
        AND m.starts_at <= $1`,
    [now],
  );
  return rows.map((r) => ({ ...fromDb(r), sharpQuote: sharpQuoteOf(r) }));
}

/** Writes a pick's close (once). */
export async function saveClosing(db: Queryable, id: string, c: ClosingValue): Promise<void> {
  await db.query(
    `UPDATE edge_picks SET closing_book = $2, closing_fair = $3, closing_push = $4, clv = $5, clv_ev = $6
      WHERE id = $1 AND closing_book IS NULL AND closing_fair IS NULL AND clv IS NULL`,
    [id, c.closingBook, c.closingFair, c.closingPush, c.clv, c.clvEv],
  );
}
