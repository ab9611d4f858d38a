import { useMemo } from 'react';
import { useAppSelector } from '@/app/hooks';
import { useGetProfileBetsQuery } from '../accountApi';
import { parseBets, type SavedBet } from './bets';

/** The signed-in user's bets (GET /api/bets through the one api); null while loading, [] on error. */
export function useBets(): SavedBet[] | null {
  const user = useAppSelector((state) => state.auth.user);
  const { data, isError } = useGetProfileBetsQuery(user?.userId ?? '', { skip: !user });
  return useMemo(() => {
    if (isError) return [];
    return data ? parseBets({ bets: data }) : null;
  }, [data, isError]);
}
