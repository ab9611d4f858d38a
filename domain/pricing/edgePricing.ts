/**
 * Labels from edge against the price (docs/product.md §9): the one place that says
 * what an edge is, which edges earn Lean / Bet / Lock, and which models are AI models. The
 * server (consensus, records) and the client (cards, grids) both use these functions.
 */
import { validAmerican } from './devig';
import { roi } from '../rules/figures';
import { americanToDecimal } from '../rules/odds';
import { STANDARD_PRICE } from '../rules/slip';

export type EdgeLabel = 'Lean' | 'Bet' | 'Lock';

/**
 * Minimum expected value per unit staked, at the LOW end of the edge's range, for each label: the
 * edge of the best price a bettor can get against the least fair chance the fair line's
 * uncertainty allows (domain/pricing/fairLine.ts `edgeLow`). A label is a forecast of return, so
 * these were set from how labelled sides returned, not from arithmetic: `npm run backtest:labels`
 * on real closing prices and `npm run simulate:labels` in the demo market (docs/models.md
 * "Labels"). A Lock is the rarest claim: even the least favourable fair line leaves it 4% ahead.
 */
export const EDGE_THRESHOLDS: Readonly<Record<EdgeLabel, number>> = {
  Lean: 0.005,
  Bet: 0.015,
  Lock: 0.04,
};

/** The thresholds in words, for the pages that explain them: "a Lean from 0.5%, a Bet from 1.5%, …". */
export function labelThresholdsText(): string {
  const pct = (edge: number) => `${String(Math.round(edge * 1000) / 10)}%`;
  return `a Lean from ${pct(EDGE_THRESHOLDS.Lean)}, a Bet from ${pct(EDGE_THRESHOLDS.Bet)}, a Lock from ${pct(EDGE_THRESHOLDS.Lock)} at the low end of the edge's range`;
}

/** What a card says instead of a label when the pick has no positive expected value. */
export const NO_EDGE_TEXT = 'No edge at this price';

/** A positive edge below the Lean minimum: 'Small edge (+0.8%)'. */
export function smallEdgeText(edge: number): string {
  const pct = Math.round(edge * 1000) / 10;
  return `Small edge (+${pct.toFixed(1)}%)`;
}

/** What a record or price says when no price was posted and -110 was assumed. */
export const ASSUMED_PRICE_TEXT = 'assumed -110';
export const ASSUMED_PRICE = STANDARD_PRICE;

/**
 * Expected profit per unit staked on a pick at an American price, when it wins with `pWin`
 * and pushes (stake returned) with `pPush`.
 */
export function expectedValue(pWin: number, pPush: number, american: number): number {
  const pLoss = Math.max(0, 1 - pWin - pPush);
  return pWin * (americanToDecimal(american) - 1) - pLoss;
}

/**
 * The label the low end of an edge's range earns, or null (below the Lean minimum, including
 * every edge ≤ 0).
 */
export function edgeLabel(edgeLow: number | null | undefined): EdgeLabel | null {
  const edge = edgeLow;
  if (typeof edge !== 'number' || !Number.isFinite(edge) || edge <= 0) return null;
  if (edge >= EDGE_THRESHOLDS.Lock) return 'Lock';
  if (edge >= EDGE_THRESHOLDS.Bet) return 'Bet';
  if (edge >= EDGE_THRESHOLDS.Lean) return 'Lean';
  return null;
}

/**
 * The no-vig probability of the first of two prices (both sides of one market), or null when
 * either price is not one a book could post.
 */
export function noVigShare(
  price: number | null | undefined,
  other: number | null | undefined,
): number | null {
  if (!validAmerican(price) || !validAmerican(other)) return null;
  const a = 1 / americanToDecimal(price);
  const b = 1 / americanToDecimal(other);
  return a / (a + b);
}

/** The price a pick is graded at: the posted one, else -110 with `assumed` set. */
export function gradingPrice(posted: number | null | undefined): {
  price: number;
  assumed: boolean;
} {
  return validAmerican(posted)
    ? { price: posted, assumed: false }
    : { price: ASSUMED_PRICE, assumed: true };
}

/** Models that are a reference, not an AI model: shown beside them, never counted with them. */
export const BASELINE_MODEL_IDS: ReadonlySet<string> = new Set(['market']);
export type ModelKind = 'ai' | 'baseline';

export function modelKind(modelId: string): ModelKind {
  return BASELINE_MODEL_IDS.has(modelId) ? 'baseline' : 'ai';
}

/** Units and ROI of graded one-unit picks at their prices (ROI = units / picks × 100). */
export interface PricedRecord {
  wins: number;
  losses: number;
  pushes: number;
  units: number;
}

/** ROI in percent, one decimal (domain/rules/figures.ts roi over one unit a pick); 0 without picks. */
export function roiPercent(r: PricedRecord): number {
  return roi(r.units, r.wins + r.losses + r.pushes) ?? 0;
}

/** '+3.2u · ROI +4.1%' (signed, as records show it beside the win-loss). */
export function unitsRoiText(r: PricedRecord): string {
  const sign = (x: number) => (x > 0 ? '+' : x < 0 ? '−' : '');
  const units = Math.round(r.units * 10) / 10;
  const roi = roiPercent(r);
  return `${sign(units)}${Math.abs(units).toFixed(1)}u · ROI ${sign(roi)}${Math.abs(roi).toFixed(1)}%`;
}
