import { betGameIds } from '@domain/rules/betGames';
import type { BetGame } from '@domain/contracts/betGames';
import type { SavedBet } from '@domain/contracts/bets';
import type { MatchupRow } from '../matchups';

/**
 * The games of the open bets in a list, as the matchups store holds them now (score, period,
 * clock, status, start): what Betting History and the profile show beside each open bet.
 */
export async function openBetGames(
  bets: readonly SavedBet[],
  games: (ids: string[]) => Promise<MatchupRow[]>,
): Promise<BetGame[]> {
  const ids = new Set(bets.filter((b) => b.status === 'pending').flatMap(betGameIds));
  if (ids.size === 0) return [];
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
