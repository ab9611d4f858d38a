import type { BookLines } from '@domain/rules/bookQuote';
import { api } from '@/lib/api';

/** A side's best price as the engine picks it (domain/pricing/fairLine.ts `bestPriceOf`): the book's key and title. */
export interface BestSidePrice {
  book: string;
  title: string;
  price: number;
  point: number | null;
}

/** The sides the odds route prices, each the best non-stale price at the fair line's point. */
export type BestSide =
  'homeMoneyLine' | 'awayMoneyLine' | 'homeSpread' | 'awaySpread' | 'over' | 'under';

/**
 * GET /api/matchups/{id}/odds as the slip reads it: the sharp reference book, every other book's
 * lines (each by its key and title) and each side's best.
 */
export interface GameBooks {
  matchupId: string;
  reference?: BookLines | null;
  books: BookLines[];
  best: Partial<Record<BestSide, BestSidePrice | null>>;
}

/** Every book a bettor can take a price at: the reference book too (docs/product.md §9). */
export const allBooks = (g: GameBooks | undefined): BookLines[] =>
  g ? [...(g.reference ? [g.reference] : []), ...g.books] : [];

/**
 * The books of one or more games (a single's, a parlay's or teaser's), in the order asked; fails
 * when any game's cannot be read.
 */
export const bookOddsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGamesBooks: build.query<GameBooks[], string[]>({
      async queryFn(ids, _api, _extra, baseQuery) {
        const answers = await Promise.all(
          ids.map(async (id) => baseQuery({ url: `/matchups/${encodeURIComponent(id)}/odds` })),
        );
        const failed = answers.find((a) => a.error);
        if (failed?.error) return { error: failed.error };
        return { data: answers.map((a) => a.data as GameBooks) };
      },
    }),
  }),
});

export const { useGetGamesBooksQuery } = bookOddsApi;
