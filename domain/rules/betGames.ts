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

function startText(start: Date, now: Date, timeZone: string): string {
  const day = (d: Date) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    }).format(d);
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(start);
  if (day(start) === day(now)) return time;
  const date = new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
  }).format(start);
  return `${date}, ${time}`;
}

/**
 * A game's state in words, scores away-home as the event reads ("Away @ Home"): "Final 99-102";
 * live "Q3 4:12 · 55-60" (the period and clock the feed gives, else "In Progress"); before the
 * start "Starts 7:30 PM EST" in `timeZone`, with the date when it is not today there.
 */
export function gameStateText(game: BetGame, now: Date, timeZone: string): string {
  if (isFinished(game.status)) return `Final ${score(game)}`;
  const start = new Date(game.startsAt);
  const known = !Number.isNaN(start.getTime());
  if (known && start.getTime() > now.getTime()) return `Starts ${startText(start, now, timeZone)}`;
  if (!known) return 'Start time TBD';
  const period = [game.period, game.clock].filter((p): p is string => !!p?.trim()).join(' ');
  return `${period || 'In Progress'} · ${score(game)}`;
}
