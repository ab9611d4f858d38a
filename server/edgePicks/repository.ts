import { clvPoints, fairProbabilityAtPoint, marginSigma } from '@/domain/rules/figures';
import type { EdgePick } from '@/domain/contracts/edgePicks';
import type { GradedEdgePick } from '@/domain/rules/edgeRecord';
import {
  priceMarket,
  type BookPrices,
  type MarketSide,
  type PricedMarket,
  type PricingOptions,
} from '@/domain/rules/fairLine';
import type { Matchup } from '@/domain/contracts/matchup';
import { americanToDecimal } from '@/domain/rules/odds';
import type { Queryable } from '../db/db';

// The one reader and writer of edge_picks (migration 140): publishing, grading and the record.

const round4 = (n: number): number => Math.round(n * 10_000) / 10_000;

/** Publishes every labelled side of a game not yet started that has not been published; returns how many were new. */
export async function publishLabelled(
  db: Queryable,
  m: Matchup,
  origin: 'demo' | 'live',
  now: Date,
): Promise<number> {
  if (!m.startsAt || Date.parse(m.startsAt) <= now.getTime() || !m.aiConsensus) return 0;
  let added = 0;
  for (const market of ['moneyline', 'spread', 'total'] as const) {
    const c = m.aiConsensus[market];
    const label = c?.recommendation;
    if (!c || (label !== 'Lean' && label !== 'Bet' && label !== 'Lock')) continue;
    if (!c.bestPrice || c.edge == null || c.fairProbability == null || c.stake == null) continue;
    const { rowCount } = await db.query(
      `INSERT INTO edge_picks (published_at, matchup_id, sport, market, side, point, book, book_title, price,
         fair_probability, push_probability, edge, label, stake, origin)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
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
  away_team: string;
  home_team: string;
  starts_at: Date | string;
}

function fromDb(r: PickDbRow): EdgePick {
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
    closingFair: r.closing_fair,
    clv: r.clv,
    clvEv: r.clv_ev,
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

/** Every published pick in `filter`, lean, for the record (src/domain/rules/edgeRecord.ts). */
export async function recordInputs(db: Queryable, filter: EdgePickFilter): Promise<RecordInput[]> {
  const { rows } = await db.query<RecordInput>(
    `SELECT p.sport, p.market, p.label, p.origin, p.price, p.fair_probability AS "fairProbability",
            p.edge, p.result, p.units, p.clv
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

/** How a side did: by how much it won (> 0), pushed (0) or lost (< 0). */
function margin(p: EdgePick, home: number, away: number): number {
  if (p.market === 'total') return (p.side === 'Over' ? 1 : -1) * (home + away - (p.point ?? 0));
  const own = p.side === 'Home' ? home - away : away - home;
  return p.market === 'spread' ? own + (p.point ?? 0) : own;
}

/** A finished game's grade of a pick: one unit at the price taken. */
export function gradePick(
  p: EdgePick,
  home: number,
  away: number,
): { result: 'won' | 'lost' | 'push'; units: number } {
  const by = margin(p, home, away);
  const result = by > 0 ? 'won' : by < 0 ? 'lost' : 'push';
  const units = result === 'won' ? americanToDecimal(p.price) - 1 : result === 'lost' ? -1 : 0;
  return { result, units: round4(units) };
}

/**
 * A pick's closing-line value: the closing fair line (the sharp no-vig of the books as the game
 * starts) moved to the pick's point through the league's margin distribution when the line moved,
 * against the price taken — in probability points and as expected value at the close.
 */
export function closingValue(
  p: EdgePick,
  closingBooks: readonly BookPrices[],
  pricing: PricingOptions,
): { closingFair: number | null; clv: number | null; clvEv: number | null } {
  const closing = priceMarket(closingBooks, p.market, pricing);
  const side = closing?.sides.find((s) => s.side === p.side);
  let closingFair: number | null = null;
  if (side) {
    closingFair = side.marketProbability;
    if (
      p.market !== 'moneyline' &&
      side.point !== null &&
      p.point !== null &&
      side.point !== p.point
    ) {
      // Points better for the bettor than the closing line: a higher spread, a lower Over, a higher Under.
      const better =
        p.market === 'spread' || p.side === 'Under' ? p.point - side.point : side.point - p.point;
      closingFair = fairProbabilityAtPoint(closingFair, better, marginSigma(p.sport, p.market));
    }
  }
  return {
    closingFair: closingFair === null ? null : round4(closingFair),
    clv: closingFair === null ? null : clvPoints(p.price, closingFair),
    clvEv: closingFair === null ? null : round4(closingFair * americanToDecimal(p.price) - 1),
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

/** Picks whose game has started and whose closing value is not yet measured. */
export async function picksAwaitingClose(db: Queryable, now: Date): Promise<EdgePick[]> {
  const { rows } = await db.query<PickDbRow>(
    `SELECT p.*, m.away_team, m.home_team, m.starts_at
       FROM edge_picks p JOIN matchup_view m ON m.id = p.matchup_id
      WHERE p.closing_fair IS NULL AND p.clv IS NULL AND m.starts_at <= $1`,
    [now],
  );
  return rows.map(fromDb);
}

/** Writes a pick's closing value (once). */
export async function saveClosing(
  db: Queryable,
  id: string,
  c: ReturnType<typeof closingValue>,
): Promise<void> {
  await db.query(
    `UPDATE edge_picks SET closing_fair = $2, clv = $3, clv_ev = $4
      WHERE id = $1 AND closing_fair IS NULL AND clv IS NULL`,
    [id, c.closingFair, c.clv, c.clvEv],
  );
}
