// npm run bench:api: requests per second of the signed-in API routes (GET /api/bets and
// GET /api/account/user-info with a session cookie) beside a bare Fastify route, on PGlite and,
// when DATABASE_URL is set, on PostgreSQL too. Each server is started alone in its own process
// (bench/api/server.ts) and loaded by autocannon's CLI in another process; the bare route is
// measured the same way in the same run. Three runs each, interleaved: the median and the spread.
// Growth: GET /api/bets for accounts holding 10, 1,000 and 10,000 bets, beside the 10-bet account.
// BENCH_CPU_PROF=1 runs the app with --cpu-prof and prints where its time went (bench/api/profile.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import type { ServerReady } from './api/server';
import { summarizeProfile } from './api/profile';
import { printRows, writeRowsFile, type BenchRow } from './table';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const GROWTH_SECONDS = Number(process.env.BENCH_GROWTH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = 20;
const BET_COUNTS = [10, 1_000, 10_000];
/** The page the Betting History asks for, and how far a page may fall behind the 10-bet one. */
const PAGE = 25;
const PAGE_FLOOR = 0.8;
// docs/benchmarks.md targets: GET /api/bets ≥ 0.5× the bare route, user-info ≥ 0.8×.
const BETS_TARGET = 0.5;
const USER_INFO_TARGET = 0.8;

export interface Server {
  ready: ServerReady;
  child: ChildProcess;
}

/** Starts bench/api/server.ts in a process of its own; resolves with what it prints once listening. */
export function startServer(
  env: Record<string, string>,
  nodeFlags: string[] = [],
): Promise<Server> {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'bench/api/server.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => resolve({ ready: JSON.parse(line) as ServerReady, child }));
    child.once('exit', (code) => reject(new Error(`bench server exited (${String(code)})`)));
  });
}

