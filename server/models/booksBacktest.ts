import { readdirSync, readFileSync } from 'node:fs';
import { type ModelView } from '@domain/pricing/modelBlend';
import { join } from 'node:path';
import { z } from 'zod';
import { EDGE_THRESHOLDS, edgeLabel, type EdgeLabel } from '@domain/pricing/edgePricing';
import {
  DEFAULT_PRICING,
  priceMarket,
  type BookPrices,
  type PricedMarket,
  type PricingOptions,
} from '@domain/pricing/fairLine';
import { roiInterval } from '@domain/pricing/priceFigures';
import { americanToDecimal } from '@domain/rules/odds';
import {
  bookLines,
  oddsEventSchema,
  scoreEventSchema,
  type OddsEvent,
  type ScoreEvent,
} from '../feed';

// `npm run backtest:books`: the edge engine (domain/pricing/fairLine.ts) on recorded seasons in The
// Odds API v4 layout — `<dir>/odds/*.json` historical snapshots and `<dir>/scores.json` — so the
// reader of recorded history is the live adapter's (docs/models.md "Edges on recorded books").

const snapshotSchema = z.object({ data: z.array(z.unknown()) });

/** Every event's last snapshot (its closing prices) and every score, across season folders. */
export function readSeasons(dirs: readonly string[]): {
  events: Map<string, OddsEvent>;
  scores: Map<string, ScoreEvent>;
  skipped: number;
} {
  const events = new Map<string, OddsEvent>();
  const scores = new Map<string, ScoreEvent>();
  let skipped = 0;
  for (const dir of dirs) {
    const files = readdirSync(join(dir, 'odds'))
      .filter((f) => f.endsWith('.json'))
      .sort();
    for (const file of files) {
      const snapshot = snapshotSchema.parse(
        JSON.parse(readFileSync(join(dir, 'odds', file), 'utf8')),
      );
      for (const raw of snapshot.data) {
        const parsed = oddsEventSchema.safeParse(raw);
        if (parsed.success) events.set(parsed.data.id, parsed.data);
        else skipped++;
      }
    }
    const rawScores: unknown = JSON.parse(readFileSync(join(dir, 'scores.json'), 'utf8'));
    for (const raw of z.array(z.unknown()).parse(rawScores)) {
      const parsed = scoreEventSchema.safeParse(raw);
      if (parsed.success) scores.set(parsed.data.id, parsed.data);
      else skipped++;
    }
  }
  return { events, scores, skipped };
}

/** An event's books as the engine reads them (the adapter's mapping, with each book's update time). */
export function eventBooks(event: OddsEvent): BookPrices[] {
  const updated = new Map(
    event.bookmakers.map((b) => [b.key, b.last_update ?? event.commence_time]),
  );
  return bookLines(event).map((b) => ({
    ...b,
    homeSpreadPrice: b.homeSpreadPrice ?? null,
    awaySpreadPrice: b.awaySpreadPrice ?? null,
    overPrice: b.overPrice ?? null,
    underPrice: b.underPrice ?? null,
    updatedAt: new Date(updated.get(b.book) ?? event.commence_time).toISOString(),
  }));
}

/** One side bet at its best price, graded. */
export interface BooksBet {
  event: string;
  commenceTime: string;
  market: PricedMarket;
  side: string;
  book: string;
  price: number;
  point: number | null;
  fair: number;
  edge: number;
  /** 'won', 'lost' or 'push' (a spread landing on the number). */
  result: 'won' | 'lost' | 'push';
  /** Whether the fair line came from a sharp book (else the median of the books). */
  sharp: boolean;
}

export interface BooksBacktestOptions {
  pricing?: PricingOptions;
  /** Each event's model views by market (omit: fair = the fair line alone). */
  models?: (event: OddsEvent) => Partial<Record<PricedMarket, ModelView[]>>;
}

/**
 * Every side of every completed event's moneyline and spread priced by the engine and bet at its
 * best price; moneylines of tied games are left out (no winner to grade).
 */
