// /api/edge-picks over 100,000 published picks: a growth row for the lead's endpoint. Until that
// endpoint exists this reports itself as not run; filling it means seeding 100,000 published
// picks (bets with published = true) and loading the endpoint as bench/api.ts loads
// GET /api/bets: a server started alone (bench/api/server.ts), autocannon's CLI in its own
// process, beside the bare route and the same endpoint over 1,000 picks in the same run.
import type { BenchRow } from './table';

export function benchEdgePicks(): Promise<BenchRow[]> {
  return Promise.resolve([
    {
      bench: 'api growth',
      figure: 'GET /api/edge-picks over 100,000 published picks',
      value: 'not run: the endpoint is not built yet (bench/edgePicks.ts)',
      baseline: '–',
      ratio: Number.NaN,
      target: 'a row beside 1,000 picks',
      met: false,
    },
  ]);
}
