/** The games of a bet and their state in words (docs/product.md §9; the wire shape: ../contracts/betGames.ts). */
import { isFinished } from './status';
import type { BetGame } from '../contracts/betGames';

/** The games of a bet: a single's own, a parlay's or teaser's legs' (their included matchups). */
export function betGameIds(bet: {
  betMode: string;
  matchupId: string;
  includedMatchups: readonly string[];
}): string[] {
  const ids = bet.betMode === 'single' ? [bet.matchupId] : bet.includedMatchups;
  return [...new Set(ids.filter((id) => id !== ''))];
}

const score = (game: BetGame): string => `${game.awayScore ?? 0}-${game.homeScore ?? 0}`;

/**
 * A game's state in words, scores away-home as the event reads ("Away @ Home"): "Final 99-102";
 * live "Q3 4:12 · 55-60" (the period and clock the feed gives, else "In Progress"); before the
 * start "Starts " and the start as `startText` writes it (the web app's one formatter,
 * src/lib/formatInZone.ts: "7:30 PM EST", with the date when it is not today in the zone).
 */
export function gameStateText(
  game: BetGame,
  now: Date,
  startText: (start: Date) => string,
): string {
  if (isFinished(game.status)) return `Final ${score(game)}`;
  const start = new Date(game.startsAt);
  const known = !Number.isNaN(start.getTime());
  if (known && start.getTime() > now.getTime()) return `Starts ${startText(start)}`;
  if (!known) return 'Start time TBD';
  const period = [game.period, game.clock].filter((p): p is string => !!p?.trim()).join(' ');
  return `${period || 'In Progress'} · ${score(game)}`;
}
