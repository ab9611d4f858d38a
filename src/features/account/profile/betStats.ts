import { format, parseISO } from 'date-fns';
import { clvSummary, roi, winRate } from '@/domain/figures';
import type { SavedBet } from './bets';

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

/** Summarises bets as the profile's performance figures. */
export function summarizeBets(bets: readonly SavedBet[]): BetSummary {
  const count = (status: SavedBet['status']) => bets.filter((bet) => bet.status === status).length;
  const graded = bets.filter((bet) => bet.status !== 'pending');
  const wins = count('win');
  const losses = count('loss');
  const staked = graded.reduce((sum, bet) => sum + bet.units, 0);
  const units = graded.reduce((sum, bet) => sum + (bet.profit ?? 0), 0);
  return {
    placed: bets.length,
    wins,
    losses,
    pushes: count('push'),
    pending: count('pending'),
    // One definition of each figure (src/domain/figures.ts), rounded to one decimal there.
    winRate: winRate(wins, losses),
    units,
    roi: roi(units, staked),
    ...clvPart(graded),
  };
}

function clvPart(graded: readonly SavedBet[]): Pick<BetSummary, 'meanClv' | 'beatClose'> {
  const { meanClv, beatClose } = clvSummary(graded.map((bet) => bet.clv));
  return { meanClv, beatClose };
}

/** Mean CLV as shown: '+1.25 pts', '-' when none is measured. */
export function clvText(value: number | null): string {
  if (value == null) return '-';
  return `${value > 0 ? '+' : value < 0 ? '-' : ''}${Math.abs(value).toFixed(2)} pts`;
}

export interface GroupSummary extends BetSummary {
  label: string;
}

function groupBy(
  bets: readonly SavedBet[],
  key: (bet: SavedBet) => string | null,
): Map<string, SavedBet[]> {
  const groups = new Map<string, SavedBet[]>();
  for (const bet of bets) {
    const k = key(bet);
    if (k != null) groups.set(k, [...(groups.get(k) ?? []), bet]);
  }
  return groups;
}

/** One summary per calendar month of createdAt, newest month first. */
export function summarizeByMonth(bets: readonly SavedBet[]): GroupSummary[] {
  const monthOf = (bet: SavedBet) => {
    const date = parseISO(bet.createdAt);
    return Number.isNaN(date.getTime()) ? null : format(date, 'yyyy-MM');
  };
  return [...groupBy(bets, monthOf)]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([month, group]) => ({
      label: format(parseISO(`${month}-01`), 'MMMM yyyy'),
      ...summarizeBets(group),
    }));
}

/** One summary per sport, when the bets say their sport; null when none does. */
export function summarizeBySport(bets: readonly SavedBet[]): GroupSummary[] | null {
  const groups = groupBy(bets, (bet) => (bet.sport ? bet.sport.toUpperCase() : null));
  if (groups.size === 0) return null;
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([sport, group]) => ({ label: sport, ...summarizeBets(group) }));
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
  return `${units > 0 ? '+' : units < 0 ? '-' : ''}${Math.abs(units).toFixed(2)}u`;
}
