/**
 * The published picks' record (docs/product.md "Edges"): one summary rule for the API and every
 * page, from domain/rules/figures.ts's definitions. Zod-free.
 */
import { roiInterval } from './priceFigures';
import { clvSummary, roi, winRate } from '../rules/figures';

/** Fewer graded picks than this, or an interval wider than the ROI, and the record says it cannot tell yet. */
export const MEANINGFUL_SAMPLE = 100;

/** What the record reads of a published pick. */
export interface GradedEdgePick {
  price: number;
  fairProbability: number;
  edge: number;
  result: 'won' | 'lost' | 'push' | null;
  units: number | null;
  clv: number | null;
}

export interface EdgeRecordRow {
  key: string;
  bets: number;
  wins: number;
  losses: number;
  pushes: number;
  units: number;
  risked: number;
  roi: number | null;
  roiInterval: number | null;
  meanEdge: number | null;
  meanClv: number | null;
  beatClose: number | null;
  winRate: number | null;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;
const round1 = (n: number): number => Math.round(n * 10) / 10;

/**
 * The record of some published picks (graded ones only: one unit each at the price taken, a push
 * risked and returned): W-L-P, units, ROI = units / risked with its 95% interval, the mean claimed
 * edge, mean CLV and the share that beat the close.
 */
export function edgeRecord(key: string, picks: readonly GradedEdgePick[]): EdgeRecordRow {
  const graded = picks.filter((p) => p.result !== null && p.units !== null);
  const wins = graded.filter((p) => p.result === 'won').length;
  const losses = graded.filter((p) => p.result === 'lost').length;
  const pushes = graded.length - wins - losses;
  const units = round2(graded.reduce((a, p) => a + (p.units ?? 0), 0));
  const risked = graded.length;
  const interval = roiInterval(graded.map((p) => ({ price: p.price, fair: p.fairProbability })));
  const clv = clvSummary(graded.map((p) => p.clv));
  return {
    key,
    bets: graded.length,
    wins,
    losses,
    pushes,
    units,
    risked,
    roi: roi(units, risked),
    roiInterval: interval === null ? null : round1(interval * 100),
    meanEdge: graded.length
      ? round2((graded.reduce((a, p) => a + p.edge, 0) / graded.length) * 100)
      : null,
    meanClv: clv.meanClv,
    beatClose: clv.beatClose,
    winRate: winRate(wins, losses),
  };
}

/** Whether a record is too small or too noisy to say anything: under `minimum` bets, or an interval wider than the ROI. */
export function tooSmallToTell(row: EdgeRecordRow, minimum: number): boolean {
  if (row.bets < minimum || row.roi === null || row.roiInterval === null) return true;
  return row.roiInterval > Math.abs(row.roi);
}

/** What a record says about its own sample: plain words for a bettor. */
export function sampleText(row: EdgeRecordRow, minimum: number): string {
  if (row.bets === 0) return 'No graded picks yet.';
  if (row.bets < minimum)
    return `Only ${String(row.bets)} graded ${row.bets === 1 ? 'pick' : 'picks'}: too few to tell skill from luck.`;
  if (tooSmallToTell(row, minimum))
    return `The 95% interval (±${String(row.roiInterval)}%) is wider than the ROI: it cannot tell skill from luck yet.`;
  return `${String(row.bets)} graded picks; the 95% interval is ±${String(row.roiInterval)}%.`;
}
