// npm run bench:api: requests per second of the signed-in API routes (GET /api/bets and
// GET /api/account/user-info with a session cookie) beside a bare Fastify route, on PGlite and,
// when DATABASE_URL is set, on PostgreSQL too. Each server is started alone in its own process
// (bench/api/server.ts) and loaded by autocannon's CLI in another process; the bare route is
// measured the same way in the same run. Three runs each, interleaved: the median and the spread.
// Growth: GET /api/bets for accounts holding 10, 1,000 and 10,000 bets, beside the 10-bet account:
// the first page (?limit=25) and every bet.
// BENCH_CPU_PROF=1 runs the app with --cpu-prof and prints where its time went (bench/api/profile.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
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
  /** Requests answered in all. */
  requests: number;
}

/**
 * CPU seconds a process has used so far (user and system, from /proc; NaN where there is none):
 * the server's CPU time per answer moves far less with the machine's load than its answers per
 * second, which share two cores with every other process (docs/benchmarks.md, API).
 */
export function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
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
          requests: result.requests.total,
        });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/** Seconds for one whole answer (its body read to the end), and its size. */
export async function timedAnswer(
  url: string,
  cookie = '',
): Promise<{ seconds: number; bytes: number }> {
  const start = performance.now();
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  const body = await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return { seconds: (performance.now() - start) / 1000, bytes: body.byteLength };
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
export const int = (x: number) => Math.round(x).toLocaleString('en-US');
/** "12,345 req/s (11,900-12,800)": the median and the range of the runs. */
export const spread = (xs: number[]) =>
  `${int(median(xs))} req/s (${int(Math.min(...xs))}-${int(Math.max(...xs))})`;

export async function benchApi(): Promise<BenchRow[]> {
  // BENCH_API_ONLY=pglite or =postgres runs one engine.
  const only = process.env.BENCH_API_ONLY;
  const rows = only === 'postgres' ? [] : await benchApiOn(undefined);
  if (process.env.DATABASE_URL && only !== 'pglite')
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
    // Each server's CPU time per answer beside its answers per second: on two cores shared with
    // the load generator and other work, the rate moves with the machine's load, the CPU time
    // per answer far less (the cost of the app's work itself).
    const cpuPer = { bare: [] as number[], userInfo: [] as number[], bets: [] as number[] };
    const measure = async (target: string, c: string, server: Server, cpu: number[]) => {
      const before = cpuSeconds(server.child.pid);
      const load = await autocannon(target, c, SECONDS);
      if (load.failed > 0) throw new Error(`${target}: ${load.failed} failed requests`);
      cpu.push(((cpuSeconds(server.child.pid) - before) / load.requests) * 1e6);
      return load.rps;
    };
    for (let run = 1; run <= RUNS; run++) {
      bareRps.push(await measure(bareUrl, '', bare, cpuPer.bare));
      userInfoRps.push(await measure(userInfoUrl, cookie, app, cpuPer.userInfo));
      betsRps.push(await measure(betsUrl, cookie, app, cpuPer.bets));
      const us = (xs: number[]) => `${xs.at(-1)!.toFixed(1)} µs`;
      console.error(
        `  run ${run} (load ${loadavg()[0]!.toFixed(1)}): bare ${int(bareRps.at(-1)!)}, user-info ${int(userInfoRps.at(-1)!)}, bets ${int(betsRps.at(-1)!)} req/s; server CPU per answer bare ${us(cpuPer.bare)}, user-info ${us(cpuPer.userInfo)}, bets ${us(cpuPer.bets)}`,
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
    const bareCpu = median(cpuPer.bare);
    const cpuRow = (figure: string, runs: number[], target: number): BenchRow => ({
      bench: 'api',
      figure: `${figure} (${kind}), server CPU per answer, median of ${RUNS}`,
      value: `${median(runs).toFixed(1)} µs (${Math.min(...runs).toFixed(1)}-${Math.max(...runs).toFixed(1)})`,
      baseline: `${bareCpu.toFixed(1)} µs bare Fastify`,
      // As a rate: answers per CPU second against the bare route's.
      ratio: bareCpu / median(runs),
      target: `≥ ${target}× (as a rate)`,
      met: bareCpu / median(runs) >= target,
    });
    rows.push(
      cpuRow('GET /api/account/user-info, signed in', cpuPer.userInfo, USER_INFO_TARGET),
      cpuRow('GET /api/bets, signed in, no bets', cpuPer.bets, BETS_TARGET),
    );

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
    // The first page: autocannon as above. The full list: its answer grows to megabytes, which 20
    // connections would pile up behind each other for minutes (the server still writing answers
    // after the load stops); whole answers are timed one at a time instead.
    const pagePath = `/api/bets?limit=${PAGE}`;
    const pages = new Map<number, Load[]>(BET_COUNTS.map((n) => [n, []]));
    const fulls = new Map<number, { seconds: number; bytes: number }[]>(
      BET_COUNTS.map((n) => [n, []]),
    );
    try {
      for (let run = 1; run <= RUNS; run++)
        for (const n of BET_COUNTS) {
          const cookieOf = betCookies[String(n)]!;
          const page = await autocannon(
            `${growthApp.ready.url}${pagePath}`,
            cookieOf,
            GROWTH_SECONDS,
          );
          pages.get(n)!.push(page);
          const full = await timedAnswer(`${growthApp.ready.url}/api/bets`, cookieOf);
          fulls.get(n)!.push(full);
          console.error(
            `  growth run ${run}, ${n} bets: page ${int(page.rps)} req/s (${(page.bytes / 1024).toFixed(1)} KB), every bet ${(full.seconds * 1000).toFixed(0)} ms (${(full.bytes / 1024).toFixed(0)} KB)`,
          );
        }
    } finally {
      await stopServer(growthApp);
    }
    const smallest = BET_COUNTS[0]!;
    const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
    // The page's baseline: the smallest account holding a full page (the 10-bet account's page
    // holds 10 bets, a smaller answer than 25).
    const pageBase = BET_COUNTS.find((n) => n >= PAGE) ?? smallest;
    const basePage = median(pages.get(pageBase)!.map((l) => l.rps));
    const baseFull = median(fulls.get(smallest)!.map((f) => f.seconds));
    for (const n of BET_COUNTS) {
      const loads = pages.get(n)!;
      const rps = median(loads.map((l) => l.rps));
      const failed = loads.reduce((sum, l) => sum + l.failed, 0);
      // A page: flat, ≥ 0.8× of a full page of the smallest account.
      rows.push({
        bench: 'api growth',
        figure: `GET ${pagePath}, ${n.toLocaleString('en-US')} bets (${kind}, ${kb(median(loads.map((l) => l.bytes)))} answer), median of ${RUNS}`,
        value: `${spread(loads.map((l) => l.rps))}${failed > 0 ? `, ${failed} failed` : ''}`,
        baseline: `${int(basePage)} req/s (${pageBase.toLocaleString('en-US')} bets)`,
        ratio: rps / basePage,
        target: `≥ ${PAGE_FLOOR}× (flat)`,
        met: rps / basePage >= PAGE_FLOOR && failed === 0,
      });
    }
    for (const n of BET_COUNTS) {
      const times = fulls.get(n)!.map((f) => f.seconds);
      const seconds = median(times);
      const ms = (x: number) => `${(x * 1000).toFixed(0)} ms`;
      // The full list: no worse than linear, time(n)/time(10) ≤ n/10.
      rows.push({
        bench: 'api growth',
        figure: `GET /api/bets, every bet, ${n.toLocaleString('en-US')} bets (${kind}, ${kb(median(fulls.get(n)!.map((f) => f.bytes)))} answer), time per answer, median of ${RUNS}`,
        value: `${ms(seconds)} (${ms(Math.min(...times))}-${ms(Math.max(...times))})`,
        baseline: `${ms(baseFull)} (${smallest} bets)`,
        ratio: seconds / baseFull,
        target: `≤ ${n / smallest}× (no worse than linear)`,
        met: seconds / baseFull <= n / smallest,
      });
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
