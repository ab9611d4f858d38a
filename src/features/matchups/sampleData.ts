import type { SummaryRow } from '@/domain/aiPicks';

/*
 * Fixed sample content (docs/product.md §2): the Expert Cappers summary, the capper panel and the
 * 'Today's Results' handicapper table are not live data. Buy buttons have no behaviour.
 */

/** Sample capper (docs/product.md §3): name, avatar, sport, return, price; panel prices $19 to $34. */
export interface SampleCapper {
  name: string;
  avatar: string;
  sport: string;
  return: string;
  price: number;
}

export const SAMPLE_CAPPERS: SampleCapper[] = [
  { name: 'Mike Thompson', avatar: 'MT', sport: 'NBA', return: '+18.4%', price: 29 },
  { name: 'Sarah Chen', avatar: 'SC', sport: 'NFL', return: '+22.1%', price: 34 },
  { name: 'David Rodriguez', avatar: 'DR', sport: 'MLB', return: '+12.7%', price: 19 },
  { name: 'Lisa Park', avatar: 'LP', sport: 'NHL', return: '+15.3%', price: 24 },
];

/** Sample handicapper (docs/product.md §3): name, win, loss, units. */
export interface SampleHandicapper {
  name: string;
  win: number;
  loss: number;
  units: number;
}

export const TODAYS_RESULTS: SampleHandicapper[] = [
  { name: 'Mike Thompson', win: 4, loss: 1, units: 3.2 },
  { name: 'Sarah Chen', win: 3, loss: 2, units: 1.1 },
  { name: 'David Rodriguez', win: 2, loss: 2, units: -0.4 },
  { name: 'Lisa Park', win: 1, loss: 3, units: -2.3 },
];

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
