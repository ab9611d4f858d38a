import { useEffect, useMemo, useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import type { BetGame } from '@domain/contracts/betGames';
import { useGetProfileBetsQuery } from '../accountApi';
import type { SavedBet } from './bets';

type Parser = Pick<typeof import('./betsParse'), 'parseBets' | 'parseGames'>;
let parser: Parser | null = null;

/**
 * The reader of the answer (zod, ./betsParse.ts), asked for as the page first renders, beside the
 * answer itself: the page paints before zod has loaded (docs/benchmarks.md, Lighthouse). Null
 * until it is in; a failed download is asked for again with the next answer.
 */
function useBetsParser(retry: unknown): Parser | null {
  const [loaded, setLoaded] = useState(parser);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    import('./betsParse')
      .then(({ parseBets, parseGames }) => {
        parser = { parseBets, parseGames };
        if (live) setLoaded(parser);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [loaded, retry]);
  return loaded;
}

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
  const reader = useBetsParser(data);
  const parsed = useMemo(() => {
    if (isError) return { bets: [], games: new Map<string, BetGame>() };
    return data && reader
      ? { bets: reader.parseBets({ bets: data.bets }), games: reader.parseGames(data) }
      : null;
  }, [data, isError, reader]);
  const open = parsed?.bets.some((bet) => bet.status === 'pending') ?? false;
  useGetProfileBetsQuery(id, { skip: !user || !open, pollingInterval: OPEN_BETS_POLL_MS });
  return parsed;
}
