import { labelThresholdsText, NO_EDGE_TEXT } from '@domain/pricing/edgePricing';

// The tutorials' text, one entry per tab (docs/product.md §2: Getting Started, Handicapping, AI Models, Advanced).

export interface Lesson {
  title: string;
  steps: string[];
}

export interface TutorialTab {
  value: string;
  label: string;
  lessons: Lesson[];
}

export const TUTORIAL_TABS: TutorialTab[] = [
  {
    value: 'getting-started',
    label: 'Getting Started',
    lessons: [
      {
        title: 'Find today’s games',
        steps: [
          'Pick a sport in the sidebar; it opens today’s matchups for that league.',
          'Use the date strip to move a day or a week; the address keeps the sport and date, so you can bookmark it.',
          'Switch between card and table view; your choice is remembered on this device.',
        ],
      },
      {
        title: 'Read a game card',
        steps: [
          'The badge shows whether a game is upcoming, in progress or final.',
          'Moneyline, Spread and Total Points tabs show the odds and each model’s call for that market.',
          'Open AI Analysis for the written reasoning, or Models for every prediction side by side.',
        ],
      },
      {
        title: 'Save your first pick',
        steps: [
          'Sign in, open Enter Picks and click an odds button to add it to your bet slip.',
          'Set units (your standard stake is 1) and add a short description if you like.',
          'Confirm All Picks; they are graded automatically when the games end.',
        ],
      },
    ],
  },
  {
    value: 'handicapping',
    label: 'Handicapping',
    lessons: [
      {
        title: 'Bankroll and units',
        steps: [
          'Decide on a bankroll you can afford to lose and call 1 unit 1-2% of it.',
          'Size every pick in units, not dollars, so a bad week cannot sink you.',
          'Raise a unit only when the bankroll grows, never to chase losses.',
        ],
      },
      {
        title: 'Shop for the best line',
        steps: [
          'The same game is priced differently by different books; half a point on a spread matters.',
          'At -110 you must win about 52.4% to break even; every cent of price you save lowers that.',
          'Beating the closing line consistently is the strongest sign that your picks have an edge.',
        ],
      },
      {
        title: 'Keep an honest record',
        steps: [
          'Record every pick before the game starts, wins and losses alike.',
          'Judge yourself on ROI and units, not win rate alone: favourites win often but pay little.',
          'Under about 20 graded picks, results are mostly luck; wait for a bigger sample.',
        ],
      },
    ],
  },
  {
    value: 'ai-models',
    label: 'AI Models',
    lessons: [
      {
        title: 'What the models are',
        steps: [
          'Elo ratings: team strength updated after every game, with home advantage and margin of victory.',
          'Power ratings: offence and defence estimated from recent scores, giving a predicted score for each side.',
          'Line ratings: team strength read from the closing lines of games already played, with rest and, where known, the starting quarterback or pitcher.',
          'Market baseline: the odds with the bookmaker’s margin removed, shown beside the models as the bar to beat; it is not an AI model and never counts in the consensus.',
          'Poisson model (NHL and MLB): goals and runs as counts, for low-scoring sports.',
        ],
      },
      {
        title: 'Lean, Bet, Lock',
        steps: [
          'Every pick shows the fair chance it wins and the best price you can get, beside the sharp book’s own no-vig chance.',
          `Its edge is the expected profit per unit staked at that price. The fair chance has a range, so the edge has one too. The thresholds are ${labelThresholdsText()}.`,
          `A pick short of Lean at the low end gets no label; the card says “${NO_EDGE_TEXT}” or shows a small edge. A 70% favourite at -400 is not a bet.`,
          'Under a label, the card says how that label did on real NFL prices, with its 95% interval; the whole table is on AI Models.',
        ],
      },
      {
        title: 'Check the track record',
        steps: [
          'View AI Results shows each model’s record by market and period.',
          'Total Results breaks the record down by model, sport and date.',
          'Confidence is a calibrated probability: 70% picks should win about 7 times in 10.',
        ],
      },
    ],
  },
  {
    value: 'advanced',
    label: 'Advanced',
    lessons: [
      {
        title: 'Parlays and teasers',
        steps: [
          'Switch Enter Picks to parlay or teaser mode and select up to 8 legs.',
          'A parlay pays the product of its legs’ decimal odds; every leg must win.',
          'A teaser moves spreads and totals in your favour by 4 to 13 points at a lower price: spreads go up for either side, Over totals go down and Under totals go up; moneylines cannot be teased.',
        ],
      },
      {
        title: 'Using the consensus well',
        steps: [
          'Filter by confidence to see only the strongest calls.',
          'A model moves the fair line only where it earned a weight on seasons it was not fitted on (AI Models lists where); elsewhere its line is an opinion, and its gap to the market is not an edge.',
          'When the models disagree, the price usually already reflects the uncertainty: consider passing.',
        ],
      },
      {
        title: 'Becoming a handicapper',
        steps: [
          'Build a public record first: 10 or more picks a week, posted before game time.',
          'Apply from Join as Handicapper and choose a price that matches your experience.',
          'Stay above a 52% win rate to remain active and earn your share of subscriptions.',
        ],
      },
    ],
  },
];
