/**
 * The teaser card (docs/product.md §9): the points a teaser may take and its prices, in a module
 * of their own because the root store reads the points, and the slip's other rules stay out of
 * the first download (docs/benchmarks.md). The slip's rules (./slip) price teasers from it.
 */
export const TEASER_POINTS = [4, 5, 6, 7, 10, 13] as const;
export const DEFAULT_TEASER_POINTS = 6;
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
