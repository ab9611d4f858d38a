import { betGameIds } from '@domain/rules/betGames';
import type { BetGame } from '@domain/contracts/betGames';
import type { SavedBet } from '@domain/contracts/bets';
import type { MatchupRow } from '../matchups';

/** The games the open bets of a list are on, each once. */
export function openGameIds(bets: readonly SavedBet[]): string[] {
  return [...new Set(bets.filter((b) => b.status === 'pending').flatMap(betGameIds))];
}

/**
 * These games as the matchups store holds them now (score, period, clock, status, start): what
 * Betting History and the profile show beside each open bet.
 */
export async function gamesNow(
  ids: readonly string[],
  games: (ids: string[]) => Promise<MatchupRow[]>,
): Promise<BetGame[]> {
  if (ids.length === 0) return [];
  return (await games([...ids])).map((m) => ({
    matchupId: m.id,
    sport: m.sport,
    awayTeam: m.awayTeam,
    homeTeam: m.homeTeam,
    status: m.status,
    startsAt: m.startsAt.toISOString(),
    period: m.period ?? null,
    clock: m.clock ?? null,
    awayScore: m.awayScore,
    homeScore: m.homeScore,
  }));
}

/** The games of the open bets in a list, as they stand now. */
export async function openBetGames(
  bets: readonly SavedBet[],
  games: (ids: string[]) => Promise<MatchupRow[]>,
): Promise<BetGame[]> {
  return gamesNow(openGameIds(bets), games);
}
