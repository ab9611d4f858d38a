import { http, HttpResponse } from 'msw';
import type {
  AiPerformanceResponse,
  MarketPerformance,
  ModelPerformance,
} from '@domain/contracts/performance';
import type { PerformanceBetType } from '@domain/rules/performance';
import type { AiModel } from '@domain/contracts/aiModels';

function market(
  betType: PerformanceBetType,
  figures: Partial<MarketPerformance> = {},
): MarketPerformance {
  return {
    betType,
    totalBets: 0,
    wins: 0,
    losses: 0,
    pushes: 0,
    winRate: 0,
    roi: 0,
    units: 0,
    avgOdds: null,
    bestSport: null,
    ...figures,
  };
}

const ELO: ModelPerformance = {
  modelId: 'elo',
  modelName: 'Elo Ratings',
  description: 'A margin-aware Elo rating for every team.',
  totalBets: 12,
  wins: 7,
  losses: 4,
  pushes: 1,
  winRate: 58.3,
  roi: 10.2,
  units: 1.22,
  avgOdds: -108,
  bestSport: 'nba',
  markets: [market('moneyline', { totalBets: 12, wins: 7, losses: 4, pushes: 1 })],
  upcoming: [
    {
      id: 'u1',
      date: '2025-11-23',
      startsAt: '2025-11-24T00:30:00Z',
      sport: 'nba',
      matchup: 'Boston Celtics @ Los Angeles Lakers',
      betType: 'moneyline',
      pick: 'Los Angeles Lakers ML',
      odds: -150,
      oddsAssumed: false,
      confidence: 'High',
      confidencePercent: 81,
    },
  ],
  insights: [{ title: 'Moneyline bets', stats: '7-4-1, 58.3% win rate, +1.22 units' }],
};

const POWER: ModelPerformance = {
  ...ELO,
  modelId: 'power',
  modelName: 'Power Ratings',
  description: 'Recency-weighted offence and defence ratings.',
  totalBets: 0,
  wins: 0,
  losses: 0,
  pushes: 0,
  winRate: 0,
  roi: 0,
  units: 0,
  avgOdds: null,
  bestSport: null,
  markets: [],
  upcoming: [],
  insights: [],
};

export const PERFORMANCE: AiPerformanceResponse = {
  period: 'all',
  sport: 'all',
  from: null,
  to: '2025-11-22',
  markets: [
    market('moneyline', {
      totalBets: 40,
      wins: 24,
      losses: 16,
      winRate: 60,
      roi: 12.5,
      units: 5,
      avgOdds: -125,
      bestSport: 'nba',
    }),
    market('spread', {
      totalBets: 30,
      wins: 14,
      losses: 15,
      pushes: 1,
      winRate: 46.7,
      roi: -9.3,
      units: -2.8,
      avgOdds: -110,
      bestSport: 'nfl',
    }),
    // A winning record that lost money (short favourites): its colour follows ROI.
    market('over', {
      totalBets: 10,
      wins: 6,
      losses: 4,
      winRate: 60,
      roi: -3.2,
      units: -0.32,
      avgOdds: -110,
      bestSport: 'nhl',
    }),
    market('under'),
  ],
  series: [
    { date: '2025-11-20', moneyline: 1, spread: -1, over: 0.91, under: 0 },
    { date: '2025-11-21', moneyline: 3, spread: -1.9, over: 0.45, under: 0 },
    { date: '2025-11-22', moneyline: 5, spread: -2.8, over: -0.32, under: 0 },
  ],
  recentBets: [
    {
      id: 'b1',
      date: '2025-11-22',
      sport: 'nba',
      matchup: 'Boston Celtics @ Los Angeles Lakers',
      modelId: 'elo',
      modelName: 'Elo Ratings',
      betType: 'moneyline',
      pick: 'Los Angeles Lakers ML',
      odds: 120,
      oddsAssumed: false,
      result: 'Win',
      push: false,
      units: 1.2,
      source: 'live',
    },
    {
      id: 'b2',
      date: '2025-11-21',
      sport: 'nfl',
      matchup: 'Dallas Cowboys @ New York Giants',
      modelId: 'power',
      modelName: 'Power Ratings',
      betType: 'spread',
      pick: 'Dallas Cowboys -3.5',
      odds: -110,
      oddsAssumed: true,
      result: 'Loss',
      push: false,
      units: -1,
      source: 'history',
    },
    {
      id: 'b3',
      date: '2025-11-20',
      sport: 'nfl',
      matchup: 'Chicago Bears @ Green Bay Packers',
      modelId: 'power',
      modelName: 'Power Ratings',
      betType: 'spread',
      pick: 'Green Bay Packers -3',
      odds: -110,
      oddsAssumed: true,
      result: 'Loss',
      push: true,
      units: 0,
      source: 'history',
    },
  ],
  models: [ELO, POWER],
  sources: { live: 5, history: 75, demo: 0 },
};

/** An answer with nothing graded and nothing upcoming. */
export const EMPTY_PERFORMANCE: AiPerformanceResponse = {
  ...PERFORMANCE,
  markets: (['moneyline', 'spread', 'over', 'under'] as const).map((t) => market(t)),
  series: [],
  recentBets: [],
  models: [],
  sources: { live: 0, history: 0, demo: 0 },
};

/** Answers GET /api/ai-performance, recording each request's query. */
export function performanceHandler(body: AiPerformanceResponse = PERFORMANCE) {
  const calls: URLSearchParams[] = [];
  const handler = http.get('*/api/ai-performance', ({ request }) => {
    calls.push(new URL(request.url).searchParams);
    return HttpResponse.json(body);
  });
  return { handler, calls };
}

export const MODELS: AiModel[] = [
  {
    id: 'elo',
    kind: 'ai',
    name: 'Elo Ratings',
    description: 'A margin-aware Elo rating for every team.',
    inputs: ['Final scores of earlier games', 'Home or neutral site', 'Season'],
    sports: ['nfl', 'nba'],
    record: { wins: 60, losses: 38, pushes: 2, picks: 100, winRate: 60 },
    liveRecord: { wins: 3, losses: 2, pushes: 0, picks: 5, winRate: 60 },
  },
  {
    id: 'market',
    kind: 'baseline',
    name: 'Market Model',
    description: 'No-vig implied probability from the odds.',
    inputs: ['Moneyline odds', 'Point spread', 'Total line'],
    sports: ['nba'],
    record: { wins: 0, losses: 0, pushes: 0, picks: 0, winRate: 0 },
    liveRecord: { wins: 0, losses: 0, pushes: 0, picks: 0, winRate: 0 },
  },
];
