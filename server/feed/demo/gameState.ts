import type { Sport } from '@domain/rules/sports';
import type { GameState } from '../types';

// The period and clock of a demo game from the share of it played.

const SUFFIX = ['th', 'st', 'nd', 'rd'];
const ordinal = (n: number): string =>
  `${n}${SUFFIX[((n % 100) - 20) % 10] ?? SUFFIX[n % 100] ?? 'th'}`;

const clockOf = (minutesLeft: number): string => {
  const seconds = Math.max(0, Math.floor(minutesLeft * 60));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** How a league's game is divided: periods of a length in game minutes (no clock in baseball). */
const FORMAT: Record<Sport, { periods: number; minutes: number; label: (n: number) => string }> = {
  nfl: { periods: 4, minutes: 15, label: (n) => `Q${n}` },
  ncaaf: { periods: 4, minutes: 15, label: (n) => `Q${n}` },
  nba: { periods: 4, minutes: 12, label: (n) => `Q${n}` },
  ncaab: { periods: 2, minutes: 20, label: (n) => `${n}H` },
  nhl: { periods: 3, minutes: 20, label: (n) => ordinal(n) },
  mlb: { periods: 9, minutes: 0, label: (n) => ordinal(n) },
};

/** Share of the game's real time given to overtime when there is one (the last stretch). */
export const OVERTIME_SHARE = 0.03;

/**
 * Period and clock at `progress` (0 = start, 1 = final): null both before the start and once final.
 * An overtime game shows 'OT' for its last stretch (baseball: 'Top 10th' / 'Bot 10th').
 */
export function gameState(sport: Sport, progress: number, overtime: boolean): GameState {
  if (progress < 0 || progress >= 1) return { period: null, clock: null };
  const f = FORMAT[sport];
  const regulation = overtime ? 1 - OVERTIME_SHARE : 1;
  if (progress >= regulation) {
    if (sport === 'mlb')
      return { period: progress < 1 - OVERTIME_SHARE / 2 ? 'Top 10th' : 'Bot 10th', clock: null };
    const otMinutes = sport === 'nba' || sport === 'ncaab' ? 5 : sport === 'nhl' ? 5 : 10;
    return {
      period: 'OT',
      clock: sport === 'ncaaf' ? null : clockOf(((1 - progress) / OVERTIME_SHARE) * otMinutes),
    };
  }
  const x = (progress / regulation) * f.periods;
  const n = Math.min(f.periods, Math.floor(x) + 1);
  if (sport === 'mlb') {
    const top = x - Math.floor(x) < 0.5;
    return { period: `${top ? 'Top' : 'Bot'} ${f.label(n)}`, clock: null };
  }
  return { period: f.label(n), clock: clockOf((n - x) * f.minutes) };
}
