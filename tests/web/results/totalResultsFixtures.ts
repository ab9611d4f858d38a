import { http, HttpResponse } from 'msw';
import {
  emptyRow,
  type AggregatedResultRow,
  type RecordKey,
  type WinTotal,
} from '@/domain/records';

export const TODAY = '2025-11-22';
/** Noon in New York on TODAY. */
export const NOW = new Date('2025-11-22T17:00:00Z');

function row(
  modelId: string,
  modelName: string,
  sport: string,
  records: Partial<Record<RecordKey, [number, number]>>,
  date = TODAY,
): AggregatedResultRow {
  const base = emptyRow(modelId, modelName, sport, date);
  for (const [key, [wins, total]] of Object.entries(records) as [RecordKey, [number, number]][]) {
    base[key] = { wins, total } satisfies WinTotal;
  }
  return base;
}

/** Hand-made rows; expected cells are worked out in the tests. */
export const ROWS: AggregatedResultRow[] = [
  row('elo', 'Elo Ratings', 'nba', {
    moneylineLeans: [3, 5],
    spreadLeans: [1, 4],
    overLeans: [2, 2],
    underLeans: [0, 1],
    moneylineBets: [2, 3],
    consensusBets: [1, 2],
    razorBets: [4, 6],
    totalLeans: [6, 12],
    totalBets: [2, 3],
  }),
  row('power', 'Power Ratings', 'nba', { moneylineLeans: [1, 2], totalLeans: [1, 2] }),
  row('elo', 'Elo Ratings', 'nhl', {
    moneylineLeans: [1, 1],
    spreadBets: [0, 1],
    totalLeans: [1, 1],
    totalBets: [0, 1],
  }),
];

/** Answers GET /api/total-results with `rows`, recording each request's query. */
export function totalResultsHandler(rows: AggregatedResultRow[] = ROWS) {
  const calls: URLSearchParams[] = [];
  const handler = http.get('*/api/total-results', ({ request }) => {
    calls.push(new URL(request.url).searchParams);
    return HttpResponse.json({ rows });
  });
  return { handler, calls };
}