export function evaluateBooks(
  events: ReadonlyMap<string, OddsEvent>,
  scores: ReadonlyMap<string, ScoreEvent>,
  options: BooksBacktestOptions = {},
): BooksBet[] {
  const pricing = options.pricing ?? DEFAULT_PRICING;
  const bets: BooksBet[] = [];
  for (const [id, event] of events) {
    const score = scores.get(id);
    if (!score?.completed || !score.scores) continue;
    const points = new Map(score.scores.map((s) => [s.name, Number(s.score)]));
    const home = points.get(event.home_team);
    const away = points.get(event.away_team);
    if (
      home === undefined ||
      away === undefined ||
      !Number.isFinite(home) ||
      !Number.isFinite(away)
    )
      continue;
    const books = eventBooks(event);
    const views = options.models?.(event) ?? {};
    for (const market of ['moneyline', 'spread', 'total'] as const) {
      if (market === 'moneyline' && home === away) continue;
      const priced = priceMarket(books, market, pricing, views[market] ?? []);
      if (!priced) continue;
      for (const side of priced.sides) {
        if (!side.bestPrice || side.edge === null) continue;
        const margin = side.side === 'Home' ? home - away : side.side === 'Away' ? away - home : 0;
        let by: number;
        if (market === 'moneyline') by = margin;
        else if (market === 'spread') by = margin + (side.point ?? 0);
        else by = (side.side === 'Over' ? 1 : -1) * (home + away - (side.point ?? 0));
        bets.push({
          event: id,
          commenceTime: event.commence_time,
          market,
          side: side.side,
          book: side.bestPrice.book,
          price: side.bestPrice.price,
          point: side.point,
          fair: side.fairProbability,
          edge: side.edge,
          result: by > 0 ? 'won' : by < 0 ? 'lost' : 'push',
          sharp: priced.reference.book !== null,
        });
      }
    }
  }
  return bets;
}

/** Profit of a one-unit bet. */
export function betProfit(b: BooksBet): number {
  return b.result === 'won' ? americanToDecimal(b.price) - 1 : b.result === 'lost' ? -1 : 0;
}

/** ROI of a set of bets with its 95% interval (from the fair chances), and the mean claimed edge. */
export interface BandRow {
  band: string;
  n: number;
  roi: number;
  interval: number;
  claimed: number;
}

export function bandRow(band: string, bets: readonly BooksBet[]): BandRow {
  const n = bets.length;
  if (n === 0) return { band, n, roi: 0, interval: 0, claimed: 0 };
  const profit = bets.reduce((a, b) => a + betProfit(b), 0);
  return {
    band,
    n,
    roi: profit / n,
    interval: roiInterval(bets) ?? 0,
    claimed: bets.reduce((a, b) => a + b.edge, 0) / n,
  };
}

/** The edge bands of the table: (0, 2%], (2%, 5%], above 5%, all positive, and each label. */
export function bandTable(bets: readonly BooksBet[]): BandRow[] {
  const within = (lo: number, hi: number) => bets.filter((b) => b.edge > lo && b.edge <= hi);
  const labelled = (label: EdgeLabel) => bets.filter((b) => edgeLabel(b.edge) === label);
  return [
    bandRow('edge 0-2%', within(0, 0.02)),
    bandRow('edge 2-5%', within(0.02, 0.05)),
    bandRow('edge 5%+', within(0.05, Infinity)),
    bandRow('edge > 0', within(0, Infinity)),
    bandRow(`Lean (${pct(EDGE_THRESHOLDS.Lean)}+)`, labelled('Lean')),
    bandRow(`Bet (${pct(EDGE_THRESHOLDS.Bet)}+)`, labelled('Bet')),
    bandRow(`Lock (${pct(EDGE_THRESHOLDS.Lock)}+)`, labelled('Lock')),
  ];
}

const pct = (x: number): string => `${String(Math.round(x * 1000) / 10)}%`;

/** Positive-edge bets per book, most first. */
export function countByBook(bets: readonly BooksBet[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const b of bets) if (b.edge > 0) counts.set(b.book, (counts.get(b.book) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}
