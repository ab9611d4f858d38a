import { easternDate } from '@domain/rules/dates';
import { http } from 'msw';
import { matchupPredictionsSchema, type AiResult, type Matchup } from '@domain/contracts/matchup';
import { answer } from '../../mocks/handlers';

const HOUR = 3_600_000;

export const today = () => easternDate(new Date());

export function result(
  matchupId: string,
  promptId: string,
  name: string,
  over: Partial<AiResult> = {},
): AiResult {
  return {
    matchupId,
    promptId,
    prompt: { id: promptId, name },
    predictedWinner: 'Home',
    confidence: 80,
    homeScore: 112,
    awayScore: 104,
    summary: `${name} likes the home side`,
    analysis: `${name}: home court and rest favour the home team.`,
    ...over,
  };
}

/** A day of games: one live, two upcoming, one finished (NBA), one NHL game, in scrambled order. */
export function slate(date = today()): Matchup[] {
  const now = Date.now();
  return [
    {
      id: 'g-fin',
      sport: 'nba',
      awayTeam: 'Chicago Bulls',
      homeTeam: 'Brooklyn Nets',
      awayScore: 99,
      homeScore: 101,
      awayMoneyLine: 120,
      homeMoneyLine: -140,
      awaySpread: 2.5,
      homeSpread: -2.5,
      totalPoints: 215.5,
      date,
      time: '1:00 PM',
      startsAt: new Date(now - 6 * HOUR).toISOString(),
      status: 'FINISHED',
      aiResults: [],
      aiConsensus: null,
    },
    {
      id: 'g-late',
      sport: 'nba',
      awayTeam: 'New York Knicks',
      homeTeam: 'Miami Heat',
      awayScore: null,
      homeScore: null,
      awayMoneyLine: -110,
      homeMoneyLine: -110,
      awaySpread: 1,
      homeSpread: -1,
      totalPoints: 210,
      date,
      time: '10:30 PM',
      startsAt: new Date(now + 5 * HOUR).toISOString(),
      status: 'NOTFINISHED',
      aiResults: [result('g-late', 'm1', 'Elo', { confidence: 62 })],
      aiConsensus: {
        summary: null,
        moneyline: {
          pick: 'Home',
          recommendation: 'Lean',
          confidence: 62,
          edge: 0.03,
          edgeLow: 0.01,
          edgeHigh: 0.05,
        },
      },
    },
    {
      id: 'g-live',
      sport: 'nba',
      awayTeam: 'Los Angeles Lakers',
      homeTeam: 'Boston Celtics',
      awayScore: 48,
      homeScore: 50,
      awayMoneyLine: 150,
      homeMoneyLine: -170,
      awaySpread: 4.5,
      homeSpread: -4.5,
      totalPoints: 224.5,
      date,
      time: '7:00 PM',
      startsAt: new Date(now - HOUR).toISOString(),
      status: 'NOTFINISHED',
      period: 'Q3',
      clock: '4:12',
      aiResults: [
        result('g-live', 'm1', 'Elo'),
        result('g-live', 'm2', 'Power Ratings', { homeScore: 115, awayScore: 101 }),
        result('g-live', 'm3', 'Market', { confidence: 84 }),
      ],
      aiConsensus: {
        summary: 'All three models back Boston at home.',
        moneyline: {
          pick: 'Home',
          recommendation: 'Bet',
          confidence: 81,
          edge: 0.07,
          edgeLow: 0.02,
          edgeHigh: 0.1,
        },
        spread: { pick: 'Home', recommendation: 2, confidence: 77 },
      },
    },
    {
      id: 'g-early',
      sport: 'nba',
      awayTeam: 'Denver Nuggets',
      homeTeam: 'Phoenix Suns',
      awayScore: null,
      homeScore: null,
      awayMoneyLine: -130,
      homeMoneyLine: 110,
      awaySpread: -2,
      homeSpread: 2,
      totalPoints: 229,
      date,
      time: '8:00 PM',
      startsAt: new Date(now + 2 * HOUR).toISOString(),
      status: 'NOTFINISHED',
      aiResults: [
        result('g-early', 'm1', 'Elo', { predictedWinner: 'Away', confidence: 78 }),
        result('g-early', 'm2', 'Power Ratings', { predictedWinner: 'Home', confidence: 55 }),
      ],
      aiConsensus: {
        summary: null,
        total: {
          pick: 'Over',
          recommendation: 'Bet',
          confidence: 78,
          edge: 0.04,
          edgeLow: 0.02,
          edgeHigh: 0.06,
        },
      },
    },
    {
      id: 'g-nhl',
      sport: 'nhl',
      awayTeam: 'New York Rangers',
      homeTeam: 'Boston Bruins',
      awayScore: null,
      homeScore: null,
      awayMoneyLine: 105,
      homeMoneyLine: -125,
      awaySpread: 1.5,
      homeSpread: -1.5,
      totalPoints: 6,
      date,
      time: '7:30 PM',
      startsAt: new Date(now + HOUR).toISOString(),
      status: 'NOTFINISHED',
      aiResults: [],
      aiConsensus: null,
    },
  ];
}

/**
 * GET /api/matchups/{id}/predictions answered from these games' results and consensus summary
 * (the list itself carries the card only, docs/architecture.md "The wire").
 */
export function predictionsOf(games: Matchup[]) {
  return http.get('*/api/matchups/:id/predictions', ({ params }) => {
    const game = games.find((g) => g.id === params.id);
    return answer(matchupPredictionsSchema, {
      matchupId: String(params.id),
      summary: game?.aiConsensus?.summary ?? null,
      results: game?.aiResults ?? [],
    });
  });
}
