import {
  comboQuotes,
  noOneBookMessage,
  type ComboMode,
  type ComboQuote,
  type LegSelection,
} from '@domain/rules/slip';
import { allBooks, type GameBooks } from './drawer/bookOddsApi';

/**
 * Where a parlay or teaser being built stands (docs/product.md §9 one-book combos): its books are
 * being read; they could not be read; priced at the one book that offers every leg (best first);
 * no book offers every leg (no price, said plainly); or none of its games lists a book at all,
 * when it is priced at the posted lines.
 */
export type ComboPricing =
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'priced'; quotes: ComboQuote[] }
  | { kind: 'none'; message: string }
  | { kind: 'posted' };

export const BOOKS_UNAVAILABLE =
  'The books’ prices could not be read, so this has no price yet. Try again in a moment.';

/** The games of the legs, each once, in leg order: what the books are asked for. */
export const legGames = (legs: readonly Pick<LegSelection, 'matchupId'>[]): string[] => [
  ...new Set(legs.map((l) => l.matchupId)),
];

/** The pricing of the legs from their games' books (`games` in legGames order). */
export function comboPricing(
  legs: readonly LegSelection[],
  mode: ComboMode,
  teaserPoints: number,
  games: { data?: GameBooks[] | undefined; isError: boolean },
): ComboPricing {
  if (games.isError) return { kind: 'unavailable' };
  if (!games.data) return { kind: 'loading' };
  const data = games.data;
  const byGame = new Map(legGames(legs).map((id, i) => [id, allBooks(data[i])]));
  if ([...byGame.values()].every((books) => books.length === 0)) return { kind: 'posted' };
  const quotes = comboQuotes(legs, (id) => byGame.get(id) ?? [], mode, teaserPoints);
  return quotes.length > 0
    ? { kind: 'priced', quotes }
    : { kind: 'none', message: noOneBookMessage(legs.length, mode) };
}
