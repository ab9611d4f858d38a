/**
 * The bet tracker (docs/product.md §9 "Bet tracker"): a user's own bets summed in units and in
 * money, grouped by sport, market and month, and the bankroll over time. Each figure has one
 * definition (win rate, ROI and CLV are domain/rules/figures.ts's); money is integer cents, the
 * units won times the unit size. Zod-free, so any page may import it.
 */
import { zonedFormat } from './dates';
import { clvSummary, roi, winRate } from './figures';
import { SPORTS, SPORT_LABELS, isSport } from './sports';

/** What the tracker reads of a saved bet (GET /api/bets). */
export interface TrackedBet {
  status: 'pending' | 'win' | 'loss' | 'push';
  units: number;
  /** Profit in units once graded; null while pending. */
  profit: number | null;
  /** Closing-line value in no-vig probability points; null when not measured. */
  clv: number | null;
  sport?: string | null;
  betMode: 'single' | 'parlay' | 'teaser';
  betType?: 'MoneyLine' | 'Spread' | 'Total' | null;
  /** Only read for an old single without a betType ('Over' / 'Under' is a total). */
  team?: string;
  createdAt: string;
  gradedAt?: string | null;
}

/** A record over some bets, in units and (with a unit size) in money. */
export interface TrackerSummary {
  placed: number;
  wins: number;
  losses: number;
  pushes: number;
  pending: number;
  /** Bets graded (win, loss or push): the ones every figure below counts. */
  graded: number;
  /** Wins over decided (win or loss) bets, in percent; null when none is decided. */
  winRate: number | null;
  /** Profit in units over graded bets (4 decimals). */
  units: number;
  /** Units staked on graded bets. */
  risked: number;
  /** The units won in money at the unit size, in cents (moneyCents). */
  moneyCents: number;
  /** Units won over units risked, in percent; null when nothing graded was risked. */
  roi: number | null;
  /** Mean CLV of graded bets, in no-vig probability points; null when none has one. */
  meanClv: number | null;
  /** Share of graded bets with a CLV that beat the close (above 0), in percent. */
  beatClose: number | null;
}

const round4 = (n: number): number => Math.round(n * 10_000) / 10_000;

/** Units in money: units × the unit size, in whole cents (a 1.5u win at $50 a unit is 7500). */
export function moneyCents(units: number, unitSizeCents: number): number {
  return Math.round(units * unitSizeCents) || 0;
}

const isGraded = (bet: TrackedBet): boolean => bet.status !== 'pending' && bet.profit !== null;

/** The record of some bets: counts, win rate, units and money won, ROI and CLV. */
export function summarizeTracked(
  bets: readonly TrackedBet[],
  unitSizeCents: number,
): TrackerSummary {
  const graded = bets.filter(isGraded);
  const count = (status: TrackedBet['status']) => bets.filter((b) => b.status === status).length;
  const wins = count('win');
  const losses = count('loss');
  const units = round4(graded.reduce((sum, b) => sum + (b.profit ?? 0), 0));
  const risked = round4(graded.reduce((sum, b) => sum + b.units, 0));
  const { meanClv, beatClose } = clvSummary(graded.map((b) => b.clv));
  return {
    placed: bets.length,
    wins,
    losses,
    pushes: count('push'),
    pending: count('pending'),
    graded: graded.length,
    winRate: winRate(wins, losses),
    units,
    risked,
    moneyCents: moneyCents(units, unitSizeCents),
    roi: roi(units, risked),
    meanClv,
    beatClose,
  };
}

/** The markets the tracker groups by: a single's market, or the kind of combo. */
export type TrackerMarket = 'moneyline' | 'spread' | 'total' | 'parlay' | 'teaser' | 'single';

export const MARKET_LABELS: Record<TrackerMarket, string> = {
  moneyline: 'Moneyline',
  spread: 'Spread',
  total: 'Total',
  parlay: 'Parlay',
  teaser: 'Teaser',
  single: 'Single',
};
const MARKET_ORDER: TrackerMarket[] = [
  'moneyline',
  'spread',
  'total',
  'parlay',
  'teaser',
  'single',
];

/** Which market a bet is on: a combo by its kind, a single by its bet type ('single' if unknown). */
export function trackerMarket(
  bet: Pick<TrackedBet, 'betMode' | 'betType' | 'team'>,
): TrackerMarket {
  if (bet.betMode !== 'single') return bet.betMode;
  if (bet.betType === 'MoneyLine') return 'moneyline';
  if (bet.betType === 'Spread') return 'spread';
  if (bet.betType === 'Total' || bet.team === 'Over' || bet.team === 'Under') return 'total';
  return 'single';
}

