import { useMemo } from 'react';
import { MAX_OPENING_IDS } from '@domain/rules/oddsHistory';
import { spreadText } from '@domain/rules/display';
import { useGetOpeningLinesQuery } from '../oddsApi';

/** 'open → current' per game for its spread column ('+3.5 → +4.5'), once the opening lines arrive. */
export function useOpeningSpreads(ids: string[]): Map<string, [string, string]> {
  const key = useMemo(() => [...ids].sort().slice(0, MAX_OPENING_IDS).join(','), [ids]);
  const { data } = useGetOpeningLinesQuery(key, { skip: key === '' });
  return useMemo(
    () =>
      new Map(
        (data?.spreads ?? []).map((s) => [
          s.matchupId,
          [spreadText(s.awaySpread), spreadText(s.homeSpread)],
        ]),
      ),
    [data],
  );
}
