import { roiInterval } from '@domain/pricing/priceFigures';
import { roi, winRate } from '@domain/rules/figures';
import { americanToDecimal } from '@domain/rules/odds';
import { MIN_RANKED_PICKS } from '@domain/rules/marketplace';
import type { RecordTotals } from '../bets';

/**
 * A capper's record: win rate, units and ROI over graded picks (win, loss, push) at the prices
 * taken; `picks` counts every pick posted, `pending` those not graded yet. Win rate and ROI are
 * null when there is nothing to rate.
 */
export interface CapperRecord {
  wins: number;
  losses: number;
  pushes: number;
  pending: number;
  picks: number;
  winRate: number | null;
  roi: number | null;
  units: number;
  risked: number;
  clv: number | null;
  /**
   * The 95% half-width of the ROI in points, by the one interval rule (roiInterval) at each
   * graded pick's price with no edge: how far luck alone moves an ROI over these picks.
   */
  roiInterval: number | null;
  sampleSize: 'small' | 'ok';
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

function intervalOf(prices: readonly number[]): number | null {
  const interval = roiInterval(
    prices.map((price) => ({ price, fair: 1 / americanToDecimal(price) })),
  );
  return interval === null ? null : round1(interval * 100);
}

/**
 * Shapes raw totals with the one definition of each figure (domain/rules/figures.ts). Units and
 * risked are given to 0.01 and ROI is computed from exactly those, so it recomputes from the API.
 */
export function toRecord(t: RecordTotals): CapperRecord {
  const graded = t.wins + t.losses + t.pushes;
  const pending = t.pending ?? 0;
  const units = round2(t.units);
  const risked = round2(t.risked);
  return {
    wins: t.wins,
    losses: t.losses,
    pushes: t.pushes,
    pending,
    picks: graded + pending,
    winRate: winRate(t.wins, t.losses),
    roi: roi(units, risked),
    units,
    risked,
    clv: t.clv === null ? null : round1(t.clv),
    roiInterval: intervalOf(t.prices ?? []),
    sampleSize: graded < MIN_RANKED_PICKS ? 'small' : 'ok',
  };
}

export const EMPTY_TOTALS: RecordTotals = {
  wins: 0,
  losses: 0,
  pushes: 0,
  pending: 0,
  units: 0,
  risked: 0,
  clv: null,
};