/** The calendar month (yyyy-MM) of an instant as a person in `timeZone` reads it; null if invalid. */
export function monthIn(iso: string, timeZone: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts = zonedFormat(timeZone, { year: 'numeric', month: '2-digit' }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** 'November 2026' for '2026-11'. */
export function monthLabel(month: string): string {
  const [year, mm] = month.split('-').map(Number);
  return zonedFormat('UTC', { month: 'long', year: 'numeric' }).format(
    new Date(Date.UTC(year ?? 1970, (mm ?? 1) - 1, 1)),
  );
}

export interface TrackerGroup extends TrackerSummary {
  key: string;
  label: string;
}

function groupBets(
  bets: readonly TrackedBet[],
  keyOf: (bet: TrackedBet) => string | null,
): Map<string, TrackedBet[]> {
  const groups = new Map<string, TrackedBet[]>();
  for (const bet of bets) {
    const key = keyOf(bet);
    if (key === null) continue;
    const group = groups.get(key);
    if (group) group.push(bet);
    else groups.set(key, [bet]);
  }
  return groups;
}

/** One record per sport, in the product's order of sports (others after, by name). */
export function bySport(bets: readonly TrackedBet[], unitSizeCents: number): TrackerGroup[] {
  const groups = groupBets(bets, (b) => (b.sport ? b.sport.toLowerCase() : null));
  const rank = (s: string) => (isSport(s) ? SPORTS.indexOf(s) : SPORTS.length);
  return [...groups]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([key, group]) => ({
      key,
      label: isSport(key) ? SPORT_LABELS[key] : key.toUpperCase(),
      ...summarizeTracked(group, unitSizeCents),
    }));
}

/** One record per market (Moneyline, Spread, Total, Parlay, Teaser). */
export function byMarket(bets: readonly TrackedBet[], unitSizeCents: number): TrackerGroup[] {
  const groups = groupBets(bets, trackerMarket);
  return MARKET_ORDER.filter((m) => groups.has(m)).map((key) => ({
    key,
    label: MARKET_LABELS[key],
    ...summarizeTracked(groups.get(key) ?? [], unitSizeCents),
  }));
}

/** One record per calendar month the bets were placed in (in `timeZone`), newest month first. */
export function byMonth(
  bets: readonly TrackedBet[],
  unitSizeCents: number,
  timeZone: string,
): TrackerGroup[] {
  const groups = groupBets(bets, (b) => monthIn(b.createdAt, timeZone));
  return [...groups]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([key, group]) => ({
      key,
      label: monthLabel(key),
      ...summarizeTracked(group, unitSizeCents),
    }));
}

/** One point of the bankroll over time: after the bet graded at `at` (the first point: the start). */
export interface BankrollPoint {
  /** ISO instant: when the bet was graded (the first point: when the first bet was placed). */
  at: string;
  /** Milliseconds of `at`, for a time axis. */
  time: number;
  /** The bankroll after this point, in cents: the starting bankroll plus the money won so far. */
  bankrollCents: number;
  /** The money this bet won or lost, in cents (0 at the start). */
  changeCents: number;
}

/**
 * The bankroll over time: the starting bankroll when the first bet was placed, then one point per
 * graded bet in the order they were graded, each the starting bankroll plus the money won by then
 * (the units won so far × the unit size). Empty without bets.
 */
export function bankrollSeries(
  bets: readonly TrackedBet[],
  startingCents: number,
  unitSizeCents: number,
): BankrollPoint[] {
  const placed = bets.map((b) => new Date(b.createdAt).getTime()).filter((t) => Number.isFinite(t));
  if (placed.length === 0) return [];
  const gradedTime = (b: TrackedBet) => {
    const t = new Date(b.gradedAt ?? b.createdAt).getTime();
    return Number.isFinite(t) ? t : new Date(b.createdAt).getTime();
  };
  const graded = bets
    .filter(isGraded)
    .map((bet) => ({ bet, time: gradedTime(bet) }))
    .filter((g) => Number.isFinite(g.time))
    .sort((a, b) => a.time - b.time || a.bet.createdAt.localeCompare(b.bet.createdAt));
  const start = Math.min(...placed, ...graded.map((g) => g.time));
  const points: BankrollPoint[] = [
    {
      at: new Date(start).toISOString(),
      time: start,
      bankrollCents: startingCents,
      changeCents: 0,
    },
  ];
  let units = 0;
  let before = startingCents;
  for (const { bet, time } of graded) {
    units = round4(units + (bet.profit ?? 0));
    const bankrollCents = startingCents + moneyCents(units, unitSizeCents);
    points.push({
      at: new Date(time).toISOString(),
      time,
      bankrollCents,
      changeCents: bankrollCents - before,
    });
    before = bankrollCents;
  }
  return points;
}
