/**
 * The bet slip's limits, messages and teaser card (docs/product.md §3/§5/§9), without the wire
 * schemas of ./slip.ts: the root store reads these, and its import graph stays free of zod
 * (docs/benchmarks.md). ./slip.ts re-exports them.
 */
export const MAX_LEGS = 8;
export const MAX_LEGS_MESSAGE = 'Maximum of 8 selections allowed for a parlay/teaser';
export const TEASER_MONEYLINE_MESSAGE = 'Money line bets cannot be included in teasers';
export const TEASER_POINTS = [4, 5, 6, 7, 10, 13] as const;
/** docs/product.md §5: what the page and Tutorials say a teaser does to the lines. */
export const TEASER_DIRECTION_TEXT =
  'A teaser moves every line toward you by its points: spreads go up for either side, Over totals go down and Under totals go up.';
export const DEFAULT_TEASER_POINTS = 6;
export const DEFAULT_UNITS = 1;
export const MAX_UNITS = 1000;
/** docs/product.md §5 slip refusals, said in the browser and by the server alike. */
export const UNITS_MESSAGE = 'Units must be greater than 0';
export const MAX_UNITS_MESSAGE = `Units must be at most ${MAX_UNITS}`;
export const DUPLICATE_SINGLE_MESSAGE = 'This pick is already on your bet slip';
export const SAME_GAME_MESSAGE = 'A game can be in a parlay or teaser only once';
/** docs/product.md §9: said beside a price that was not posted. */
export const ASSUMED_PRICE_NOTE = 'assumed -110';
export const MIN_TEASER_LEGS = 2;

/**
 * The house teaser card (docs/product.md §9), defined once here: the American price of a teaser
 * by points (rows) and legs (2 to 8). Standard sportsbook shape: more points or fewer legs pay
 * less. 2-team 6 points is -110.
 *
 * | pts | 2    | 3    | 4    | 5    | 6    | 7    | 8     |
 * | 4   | +100 | +180 | +300 | +450 | +650 | +900 | +1200 |
 * | 5   | -105 | +170 | +280 | +425 | +575 | +800 | +1000 |
 * | 6   | -110 | +160 | +265 | +400 | +500 | +700 | +900  |
 * | 7   | -130 | +140 | +200 | +325 | +450 | +600 | +800  |
 * | 10  | -200 | -120 | +150 | +200 | +250 | +300 | +400  |
 * | 13  | -300 | -150 | -120 | +110 | +150 | +200 | +250  |
 */
export const TEASER_PRICES: Readonly<Record<number, readonly number[]>> = {
  4: [100, 180, 300, 450, 650, 900, 1200],
  5: [-105, 170, 280, 425, 575, 800, 1000],
  6: [-110, 160, 265, 400, 500, 700, 900],
  7: [-130, 140, 200, 325, 450, 600, 800],
  10: [-200, -120, 150, 200, 250, 300, 400],
  13: [-300, -150, -120, 110, 150, 200, 250],
};
/** docs/product.md §9: spread and total legs are priced at -110 in the parlay estimate. */
export const STANDARD_PRICE = -110;

/**
 * The price of a teaser with `legs` live legs. A teaser cut to one leg by pushes is paid as a
 * straight bet at the teased line (-110); null for no legs or points not on the card.
 */
export function teaserPrice(legs: number, points: number): number | null {
  if (legs === 1) return STANDARD_PRICE;
  return TEASER_PRICES[points]?.[legs - MIN_TEASER_LEGS] ?? null;
}
/** docs/product.md §9: a money line leg without a line is priced at +100. */
export const MISSING_MONEYLINE_PRICE = 100;

/**
 * docs/product.md §5 teasers: only football and basketball spreads and totals (the sports the
 * teaser card's 4-13 points are written for), every leg of one sport, no total teased to zero or
 * below. Each refusal names the leg it refuses.
 */
export const TEASER_SPORTS = ['nfl', 'ncaaf', 'nba', 'ncaab'] as const;
export const TEASER_SPORT_WORDS = 'football and basketball spreads and totals';
export const teaserSportMessage = (sport: string): string =>
  `${sport.toUpperCase()} cannot be teased: teasers take only ${TEASER_SPORT_WORDS}`;
export const teaserOneSportMessage = (sport: string, other: string): string =>
  `All legs of a teaser must be of one sport: ${other.toUpperCase()} cannot join ${sport.toUpperCase()}`;
export const teaserBelowZeroMessage = (leg: string, teased: number): string =>
  `A total cannot be teased below zero: ${leg} teased would be ${teased}`;

/** True for a sport whose spreads and totals may be teased. */
export function isTeaserSport(sport: string): boolean {
  return (TEASER_SPORTS as readonly string[]).includes(sport.trim().toLowerCase());
}

/**
 * docs/product.md §5 closing: a handicapper's published pick closes this many minutes before its
 * game (docs/product.md §10); a bettor's own tracked bet closes at the start.
 */
export const PUBLISH_CLOSE_MINUTES = 15;
export const pickStartedMessage = (game: string): string =>
  `${game} has already started: picks on it are closed.`;
export const publishClosedMessage = (game: string): string =>
  `${game} starts within ${PUBLISH_CLOSE_MINUTES} minutes: published picks close ${PUBLISH_CLOSE_MINUTES} minutes before the game`;

/** The instant picks on a game starting at `start` close: the start, or 15 minutes before it when published. */
export function picksCloseAt(start: Date, publish: boolean): Date {
  return publish ? new Date(start.getTime() - PUBLISH_CLOSE_MINUTES * 60_000) : start;
}
