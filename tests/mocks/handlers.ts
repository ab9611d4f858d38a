import { http, HttpResponse } from 'msw';

// One handler set for the web tests; each test overrides what it needs with server.use().
export const handlers = [
  http.get('*/api/account/user-info', () => HttpResponse.json({ isAuthenticated: false })),
  http.get('*/api/health', () => HttpResponse.json({ status: 'ok', db: 'ok', backplane: 'memory', demo: true })),
  http.get('*/api/handicappers', () => HttpResponse.json({ handicappers: [] })),
  http.get('*/api/subscriptions', () => HttpResponse.json({ subscriptions: [] })),
  // POST /api/bets answers as DESIGN §3 says; tests override failures with server.use().
  http.post('*/api/bets', async ({ request }) => {
    const body = (await request.json()) as { bets?: unknown[] };
    return HttpResponse.json({ success: true, message: 'Bets saved', bets: body.bets ?? [] });
  }),
  http.get('*/api/bets', () => HttpResponse.json({ bets: [] })),
  http.get('*/api/total-results', () => HttpResponse.json({ rows: [] })),
  http.get('*/api/ai-performance', ({ request }) =>
    HttpResponse.json({
      period: new URL(request.url).searchParams.get('period') ?? 'all',
      sport: new URL(request.url).searchParams.get('sport') ?? 'all',
      from: null,
      to: '2025-11-22',
      markets: ['moneyline', 'spread', 'over', 'under'].map((betType) => ({
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
      })),
      series: [],
      recentBets: [],
      models: [],
      sources: { live: 0, history: 0 },
    }),
  ),
  http.get('*/api/ai-models', () => HttpResponse.json([])),
];
