import type { BookLines } from '@/domain/bookQuote';
import { api } from '@/lib/api';

/** GET /api/matchups/{id}/odds as the slip reads it: every book's current lines of a game. */
export interface GameBooks {
  matchupId: string;
  books: (BookLines & { book: string; updatedAt: string })[];
}

/** The books' prices of one game, for the price a slip takes (src/domain/bookQuote.ts). */
export const bookOddsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGameBooks: build.query<GameBooks, string>({
      query: (id) => ({ url: `/matchups/${encodeURIComponent(id)}/odds` }),
    }),
  }),
});
