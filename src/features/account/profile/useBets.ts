import { useMemo } from 'react';
import { useAppSelector } from '@/app/hooks';
import type { BetGame } from '@domain/contracts/betGames';
import { useGetProfileBetsQuery } from '../accountApi';
import { parseBets, parseGames, type SavedBet } from './bets';

/** docs/product.md §9 "Timing": live games are polled every 60 s while a bet is open. */
export const OPEN_BETS_POLL_MS = 60_000;

/**
 * The signed-in user's bets (GET /api/bets through the one api) and the games of the open ones as
 * they stand; null while loading, no bets on error. Polled while any bet is open, so the game
 * states and the grades follow the games.
 */
export function useBetsWithGames(): { bets: SavedBet[]; games: Map<string, BetGame> } | null {
  const user = useAppSelector((state) => state.auth.user);
  const id = user?.userId ?? '';
  const { data, isError } = useGetProfileBetsQuery(id, { skip: !user });
  const parsed = useMemo(() => {
    if (isError) return { bets: [], games: new Map<string, BetGame>() };
    return data ? { bets: parseBets({ bets: data.bets }), games: parseGames(data) } : null;
  }, [data, isError]);
  const open = parsed?.bets.some((bet) => bet.status === 'pending') ?? false;
  useGetProfileBetsQuery(id, { skip: !user || !open, pollingInterval: OPEN_BETS_POLL_MS });
  return parsed;
}
