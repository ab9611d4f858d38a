/**
 * How a capper's record reads on every page that shows it (home, /handicappers, the detail page,
 * the /matchups sidebar, My Cappers): the same figures from the same API record, and "No graded
 * picks yet" instead of rates over nothing (docs/product.md §8). Zod-free.
 */
import { clvText, percentText, recordTone, wlpText, type RecordTone } from './figures';

export const NO_GRADED_PICKS = 'No graded picks yet';

/** The part of an API record these texts read. */
export interface RecordFigures {
  wins: number;
  losses: number;
  pushes: number;
  winRate: number | null;
  roi: number | null;
  units: number;
  /** The ROI's 95% half-width in points; null or absent: not known. */
  roiInterval?: number | null;
  /** Mean CLV in points; null: no pick with a close. */
  clv?: number | null;
}

export const hasGradedPicks = (r: Pick<RecordFigures, 'wins' | 'losses' | 'pushes'>): boolean =>
  r.wins + r.losses + r.pushes > 0;

/** '+2.45u', '-1.00u', '0.00u'. */
export function unitsText(units: number): string {
  return `${units > 0 ? '+' : ''}${units.toFixed(2)}u`;
}

/** '+12.4%', '-3.0%', or '–' without a figure. */
export function signedPercent(value: number | null): string {
  return value === null ? '–' : `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;
}

export interface RecordTexts {
  /** W-L-P. */
  record: string;
  winRate: string;
  roi: string;
  units: string;
  /** '± 45.2': the ROI's 95% interval in points, or '' when not known. */
  interval: string;
  /** 'CLV +1.2 pts', 'CLV −0.8 pts', or 'CLV –' without a close. */
  clv: string;
  /** The colour follows ROI, never win rate. */
  tone: RecordTone;
}

/** The record's texts, or null when nothing is graded yet (show NO_GRADED_PICKS instead). */
export function recordTexts(r: RecordFigures): RecordTexts | null {
  if (!hasGradedPicks(r)) return null;
  return {
    record: wlpText(r),
    winRate: percentText(r.winRate),
    roi: signedPercent(r.roi),
    units: unitsText(r.units),
    interval: r.roiInterval == null ? '' : `± ${r.roiInterval.toFixed(1)}`,
    clv: `CLV ${clvText(r.clv)}`,
    tone: recordTone(r.roi),
  };
}
