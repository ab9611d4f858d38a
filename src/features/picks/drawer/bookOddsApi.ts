import type { BookLines } from '@domain/rules/bookQuote';
import { api } from '@/lib/api';

/** A side's best price as the engine picks it (domain/pricing/fairLine.ts `bestPriceOf`). */
export interface BestSidePrice {
  book: string;
  title: string;
  price: number;
  point: number | null;
}

/** The sides the odds route prices, each the best non-stale price at the fair line's point. */
export type BestSide =
  'homeMoneyLine' | 'awayMoneyLine' | 'homeSpread' | 'awaySpread' | 'over' | 'under';

/** GET /api/matchups/{id}/odds as the slip reads it: every book's lines and each side's best. */
export interface GameBooks {
  matchupId: string;
  books: (BookLines & { book: string; updatedAt: string })[];
  best: Partial<Record<BestSide, BestSidePrice | null>>;
}

/** The books' prices of one game, for the price a slip takes. */
export const bookOddsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGameBooks: build.query<GameBooks, string>({
      query: (id) => ({ url: `/matchups/${encodeURIComponent(id)}/odds` }),
    }),
  }),
});