export function stopServer(server: Server): Promise<void> {
  const { child } = server;
  // Stopped already (a second stop in a finally): its exit has been and will not come again.
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface Load {
  rps: number;
  /** Mean answer size in bytes (NaN when no answer came). */
  bytes: number;
  /** Requests that failed or timed out (autocannon's 10 s), and answers other than 2xx. */
  failed: number;
}

/** autocannon's CLI in its own process against one URL. */
export function autocannon(
  url: string,
  cookie: string,
  seconds: number,
  connections = CONNECTIONS,
): Promise<Load> {
  // -t 60: a large answer under load may take longer than autocannon's 10 s default.
  const args = [
    '-j',
    '-n',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    '-p',
    '1',
    '-t',
    '60',
  ];
  if (cookie) args.push('-H', `cookie=${cookie}`);
  const child = spawn('node_modules/.bin/autocannon', [...args, url], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', () => {
      try {
        const result = JSON.parse(out) as {
          requests: { average: number; total: number };
          throughput: { total: number };
          non2xx: number;
          errors: number;
        };
        resolve({
          rps: result.requests.average,
          bytes: result.throughput.total / result.requests.total,
          failed: result.non2xx + result.errors,
        });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
export const int = (x: number) => Math.round(x).toLocaleString('en-US');
/** "12,345 req/s (11,900-12,800)": the median and the range of the runs. */
export const spread = (xs: number[]) =>
  `${int(median(xs))} req/s (${int(Math.min(...xs))}-${int(Math.max(...xs))})`;

export async function benchApi(): Promise<BenchRow[]> {
  const rows = await benchApiOn(undefined);
  if (process.env.DATABASE_URL)
    rows.push(...(await withOwnDatabase('api', (url) => benchApiOn(url))));
  return rows;
}

/**
 * Runs `fn` with a database of its own on DATABASE_URL's PostgreSQL server, created empty and
 * dropped after: the shared one holds other work's rows (and its migrations' state).
 */
export async function withOwnDatabase<T>(tag: string, fn: (url: string) => Promise<T>): Promise<T> {
  const shared = process.env.DATABASE_URL;
  if (!shared) throw new Error('DATABASE_URL is not set');
  const name = `edgewise_bench_${tag}_${process.pid}`;
  const admin = new pg.Client({ connectionString: shared });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(shared);
    url.pathname = `/${name}`;
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function benchApiOn(databaseUrl: string | undefined): Promise<BenchRow[]> {
  const profileDir = process.env.BENCH_CPU_PROF
    ? join('bench/results/profiles', databaseUrl ? 'postgresql' : 'pglite')
    : undefined;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const bare = await startServer({ BENCH_SERVER: 'bare' });
  const database = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' };
  // The profiled server answers only the target routes; the growth accounts live in another.
  const app = await startServer(
    { BENCH_SERVER: 'app', ...database },
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  );
  const { kind, url, cookie } = app.ready;
  const bareUrl = `${bare.ready.url}/bare`;
  const userInfoUrl = `${url}/api/account/user-info`;
  const betsUrl = `${url}/api/bets`;
  console.error(`bench:api (${kind}): servers ${bare.ready.url} (bare), ${url} (app)`);
  try {
    // Warm both servers (JIT, pools) before measuring.
    for (const [target, c] of [
      [bareUrl, ''],
      [userInfoUrl, cookie],
      [betsUrl, cookie],
    ] as const)
      await autocannon(target, c, 2);
    const bareRps: number[] = [];
    const userInfoRps: number[] = [];
    const betsRps: number[] = [];
    // A failed request here is a broken bench (a lost session, a refused route), not a figure.
    const measure = async (target: string, c: string) => {
      const load = await autocannon(target, c, SECONDS);
      if (load.failed > 0) throw new Error(`${target}: ${load.failed} failed requests`);
      return load.rps;
    };
    for (let run = 1; run <= RUNS; run++) {
      bareRps.push(await measure(bareUrl, ''));
      userInfoRps.push(await measure(userInfoUrl, cookie));
      betsRps.push(await measure(betsUrl, cookie));
      console.error(
        `  run ${run}: bare ${int(bareRps.at(-1)!)}, user-info ${int(userInfoRps.at(-1)!)}, bets ${int(betsRps.at(-1)!)} req/s`,
      );
    }
    const baseline = median(bareRps);
    const row = (figure: string, runs: number[], target: number): BenchRow => ({
      bench: 'api',
      figure,
      value: spread(runs),
      baseline: `${spread(bareRps)} bare Fastify`,
      ratio: median(runs) / baseline,
      target: `≥ ${target}×`,
      met: median(runs) / baseline >= target,
    });
    const rows = [
      row(
        `GET /api/account/user-info, signed in (${kind}), median of ${RUNS}`,
        userInfoRps,
        USER_INFO_TARGET,
      ),
      row(`GET /api/bets, signed in, no bets (${kind}), median of ${RUNS}`, betsRps, BETS_TARGET),
    ];

    await stopServer(app);
    if (profileDir) {
      // The main thread's profile is the largest (tsx's loader thread writes one too).
      const largest = readdirSync(profileDir)
        .filter((f) => f.endsWith('.cpuprofile'))
        .map((f) => join(profileDir, f))
        .sort((a, b) => statSync(b).size - statSync(a).size)[0];
      if (largest) summarizeProfile(largest);
    }

    // Growth: the same route for accounts with more bets, against the 10-bet account, interleaved:
    // the full list (every bet, the original answer) and the first page the Betting History asks
    // for (?limit=25, read along the user's time index).
    const growthApp = await startServer({
      BENCH_SERVER: 'app',
      BENCH_BET_COUNTS: BET_COUNTS.join(','),
      ...database,
    });
    const { betCookies } = growthApp.ready;
    const ways = [
      { path: '/api/bets', name: 'every bet', paged: false },
      { path: `/api/bets?limit=${PAGE}`, name: `first page, ?limit=${PAGE}`, paged: true },
    ];
    const growth = new Map<string, Load[]>();
    try {
      for (let run = 1; run <= RUNS; run++)
        for (const way of ways)
          for (const n of BET_COUNTS) {
            const load = await autocannon(
              `${growthApp.ready.url}${way.path}`,
              betCookies[String(n)]!,
              GROWTH_SECONDS,
            );
            const key = `${way.path} ${n}`;
            growth.set(key, [...(growth.get(key) ?? []), load]);
            console.error(
              `  growth run ${run}: ${way.path}, ${n} bets: ${int(load.rps)} req/s, ${(load.bytes / 1024).toFixed(1)} KB`,
            );
          }
    } finally {
      await stopServer(growthApp);
    }
    const smallest = BET_COUNTS[0]!;
    for (const way of ways) {
      const small = growth.get(`${way.path} ${smallest}`)!;
      const base = median(small.map((l) => l.rps));
      const baseBytes = median(small.map((l) => l.bytes));
      for (const n of BET_COUNTS) {
        const loads = growth.get(`${way.path} ${n}`)!;
        const rps = median(loads.map((l) => l.rps));
        const bytes = median(loads.map((l) => l.bytes));
        const failed = loads.reduce((sum, l) => sum + l.failed, 0);
        // The full list: no worse than linear (rps(n)/rps(10) ≥ 10/n). A page: flat, ≥ 0.8× of
        // the page of the 10-bet account (which holds all 10).
        const floor = way.paged ? PAGE_FLOOR : smallest / n;
        rows.push({
          bench: 'api growth',
          figure: `GET /api/bets, ${way.name}, ${n.toLocaleString('en-US')} bets (${kind}, ${Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB answer` : 'no answer'}), median of ${RUNS}`,
          value: `${spread(loads.map((l) => l.rps))}${failed > 0 ? `, ${failed} failed` : ''}`,
          baseline: `${int(base)} req/s (${smallest} bets, ${(baseBytes / 1024).toFixed(1)} KB)`,
          ratio: rps / base,
          target: way.paged ? `≥ ${PAGE_FLOOR}× (flat)` : `≥ ${floor}× (no worse than linear)`,
          met: rps / base >= floor && failed === 0,
        });
      }
    }
    return rows;
  } finally {
    await stopServer(app);
    await stopServer(bare);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchApi();
  printRows(rows);
  writeRowsFile(rows);
}
