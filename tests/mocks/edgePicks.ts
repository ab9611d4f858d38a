import { http, HttpResponse } from 'msw';
import { easternDate } from '@domain/rules/dates';
import {
  EDGE_PICK_LABELS,
  EDGE_PICK_MARKETS,
  edgePicksResponseSchema,
  type EdgePick,
} from '@domain/contracts/edgePicks';
import { MEANINGFUL_SAMPLE, edgeRecord, tooSmallToTell } from '@domain/pricing/edgeRecord';
import { SPORTS } from '@domain/rules/sports';

/** A published pick: a Boston Celtics moneyline Bet at DraftKings, not yet graded, unless told otherwise. */
export function edgePick(over: Partial<EdgePick> = {}): EdgePick {
  const startsAt = new Date(Date.now() + 3_600_000).toISOString();
  return {
    id: 'p1',
    publishedAt: new Date(Date.now() - 3_600_000).toISOString(),
    matchupId: 'g-up1',
    sport: 'nba',
    awayTeam: 'Los Angeles Lakers',
    homeTeam: 'Boston Celtics',
    startsAt,
    market: 'moneyline',
    side: 'Home',
    point: null,
    book: 'draftkings',
    bookTitle: 'DraftKings',
    price: 120,
    fairProbability: 0.5,
    pushProbability: 0,
    edge: 0.1,
    label: 'Bet',
    stake: 1.2,
    origin: 'demo',
    result: null,
    units: null,
    closingFair: null,
    clv: null,
    clvEv: null,
    ...over,
  };
}

function grouped<K extends string>(
  picks: EdgePick[],
  keys: readonly K[],
  keyOf: (p: EdgePick) => string,
) {
  return keys
    .map((k) =>
      edgeRecord(
        k,
        picks.filter((p) => keyOf(p) === k),
      ),
    )
    .filter((r) => picks.some((p) => keyOf(p) === r.key));
}

/**
 * GET /api/edge-picks over a list of published picks, as the server answers it (docs/design.md
 * §3): narrowed by sport, market, label and game date, summarised with the domain's record, and
 * listing at most `limit` picks. Each request's query is kept in `requests`.
 */
export function edgePicksServer(all: EdgePick[] = []) {
  const requests: URLSearchParams[] = [];
  const handler = http.get('*/api/edge-picks', ({ request }) => {
    const q = new URL(request.url).searchParams;
    requests.push(q);
    const picks = all.filter(
      (p) =>
        (!q.get('sport') || p.sport === q.get('sport')) &&
        (!q.get('market') || p.market === q.get('market')) &&
        (!q.get('label') || p.label === q.get('label')) &&
        (!q.get('date') || easternDate(new Date(p.startsAt)) === q.get('date')),
    );
    const summary = edgeRecord('all', picks);
    const limit = q.get('limit');
    // Checked against the route's own response schema, as handlers.ts answer() does.
    const body = edgePicksResponseSchema.parse({
      picks: limit === null ? picks : picks.slice(0, Number(limit)),
      summary,
      byLabel: grouped(picks, EDGE_PICK_LABELS, (p) => p.label),
      bySport: grouped(picks, SPORTS, (p) => p.sport),
      byMarket: grouped(picks, EDGE_PICK_MARKETS, (p) => p.market),
      open: picks.filter((p) => p.result === null).length,
      tooSmall: tooSmallToTell(summary, MEANINGFUL_SAMPLE),
      demo: picks.some((p) => p.origin === 'demo'),
    });
    return HttpResponse.json(body);
  });
  return { handler, requests };
}
