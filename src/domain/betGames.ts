/**
 * The live state of the games an open bet is on (docs/product.md §9 "Bet tracker"): GET /api/bets
 * sends it beside the bets, read from the matchups store, and Betting History and the profile
 * show it as "Q3 4:12 · 55-60", "Final 99-102" or "Starts 7:30 PM EST" (the account's zone).
 */
import { z } from 'zod';
import { isFinished } from './status';

/** One game of an open bet, as GET /api/bets sends it in `games`. */
export const betGameSchema = z.object({
  matchupId: z.string(),
  sport: z.string(),
  awayTeam: z.string(),
  homeTeam: z.string(),
  status: z.string(),
  /** ISO instant of the start. */
  startsAt: z.string(),
  period: z.string().nullable(),
  clock: z.string().nullable(),
  awayScore: z.number().nullable(),
  homeScore: z.number().nullable(),
});
export type BetGame = z.infer<typeof betGameSchema>;

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
