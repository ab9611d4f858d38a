import type { MatchupPredictions } from '@domain/contracts/matchup';
import { api, checkedAfterRender } from '@/lib/api';

/**
 * GET /api/matchups/{id}/predictions: each model's result for a game and its consensus's summary,
 * asked for when the card's Models dialog or AI Analysis opens (the list carries the card only,
 * docs/architecture.md "The wire"). A model's new result for the game refetches it
 * (src/app/live/matchupsListeners.ts).
 */
export const predictionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMatchupPredictions: build.query<MatchupPredictions, string>({
      query: (id) => ({ url: `/matchups/${encodeURIComponent(id)}/predictions` }),
      rawResponseSchema: checkedAfterRender('getMatchupPredictions', 'matchupPredictions'),
      // A game's models are the 'Models' tag with the game's id: its new result invalidates it.
      providesTags: (_result, _error, id) => [{ type: 'Models', id }],
    }),
  }),
});

export const { useGetMatchupPredictionsQuery } = predictionsApi;
