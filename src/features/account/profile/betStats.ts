import { summarizeTracked } from '@domain/rules/tracker';
import { formatNumber } from '@/lib/formatInZone';
import type { SavedBet } from './bets';

/** Two decimals in the account's language ('3.45', '3,45'). */
const twoDecimals = (n: number): string =>
  formatNumber(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A record over some bets: wins, losses, pushes, pending, win rate, units and ROI. */
export interface BetSummary {
  placed: number;
  wins: number;
  losses: number;
  pushes: number;
  pending: number;
  /** Wins over decided (win or loss) bets, in percent; null when none is decided. */
  winRate: number | null;
  /** Profit in units over graded bets. */
  units: number;
  /** Profit over the units staked on graded bets, in percent; null when none is graded. */
  roi: number | null;
  /** Mean closing-line value of graded bets, in no-vig probability points; null when none has one. */
  meanClv: number | null;
  /** Share of graded bets with a CLV that beat the close (CLV above 0), in percent; null when none has one. */
  beatClose: number | null;
}

/** Summarises bets as the profile's performance figures (domain/rules/tracker.ts, one definition each). */
export function summarizeBets(bets: readonly SavedBet[]): BetSummary {
  const s = summarizeTracked(bets, 0);
  return {
    placed: s.placed,
    wins: s.wins,
    losses: s.losses,
    pushes: s.pushes,
    pending: s.pending,
    winRate: s.winRate,
    units: s.units,
    roi: s.roi,
    meanClv: s.meanClv,
    beatClose: s.beatClose,
  };
}

/** Mean CLV as shown: '+1.25 pts', '-' when none is measured. */
export function clvText(value: number | null): string {
  if (value == null) return '-';
  return `${value > 0 ? '+' : value < 0 ? '-' : ''}${twoDecimals(Math.abs(value))} pts`;
}

/** '12-8-1' (wins-losses-pushes). */
export function recordText(summary: Pick<BetSummary, 'wins' | 'losses' | 'pushes'>): string {
  return `${summary.wins}-${summary.losses}-${summary.pushes}`;
}

/** A rounded percentage, '-' when there is nothing to measure. */
export function percentText(value: number | null): string {
  return value == null ? '-' : `${Math.round(value)}%`;
}

/** Signed units with two decimals: '+3.45u', '-1.00u', '-' when not graded. */
export function unitsText(units: number | null): string {
  if (units == null) return '-';
  return `${units > 0 ? '+' : units < 0 ? '-' : ''}${twoDecimals(Math.abs(units))}u`;
}
