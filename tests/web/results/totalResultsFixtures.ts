import { http, HttpResponse } from 'msw';
import { emptyRow, type RecordKey } from '@domain/rules/records';
import type { AggregatedResultRow, WinTotal } from '@domain/contracts/records';

export const TODAY = '2025-11-22';
/** Noon in New York on TODAY. */
export const NOW = new Date('2025-11-22T17:00:00Z');

/** [wins, graded, pushes = 0, units = 0, priced = graded]. */
type Cell = [number, number, number?, number?, number?];

function row(
  modelId: string,
  modelName: string,
  sport: string,
  records: Partial<Record<RecordKey, Cell>>,
  date = TODAY,
): AggregatedResultRow {
  const base = emptyRow(modelId, modelName, sport, date);
  for (const [key, [wins, total, pushes = 0, units = 0, priced = total]] of Object.entries(
    records,
  ) as [RecordKey, Cell][]) {
    base[key] = { wins, total, pushes, units, priced } satisfies WinTotal;
  }
  return base;
}

/** Hand-made rows; expected cells are worked out in the tests. */
export const ROWS: AggregatedResultRow[] = [
  row('elo', 'Elo Ratings', 'nba', {
    // 3 wins, 1 loss, 1 push; one of the five had no price.
    moneylineLeans: [3, 5, 1, 1.5, 4],
    spreadLeans: [1, 4, 0, -2.1],
    overLeans: [2, 2, 0, 1.8],
    underLeans: [0, 1, 0, -1],
    moneylineBets: [2, 3, 0, 0.6],
    consensusBets: [1, 2, 0, -0.2],
    razorBets: [4, 6, 0, 0.9],
    totalLeans: [6, 12, 1, 0.2, 11],
    totalBets: [2, 3, 0, 0.6],
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
