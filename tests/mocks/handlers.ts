import { http, HttpResponse } from 'msw';

// One handler set for the web tests; each test overrides what it needs with server.use().
export const handlers = [
  http.get('*/api/account/user-info', () => HttpResponse.json({ isAuthenticated: false })),
  http.get('*/api/health', () => HttpResponse.json({ status: 'ok', db: 'ok', backplane: 'memory', demo: true })),
  http.get('*/api/handicappers', () => HttpResponse.json({ handicappers: [] })),
  http.get('*/api/subscriptions', () => HttpResponse.json({ subscriptions: [] })),
  http.get('*/api/total-results', () => HttpResponse.json({ rows: [] })),
];
