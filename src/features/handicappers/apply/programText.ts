// Handicapper program texts: docs/product.md §5-§6 rules and docs/product.md §9 benefits and profit distribution.

export const RULES = [
  'Submit at least 10 picks per week.',
  'Picks are finalized 1 hour before game time.',
  'Place bets at least 15 minutes before the game starts.',
  'Up to 3 bets per day.',
  'All bets are final.',
  'Maintain a win rate of at least 52% to stay active.',
  'Never include personal information in pick descriptions.',
  'Sharing personal information or violating the code of conduct can lead to removal.',
];

export const BENEFITS = [
  'Earn 50-75% of your subscription purchases, based on your win rate.',
  'Plus 15% of base subscription revenue.',
  'Paid monthly by direct deposit, an online payment service or bank transfer.',
  'Your record is graded automatically and shown on your public profile.',
];

/** docs/product.md §9: a monthly pool of 25% of membership revenue, for cappers with a win rate above 45%. */
export const POOL_SHARE = 0.25;
export const POOL_MIN_WIN_RATE = 45;

/** Each eligible capper's share of the pool, proportional to win rate; others get nothing. */
export function poolShares(revenue: number, winRates: number[]): number[] {
  const pool = revenue * POOL_SHARE;
  const eligible = winRates.map((rate) => (rate > POOL_MIN_WIN_RATE ? rate : 0));
  const total = eligible.reduce((sum, rate) => sum + rate, 0);
  return eligible.map((rate) => (total === 0 ? 0 : (pool * rate) / total));
}
