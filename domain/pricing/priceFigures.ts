/**
 * What a priced side comes to for a bettor (docs/product.md "Edges"): its stake, the price its fair
 * chance is worth, a market's width and the interval of a record's ROI.
 */
import { americanToDecimal, decimalToAmerican } from '../rules/odds';

/** Stakes are in units of 1% of the bankroll: a quarter of the Kelly fraction, at most this. */
export const MAX_STAKE_UNITS = 2;
export const KELLY_FRACTION = 0.25;

/**
 * A suggested stake in units (1 unit = 1% of the bankroll): a quarter of the Kelly fraction at
 * this price, at most MAX_STAKE_UNITS; 0 without a positive edge. `edge` is the expected profit
 * per unit given no push (fair × decimal − 1), and the Kelly fraction of a bet that may push is
 * exactly edge / (decimal − 1): a push returns the stake, so the fraction is the no-push one. The
 * engine passes the low end of the edge's range.
 */
export function kellyStake(edge: number, american: number): number {
  if (!(edge > 0)) return 0;
  const kelly = edge / (americanToDecimal(american) - 1);
  return Math.min(MAX_STAKE_UNITS, Math.round(kelly * KELLY_FRACTION * 100 * 10) / 10);
}

/** The American price of a fair chance: what a side would pay with no margin at all. */
export function fairAmerican(probability: number): number | null {
  if (!(probability > 0 && probability < 1)) return null;
  const american = decimalToAmerican(1 / probability);
  return Math.abs(american) < 100 ? 100 : american;
}

/**
 * A two-way market's width in cents: how far apart its prices sit (-110/-110 is 20 cents,
 * -140/+130 is 10); the narrower, the less a book keeps.
 */
export function marketWidthCents(first: number, second: number): number {
  const cents = (american: number) => (american < 0 ? -american - 100 : 100 - american);
  return cents(first) + cents(second);
}

/**
 * The 95% half-width of an ROI over one-unit bets, from each bet's price and fair chance: the
 * spread of a bet's return is decimal² × p × (1 − p), so a set of n bets' ROI is known to about
 * ±1.96 × √(mean of those / n). Null without bets.
 */
export function roiInterval(bets: readonly { price: number; fair: number }[]): number | null {
  if (bets.length === 0) return null;
  const variance =
    bets.reduce((a, b) => a + americanToDecimal(b.price) ** 2 * b.fair * (1 - b.fair), 0) /
    bets.length;
  return 1.96 * Math.sqrt(variance / bets.length);
}

/** '+4.1%' / '−2.0%': an edge as a signed percentage of the stake. */
export function edgeText(edge: number): string {
  const pct = Math.round(edge * 1000) / 10;
  return `${pct > 0 ? '+' : pct < 0 ? '−' : ''}${Math.abs(pct).toFixed(1)}%`;
}
