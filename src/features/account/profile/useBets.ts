import { useEffect, useState } from 'react';
import { fetchBets, type SavedBet } from './bets';

/** The signed-in user's bets from GET /api/bets, fetched once per mount; null while loading. */
export function useBets(): SavedBet[] | null {
  const [bets, setBets] = useState<SavedBet[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void fetchBets(controller.signal).then((list) => {
      if (!controller.signal.aborted) setBets(list);
    });
    return () => controller.abort();
  }, []);
  return bets;
}
