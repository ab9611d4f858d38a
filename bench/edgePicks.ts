// GET /api/edge-picks over 100,000 published picks: a growth row beside the same endpoint over
// 1,000 picks and a bare Fastify route. Each server is started alone (bench/api/server.ts, which
// seeds the picks through server/edgePicks's own module: finished games, both sides of three
// markets each, graded and closed). An answer of many megabytes takes seconds, too few for
// autocannon's requests per second in a run: each run times whole answers, one request at a time
// (the bare route as the mean of 20), three interleaved runs, the median and the spread.
// PostgreSQL (a database of its own per size) when DATABASE_URL is set, otherwise PGlite.
import { addDays, easternDate } from '@domain/rules/dates';
import { median, startServer, stopServer, timedAnswer, withOwnDatabase, type Server } from './api';
import { printRows, writeRowsFile, type BenchRow } from './table';

const SIZES = [1_000, 100_000];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/**
 * The requests the pages make: /ai-models every pick with the record, the home page the record
 * alone (?limit=0), a /matchups tab one day's picks (?date=, a day two days ago).
 */
const PATHS = [
  '/api/edge-picks',
  '/api/edge-picks?limit=0',
  `/api/edge-picks?date=${addDays(easternDate(new Date()), -2)}`,
];

async function bareSeconds(url: string): Promise<number> {
  let total = 0;
  for (let i = 0; i < 20; i++) total += (await timedAnswer(url)).seconds;
  return total / 20;
}

const ms = (s: number) => (s < 1 ? `${(s * 1000).toFixed(1)} ms` : `${s.toFixed(2)} s`);
const range = (xs: number[]) => `${ms(median(xs))} (${ms(Math.min(...xs))}-${ms(Math.max(...xs))})`;

async function seeded(size: number, databaseUrl: string): Promise<Server> {
  const started = Date.now();
  const server = await startServer({
    BENCH_SERVER: 'app',
    BENCH_EDGE_PICKS: String(size),
    DATABASE_URL: databaseUrl,
  });
  console.error(
    `bench:edge-picks: ${size.toLocaleString('en-US')} picks seeded (${server.ready.kind}) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return server;
}

/** Both sizes up at once (each in a database of its own), so their runs can interleave. */
async function withServers<T>(fn: (servers: Server[]) => Promise<T>): Promise<T> {
  const servers: Server[] = [];
  const open = async (i: number): Promise<T> => {
    if (i === SIZES.length) return fn(servers);
    const size = SIZES[i]!;
    const run = async (url: string) => {
      const server = await seeded(size, url);
      servers.push(server);
      try {
        return await open(i + 1);
      } finally {
        await stopServer(server);
      }
    };
    return process.env.DATABASE_URL ? withOwnDatabase(`picks${size}`, run) : run('');
  };
  return open(0);
}

export async function benchEdgePicks(): Promise<BenchRow[]> {
  const bare = await startServer({ BENCH_SERVER: 'bare' });
  try {
    return await withServers(async (servers) => {
      const kind = servers[0]!.ready.kind;
      const bareUrl = `${bare.ready.url}/bare`;
      // Warm-up: JIT, pools, the first plan.
      await bareSeconds(bareUrl);
      for (const s of servers) for (const path of PATHS) await timedAnswer(`${s.ready.url}${path}`);
      const bareRuns: number[] = [];
      // runs[path][size]: seconds per answer in each run; bytes[path][size] of the last run.
      const runs = PATHS.map(() => SIZES.map((): number[] => []));
      const bytes = PATHS.map(() => SIZES.map(() => 0));
      for (let run = 1; run <= RUNS; run++) {
        bareRuns.push(await bareSeconds(bareUrl));
        for (const [p, path] of PATHS.entries())
          for (const [i, s] of servers.entries()) {
            const answer = await timedAnswer(`${s.ready.url}${path}`);
            runs[p]![i]!.push(answer.seconds);
            bytes[p]![i] = answer.bytes;
            console.error(
              `  run ${run}: ${path}, ${SIZES[i]} picks: ${ms(answer.seconds)} (${(answer.bytes / 1024).toFixed(0)} KB); bare ${ms(bareRuns.at(-1)!)}`,
            );
          }
      }
      const bareMedian = median(bareRuns);
      const rows: BenchRow[] = [];
      for (const [p, path] of PATHS.entries())
        for (const [i, n] of SIZES.entries()) {
          const seconds = median(runs[p]![i]!);
          const figure = `GET ${path}, ${n.toLocaleString('en-US')} published picks (${kind}, ${(bytes[p]![i]! / 1024).toFixed(0)} KB answer), seconds per answer, median of ${RUNS}`;
          // As GET /api/bets's ≥ 0.5× of the bare route in requests per second: ≤ 2× its time.
          rows.push({
            bench: 'api growth',
            figure: `${figure} vs bare`,
            value: range(runs[p]![i]!),
            baseline: `${range(bareRuns)} bare Fastify`,
            ratio: seconds / bareMedian,
            target: '≤ 2× bare (GET /api/bets: ≥ 0.5×)',
            met: seconds / bareMedian <= 2,
          });
          if (i > 0) {
            const small = median(runs[p]![0]!);
            rows.push({
              bench: 'api growth',
              figure: `${figure} vs ${SIZES[0]!.toLocaleString('en-US')} picks`,
              value: range(runs[p]![i]!),
              baseline: `${range(runs[p]![0]!)} (${SIZES[0]!.toLocaleString('en-US')} picks)`,
              ratio: seconds / small,
              target: `≤ ${n / SIZES[0]!}× (no worse than linear)`,
              met: seconds / small <= n / SIZES[0]!,
            });
          }
        }
      return rows;
    });
  } finally {
    await stopServer(bare);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchEdgePicks();
  printRows(rows);
  writeRowsFile(rows);
}
