import type { MatchupOdds } from '@domain/contracts/matchup';
import { api, checkedAfterRender } from './api';

/**
 * GET /api/matchups/{id}/odds: every book's prices of one game with the stale and best flags of
 * the pricing its card shows (docs/architecture.md "The wire"). The matchups list carries the
 * card only; the Books dialog (matchups) and the slip (picks) ask for this when they need it,
 * from this one endpoint, and RTK Query keeps each game's answer cached between them.
 */
export const gameOddsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGameOdds: build.query<MatchupOdds, string>({
      query: (id) => ({ url: `/matchups/${encodeURIComponent(id)}/odds` }),
      // Checked after it is shown (src/lib/api.ts): zod stays off the page's first load.
      rawResponseSchema: checkedAfterRender('getGameOdds', 'matchupOdds'),
    }),
  }),
});

export const { useGetGameOddsQuery } = gameOddsApi;
