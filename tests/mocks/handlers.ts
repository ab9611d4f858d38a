import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { z } from 'zod';
import { externalLoginsSchema, loginResponseSchema } from '@domain/contracts/auth';
import { betsResponseSchema, saveBetsResponseSchema } from '@domain/contracts/bets';
import { edgeEvidenceSchema } from '@domain/contracts/edge';
import { healthResponseSchema } from '@domain/contracts/health';
import { matchupOddsSchema, matchupPredictionsSchema } from '@domain/contracts/matchup';
import { oddsHistorySchema, openingLinesSchema } from '@domain/contracts/oddsHistory';
import {
  aiPerformanceResponseSchema,
  periodSchema,
  totalResultsResponseSchema,
} from '@domain/contracts/performance';
import { PERFORMANCE_BET_TYPES } from '@domain/rules/performance';
import { aiModelsResponseSchema } from '@domain/contracts/aiModels';
import { edgePicksServer } from './edgePicks';

/** A JSON answer that must satisfy the server's own response schema (the same zod schema the route declares). */
export function answer<S extends z.ZodType>(schema: S, body: z.input<S>, init?: ResponseInit) {
  return HttpResponse.json(schema.parse(body) as JsonBodyType, init);
}

// One handler set for the web tests; each test overrides what it needs with server.use().
export const handlers = [
  http.get('*/api/account/user-info', () =>
    answer(loginResponseSchema, { isAuthenticated: false }),
  ),
  http.get('*/api/account/external-logins', () =>
    answer(externalLoginsSchema, [{ name: 'Google', displayName: 'Google' }]),
  ),
  http.get('*/api/health', () =>
    answer(healthResponseSchema, {
      status: 'ok',
      db: 'ok',
      dbKind: 'pglite',
      backplane: 'memory',
      demo: true,
    }),
  ),
  http.get('*/api/notifications', () => HttpResponse.json({ notifications: [], unread: 0 })),
  // The account's settings (its time zone dates are shown in); tests of Settings override it.
  http.get('*/api/account/settings', () =>
    HttpResponse.json({
      profile: { firstName: 'Test', lastName: 'User', username: '', bio: '' },
      account: { email: 'test@example.com', timeZone: 'America/New_York', language: 'en' },
      notifications: { email: true, newPicks: true, gameStart: true, marketing: false },
      bankroll: { unitSize: 100, startingBankroll: 0 },
    }),
  ),
  http.get('*/api/my-cappers/picks', () => HttpResponse.json({ picks: [] })),
  http.get('*/api/handicappers/:id/picks', () => HttpResponse.json({ picks: [] })),
  http.get('*/api/handicappers', () => HttpResponse.json({ handicappers: [] })),
  http.get('*/api/subscriptions', () => HttpResponse.json({ subscriptions: [] })),
  // POST /api/bets answers as docs/design.md §3 says; tests override failures with server.use().
  http.post('*/api/bets', () =>
    answer(saveBetsResponseSchema, { success: true, message: 'Bets saved', bets: [] }),
  ),
  http.get('*/api/bets', () => answer(betsResponseSchema, { bets: [] })),
  http.get('*/api/total-results', () => answer(totalResultsResponseSchema, { rows: [] })),
  http.get('*/api/ai-performance', ({ request }) =>
    answer(aiPerformanceResponseSchema, {
      period: periodSchema.catch('all').parse(new URL(request.url).searchParams.get('period')),
      sport: new URL(request.url).searchParams.get('sport') ?? 'all',
      from: null,
      to: '2025-11-22',
      markets: PERFORMANCE_BET_TYPES.map((betType) => ({
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
      sources: { live: 0, history: 0, demo: 0 },
    }),
  ),
  http.get('*/api/ai-models', () => answer(aiModelsResponseSchema, [])),
  http.get('*/api/ai-models/evidence', () =>
    answer(edgeEvidenceSchema, {
      games: 0,
      thresholds: { Lean: 0.02, Bet: 0.06, Lock: 0.12 },
      rows: [],
    }),
  ),
  // The published picks: none unless a test says otherwise (edgePicksServer(picks)).
  edgePicksServer().handler,
  // A game's books: none unless a test says otherwise (the slip then takes the posted lines).
  http.get('*/api/matchups/:id/odds', ({ params }) =>
    answer(matchupOddsSchema, {
      matchupId: String(params.id),
      reference: null,
      sharpBooks: [],
      method: 'calibrated',
      pricedFrom: 'books',
      books: [],
      markets: { moneyline: null, spread: null, total: null },
      best: {
        homeMoneyLine: null,
        awayMoneyLine: null,
        homeSpread: null,
        awaySpread: null,
        over: null,
        under: null,
      },
    }),
  ),
  // A game's model results: none unless a test says otherwise.
  http.get('*/api/matchups/:id/predictions', ({ params }) =>
    answer(matchupPredictionsSchema, { matchupId: String(params.id), summary: null, results: [] }),
  ),
  // Line movement: no snapshots unless a test says otherwise.
  http.get('*/api/matchups/opening-lines', () => answer(openingLinesSchema, { spreads: [] })),
  http.get('*/api/matchups/:id/odds-history', ({ params }) =>
    answer(oddsHistorySchema, {
      matchupId: String(params.id),
      points: [],
      open: null,
      current: null,
      move: {
        awayMoneyLine: null,
        homeMoneyLine: null,
        awaySpread: null,
        homeSpread: null,
        totalPoints: null,
      },
    }),
  ),
];
