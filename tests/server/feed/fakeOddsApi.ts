import Fastify, { type FastifyInstance } from 'fastify';

/** What the fake answers on one path: a JSON body, or raw text, with a status and headers. */
export interface FakeAnswer {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
}

/**
 * A local stand-in for The Odds API v4 (Fastify on port 0): answers are set per path by the
 * test; every request is recorded with its query.
 */
export async function fakeOddsApi(): Promise<{
  url: string;
  answers: Map<string, FakeAnswer>;
  requests: { path: string; query: Record<string, string> }[];
  close: () => Promise<void>;
}> {
  const answers = new Map<string, FakeAnswer>();
  const requests: { path: string; query: Record<string, string> }[] = [];
  const app: FastifyInstance = Fastify({ logger: false });
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    requests.push({ path, query: request.query as Record<string, string> });
    const answer = answers.get(path);
    if (!answer) {
      return reply.code(404).send({ message: 'Unknown sport', error_code: 'UNKNOWN_SPORT' });
    }
    reply
      .code(answer.status ?? 200)
      .headers({ 'x-requests-remaining': '480', 'x-requests-used': '20', ...answer.headers });
    if (answer.text !== undefined) return reply.type('application/json').send(answer.text);
    return reply.send(answer.json);
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, answers, requests, close: () => app.close() };
}

/** The documented shape of an odds event (GET /v4/sports/{sport}/odds, American format). */
export function oddsEvent(
  id: string,
  commence: string,
  home: string,
  away: string,
  books: [number, number, number, number][],
) {
  return {
    id,
    sport_key: 'basketball_nba',
    sport_title: 'NBA',
    commence_time: commence,
    home_team: home,
    away_team: away,
    bookmakers: books.map(([homeMl, awayMl, homePoint, total], i) => ({
      key: ['draftkings', 'fanduel', 'betmgm'][i] ?? `book${i}`,
      title: ['DraftKings', 'FanDuel', 'BetMGM'][i] ?? `Book ${i}`,
      last_update: '2026-11-22T15:00:00Z',
      markets: [
        {
          key: 'h2h',
          last_update: '2026-11-22T15:00:00Z',
          outcomes: [
            { name: away, price: awayMl },
            { name: home, price: homeMl },
          ],
        },
        {
          key: 'spreads',
          last_update: '2026-11-22T15:00:00Z',
          outcomes: [
            { name: away, price: -110, point: -homePoint },
            { name: home, price: -110, point: homePoint },
          ],
        },
        {
          key: 'totals',
          last_update: '2026-11-22T15:00:00Z',
          outcomes: [
            { name: 'Over', price: -110, point: total },
            { name: 'Under', price: -110, point: total },
          ],
        },
      ],
    })),
  };
}

/** The documented shape of a scores event (GET /v4/sports/{sport}/scores?daysFrom=1). */
export function scoreEvent(
  id: string,
  commence: string,
  home: string,
  away: string,
  scores: [string, string] | null,
  completed: boolean,
) {
  return {
    id,
    sport_key: 'basketball_nba',
    sport_title: 'NBA',
    commence_time: commence,
    completed,
    home_team: home,
    away_team: away,
    scores: scores && [
      { name: home, score: scores[0] },
      { name: away, score: scores[1] },
    ],
    last_update: scores ? '2026-11-23T04:00:00Z' : null,
  };
}

export const SPORTS_LIST = [
  {
    key: 'americanfootball_nfl',
    group: 'American Football',
    title: 'NFL',
    description: 'US Football',
    active: true,
    has_outrights: false,
  },
  {
    key: 'basketball_nba',
    group: 'Basketball',
    title: 'NBA',
    description: 'US Basketball',
    active: true,
    has_outrights: false,
  },
  {
    key: 'baseball_mlb',
    group: 'Baseball',
    title: 'MLB',
    description: 'Major League Baseball',
    active: false,
    has_outrights: false,
  },
  {
    key: 'soccer_epl',
    group: 'Soccer',
    title: 'EPL',
    description: 'Premier League',
    active: true,
    has_outrights: false,
  },
];
