import type { Matchup } from '@domain/contracts/matchup';
import { isFinished, startInstant } from '@domain/rules/status';

/** Whether a game has started: its AI results and analysis are then the pre-game ones. */
export function hasStarted(m: Matchup, now = Date.now()): boolean {
  const start = startInstant(m);
  return isFinished(m.status) || (start !== null && start.getTime() <= now);
}

export const PRE_GAME_TEXT = 'Pre-game: made before the game started, not updated since.';
