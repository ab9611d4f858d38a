// GET /api/edge-picks over 100,000 published picks: a growth row beside the same endpoint over
// 1,000 picks and a bare Fastify route. Each server is started alone (bench/api/server.ts, which
// seeds the picks through server/edgePicks's own module: finished games, both sides of three
// markets each, graded and closed). An answer of many megabytes takes seconds, too few for
// autocannon's requests per second in a run: each run times whole answers, one request at a time
// (the bare route as the mean of 20), three interleaved runs, the median and the spread.
// PostgreSQL (a database of its own per size) when DATABASE_URL is set, otherwise PGlite.
import { median, startServer, stopServer, withOwnDatabase, type Server } from './api';
import { printRows, writeRowsFile, type BenchRow } from './table';

const SIZES = [1_000, 100_000];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The request the /ai-models page makes (every pick, the record of them all). */
const PATH = '/api/edge-picks';

/** Seconds for one whole answer (its body read to the end), and its size. */
async function timed(url: string): Promise<{ seconds: number; bytes: number }> {
  const start = performance.now();
  const res = await fetch(url);
  const body = await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return { seconds: (performance.now() - start) / 1000, bytes: body.byteLength };
}

async function bareSeconds(url: string): Promise<number> {
  let total = 0;
  for (let i = 0; i < 20; i++) total += (await timed(url)).seconds;
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
      const urls = servers.map((s) => `${s.ready.url}${PATH}`);
      // Warm-up: JIT, pools, the first plan.
      await bareSeconds(bareUrl);
      for (const url of urls) await timed(url);
      const bareRuns: number[] = [];
      const runs: number[][] = SIZES.map(() => []);
      let bytes: number[] = [];
      for (let run = 1; run <= RUNS; run++) {
        bareRuns.push(await bareSeconds(bareUrl));
        const answers = [];
        for (const url of urls) answers.push(await timed(url));
        for (const [i, a] of answers.entries()) runs[i]!.push(a.seconds);
        bytes = answers.map((a) => a.bytes);
        console.error(
          `  run ${run}: bare ${ms(bareRuns.at(-1)!)}, ${SIZES.map((n, i) => `${n} picks ${ms(runs[i]!.at(-1)!)}`).join(', ')}`,
        );
      }
      const bareMedian = median(bareRuns);
      const rows: BenchRow[] = [];
      for (const [i, n] of SIZES.entries()) {
        const seconds = median(runs[i]!);
        const figure = `GET ${PATH}, ${n.toLocaleString('en-US')} published picks (${kind}, ${(bytes[i]! / 1024).toFixed(0)} KB answer), seconds per answer, median of ${RUNS}`;
        // As GET /api/bets's ≥ 0.5× of the bare route in requests per second: ≤ 2× its time.
        rows.push({
          bench: 'api growth',
          figure: `${figure} vs bare`,
          value: range(runs[i]!),
          baseline: `${range(bareRuns)} bare Fastify`,
          ratio: seconds / bareMedian,
          target: '≤ 2× bare (GET /api/bets: ≥ 0.5×)',
          met: seconds / bareMedian <= 2,
        });
        if (i > 0) {
          const small = median(runs[0]!);
          rows.push({
            bench: 'api growth',
            figure: `${figure} vs ${SIZES[0]!.toLocaleString('en-US')} picks`,
            value: range(runs[i]!),
            baseline: `${range(runs[0]!)} (${SIZES[0]!.toLocaleString('en-US')} picks)`,
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
