/**
 * How labels like a card's have done (docs/product.md "Edges"): labelled sides bet at the price
 * the card showed, graded, and summed per label and per price band with the realised ROI's 95%
 * interval beside the mean edge they claimed. `npm run backtest:labels` builds the table from real
 * recorded prices (stored in ./labelRecord.json, shown on AI Models and the FAQ); `npm run
 * simulate:labels` builds it in the demo market.
 */
import type { MarketConsensus } from '../contracts/matchup';
import { edgeLabel, type EdgeLabel } from './edgePricing';
import { roiInterval } from './priceFigures';
import { americanToDecimal } from '../rules/odds';
import record from './labelRecord.json';

export const LABELS: readonly EdgeLabel[] = ['Lean', 'Bet', 'Lock'];

/** One labelled side as the engine showed it, and how it went. */
export interface LabelBet {
  game: string;
  league: string;
  market: 'moneyline' | 'spread' | 'total';
  side: string;
  label: EdgeLabel;
  book: string;
  price: number;
  point: number | null;
  fair: number;
  edge: number;
  edgeLow: number;
  edgeHigh: number;
  /** The suggested stake in units (0 when staked with the game's other labelled market). */
  stake: number;
  result: 'won' | 'lost' | 'push';
}

/**
 * A card's labelled market as a bet, graded on the final score: null when the card shows no label
 * (or no price). Its claimed edges are what one unit is expected to return, a push returning the
 * stake.
 */
export function labelBetOf(
  c: MarketConsensus | null | undefined,
  market: LabelBet['market'],
  game: { id: string; league: string; home: number; away: number },
): LabelBet | null {
  const label = edgeLabel(c?.edgeLow);
  if (!c || !label || c.recommendation !== label || !c.bestPrice || c.edge == null) return null;
  const { home, away } = game;
  const margin = c.pick === 'Home' ? home - away : c.pick === 'Away' ? away - home : 0;
  const by =
    market === 'moneyline'
      ? margin
      : market === 'spread'
        ? margin + (c.point ?? 0)
        : (c.pick === 'Over' ? 1 : -1) * (home + away - (c.point ?? 0));
  const decided = 1 - (c.pushProbability ?? 0);
  return {
    game: game.id,
    league: game.league,
    market,
    side: c.pick,
    label,
    book: c.bestPrice.book,
    price: c.bestPrice.price,
    point: c.point ?? null,
    fair: c.fairProbability ?? 0,
    edge: c.edge * decided,
    edgeLow: (c.edgeLow ?? c.edge) * decided,
    edgeHigh: (c.edgeHigh ?? c.edge) * decided,
    stake: c.stake ?? 0,
    result: by > 0 ? 'won' : by < 0 ? 'lost' : 'push',
  };
}

/** The price bands of the table: favourites, short underdogs, long underdogs. */
export const PRICE_BANDS = ['favourites', '+100 to +250', 'longer'] as const;
export type PriceBand = (typeof PRICE_BANDS)[number];

export function priceBand(price: number): PriceBand {
  if (price < 100) return 'favourites';
  return price <= 250 ? '+100 to +250' : 'longer';
}

/** Profit of one unit on a graded side at its price. */
export function unitProfit(b: Pick<LabelBet, 'price' | 'result'>): number {
  return b.result === 'won' ? americanToDecimal(b.price) - 1 : b.result === 'lost' ? -1 : 0;
}

/** One row of the label table: percentages are of the stake (ROI +1.2 = +1.2%). */
export interface LabelRow {
  label: EdgeLabel | 'All labels';
  band: PriceBand | 'all prices';
  bets: number;
  /** Mean claimed edge and mean low end of its range, in percent. */
  claimed: number;
  claimedLow: number;
  /** Realised ROI of one unit a side, in percent, with its 95% half-width. */
  roi: number;
  interval: number;
  /** Units won at the suggested stakes, and the units staked. */
  units: number;
  staked: number;
  /** Whether the mean claimed edge lies within the realised ROI's interval. */
  holds: boolean;
}

const round2 = (x: number): number => Math.round(x * 100) / 100;

export function labelRow(
  label: LabelRow['label'],
  band: LabelRow['band'],
  bets: readonly LabelBet[],
): LabelRow {
  const n = bets.length;
  const mean = (f: (b: LabelBet) => number) => (n ? bets.reduce((a, b) => a + f(b), 0) / n : 0);
  const roi = mean(unitProfit);
  const interval = roiInterval(bets.map((b) => ({ price: b.price, fair: b.fair }))) ?? 0;
  const claimed = mean((b) => b.edge);
  return {
    label,
    band,
    bets: n,
    claimed: round2(claimed * 100),
    claimedLow: round2(mean((b) => b.edgeLow) * 100),
    roi: round2(roi * 100),
    interval: round2(interval * 100),
    units: round2(bets.reduce((a, b) => a + b.stake * unitProfit(b), 0)),
    staked: round2(bets.reduce((a, b) => a + b.stake, 0)),
    holds: n > 0 && Math.abs(roi - claimed) <= interval,
  };
}

/** The table: each label and all labels, over all prices and then per price band. */
export function labelTable(bets: readonly LabelBet[]): LabelRow[] {
  const groups: [LabelRow['label'], readonly LabelBet[]][] = [
    ...LABELS.map((l): [EdgeLabel, LabelBet[]] => [l, bets.filter((b) => b.label === l)]),
    ['All labels', bets],
  ];
  return groups.flatMap(([label, of]) => [
    labelRow(label, 'all prices', of),
    ...PRICE_BANDS.map((band) =>
      labelRow(
        label,
        band,
        of.filter((b) => priceBand(b.price) === band),
      ),
    ),
  ]);
}

/** The stored table of real recorded prices and what it was run on. */
export interface LabelRecord {
  /** 'NFL 2018-2019 closing prices, 14 books, Pinnacle the fair line'. */
  source: string;
  /** 'real NFL' — what a card's line calls the sides. */
  noun: string;
  /** Games whose market had a cross-book arbitrage (quotes not taken at one moment): left out. */
  leftOut: number;
  rows: LabelRow[];
}

export const LABEL_RECORD = record as unknown as LabelRecord;

/** The stored row of a label over all prices, or null. */
export function labelRecordRow(label: EdgeLabel): LabelRow | null {
  return LABEL_RECORD.rows.find((r) => r.label === label && r.band === 'all prices') ?? null;
}

/**
 * A card's line on how labels like it have done: 'Bets: +1.2% ± 4.1 over 812 real NFL sides', or
 * that none was labelled on the real prices tested; null before any table is stored.
 */
export function labelRecordLine(label: EdgeLabel): string | null {
  const row = labelRecordRow(label);
  if (!row) return null;
  if (row.bets === 0)
    return `${label}s: no ${LABEL_RECORD.noun} side reached one on the prices tested`;
  const sign = row.roi > 0 ? '+' : row.roi < 0 ? '−' : '';
  const sides = row.bets === 1 ? 'side' : 'sides';
  return `${label}s: ${sign}${Math.abs(row.roi).toFixed(1)}% ± ${row.interval.toFixed(1)} over ${String(row.bets)} ${LABEL_RECORD.noun} ${sides}`;
}
