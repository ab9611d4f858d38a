import type { Matchup } from '@domain/contracts/matchup';
import { gameState } from '@domain/rules/status';

/** A live game's period and clock ('Q3 4:12', 'Top 7th'); nothing otherwise. */
export function GameClock({ matchup, now }: { matchup: Matchup; now: number }) {
  if (gameState(matchup, new Date(now)) !== 'live') return null;
  const text = [matchup.period, matchup.clock]
    .filter((p) => p != null && p.trim() !== '')
    .join(' ');
  if (!text) return null;
  return (
    <span
      aria-label={`Game clock ${text}`}
      className="text-xs font-semibold text-red-600 tabular-nums dark:text-red-400"
    >
      {text}
    </span>
  );
}
