/** Marketplace texts and the handicappers' ranking (docs/product.md §3); the wire shapes: ../contracts/marketplace.ts. */
import { PUBLISH_CLOSE_MINUTES } from './slip';

/** Shown where a locked pick's selection would be. */
export const PICK_LOCKED_TEXT = 'Subscribe to see this pick before the game starts.';

/** Shown under the started legs of a parlay or teaser whose other legs are still hidden. */
export const hiddenLegsText = (n: number): string =>
  `${n} more leg${n === 1 ? '' : 's'} hidden until ${n === 1 ? 'its game starts' : 'their games start'}. Subscribe to see ${n === 1 ? 'it' : 'them'} now.`;

/** How many notifications GET /api/notifications returns, newest first. */
export const NOTIFICATIONS_PAGE = 50;

/** The notice a subscriber gets when a capper posts picks. */
export function picksPostedTitle(capperName: string, count: number): string {
  return `${capperName} posted ${count === 1 ? 'a new pick' : `${count} new picks`}`;
}

/**
 * Under this many graded picks a capper's record is a small sample: not ranked, and listed after
 * the ranked cappers by how many picks are graded, never by the sorted figure (docs/product.md
 * §5, Handicappers).
 */
export const MIN_RANKED_PICKS = 20;

/** The sorts of /handicappers, best first for each figure. */
export const HANDICAPPER_SORTS = [
  { value: 'roi', label: 'ROI' },
  { value: 'units', label: 'Units' },
  { value: 'winRate', label: 'Win rate' },
  { value: 'picks', label: 'Picks' },
] as const;
export type HandicapperSort = (typeof HANDICAPPER_SORTS)[number]['value'];

interface Rankable {
  name: string;
  sample: boolean;
  winRate: number | null;
  roi: number | null;
  units: number;
  record: { picks: number; sampleSize: 'small' | 'ok' };
}

/**
 * Ranked: MIN_RANKED_PICKS graded picks or more. A sample capper's record is graded like any
 * other and ranks by the same rule, marked as a sample wherever it is shown.
 */
export function isRanked(capper: Rankable): boolean {
  return capper.record.sampleSize === 'ok';
}

const graded = (capper: Rankable) => capper.record.picks;

// A record without the figure (no decided pick, nothing risked) sorts after every record with it.
const figure = (capper: Rankable, sort: HandicapperSort): number =>
  sort === 'picks' ? capper.record.picks : (capper[sort] ?? Number.NEGATIVE_INFINITY);

/**
 * Cappers in the order /handicappers lists them: the ranked ones by the chosen figure, numbered
 * from 1; then the unranked (small samples), without a rank, by their number of picks: a small
 * sample's figure says too little to be sorted on.
 */
export function rankHandicappers<T extends Rankable>(
  list: readonly T[],
  sort: HandicapperSort,
): { capper: T; rank: number | null }[] {
  const order = (a: T, b: T) => {
    const fa = figure(a, sort);
    const fb = figure(b, sort);
    return (fa === fb ? 0 : fb > fa ? 1 : -1) || a.name.localeCompare(b.name);
  };
  const ranked = list.filter(isRanked).sort(order);
  const rest = list
    .filter((c) => !isRanked(c))
    .sort((a, b) => graded(b) - graded(a) || a.name.localeCompare(b.name));
  return [
    ...ranked.map((capper, i) => ({ capper, rank: i + 1 })),
    ...rest.map((capper) => ({ capper, rank: null })),
  ];
}

/** The simulated payment provider, named wherever it takes a payment (docs/product.md §9). */
export const SIMULATED_PAYMENT_NOTE =
  'Payment is simulated: no card is charged; the charge is recorded as a simulated payment.';
/** A sample capper never posts to subscribers (answered 409). */
export const SAMPLE_CAPPER_NOT_SUBSCRIBABLE =
  'This is a sample handicapper: their picks are sample data, so they cannot be subscribed.';

/**
 * The most picks a handicapper publishes in one day, counted by the US Eastern day they are
 * published (docs/product.md §5 "Closing"; the rules card's "Up to 3 bets per day").
 */
export const MAX_PUBLISHED_PER_DAY = 3;

/** The rules card's words for the daily limit; the server's refusal quotes them. */
export const DAILY_PICKS_RULE = `Up to ${MAX_PUBLISHED_PER_DAY} bets per day.`;

/** The server's refusal of a pick past the daily limit, quoting the card's rule. */
export function dailyPicksRefusal(published: number): string {
  return `${DAILY_PICKS_RULE} You have published ${published} today (US Eastern); publish again tomorrow or track this bet privately.`;
}

/** The one cutoff of a published pick, as every page states it (docs/product.md §10). */
export const PUBLISH_CUTOFF_RULE = `Place bets at least ${PUBLISH_CLOSE_MINUTES} minutes before the game starts.`;

/** The rules card of /become-handicapper (docs/product.md §6), every number from its one rule. */
export const CAPPER_RULES: readonly string[] = [
  'Submit at least 10 picks per week.',
  PUBLISH_CUTOFF_RULE,
  DAILY_PICKS_RULE,
  'All bets are final.',
  'Maintain a win rate of at least 52% to stay active.',
  'Never include personal information in pick descriptions.',
  'Sharing personal information or violating the code of conduct can lead to removal.',
];
