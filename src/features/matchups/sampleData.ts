import type { SummaryRow } from '@domain/rules/aiPicks';

/*
 * Fixed sample content (docs/product.md §2): the Expert Cappers summary grid is not live data.
 * The capper sidebar reads the handicappers API (CappersPanel).
 */

const game = (
  id: string,
  gameTime: string,
  teamBet: string,
  confidenceRating: number,
  outcome: 'win' | 'loss' | 'pending',
  margin: number | null,
) => ({
  id,
  gameTime,
  teamBet,
  confidenceRating,
  outcome,
  margin,
});

/** The Expert Cappers grid: one row per bet type, in the same shape as the AI summaries. */
export const EXPERT_CAPPER_SUMMARY: SummaryRow[] = [
  {
    betType: 'moneyline',
    count: 3,
    wins: 2,
    totalGames: 3,
    games: [
      game('cap-ml-1', '7:30 PM', 'Celtics ML', 82, 'win', 9),
      game('cap-ml-2', '8:00 PM', 'Chiefs ML', 77, 'win', 4),
      game('cap-ml-3', '10:00 PM', 'Dodgers ML', 71, 'loss', -2),
    ],
  },
  {
    betType: 'spread',
    count: 2,
    wins: 1,
    totalGames: 2,
    games: [
      game('cap-sp-1', '7:00 PM', 'Bruins -1.5', 74, 'loss', -1),
      game('cap-sp-2', '9:30 PM', 'Nuggets -4.5', 79, 'win', 6.5),
    ],
  },
  {
    betType: 'over',
    count: 2,
    wins: 1,
    totalGames: 1,
    games: [
      game('cap-ov-1', '7:30 PM', 'Over 224.5', 76, 'win', 8.5),
      game('cap-ov-2', '11:00 PM', 'Over 8.5', 70, 'pending', null),
    ],
  },
  {
    betType: 'under',
    count: 1,
    wins: 0,
    totalGames: 1,
    games: [game('cap-un-1', '8:15 PM', 'Under 47.5', 73, 'loss', -3.5)],
  },
];
