// npx tsx bench/api/compare.ts: this tree's server beside an older one's, on the same machine in
// the same minutes: the bare route, then user-info and GET /api/bets of each, interleaved, each
// server in its own process and autocannon in another (as bench/api.ts). BENCH_BEFORE_DIR names
// the older tree (e.g. `git worktree add /tmp/before <commit>`, with node_modules linked);
// DATABASE_URL runs both on PostgreSQL (a database of their own), else PGlite. Prints each
// server's CPU time per answer (docs/benchmarks.md "Round four, second pass").
// BENCH_BARE_BESIDE=1 adds the bare route served by this tree's app process itself, beside the
// app: its cost over the bare route's own process is what the app's process costs an answer that
// runs none of the app's code (docs/benchmarks.md "Round four, fourth pass").
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';
import { autocannon, cpuSeconds, median, withOwnDatabase } from '../api';
import type { ServerReady } from './server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BEFORE = process.env.BENCH_BEFORE_DIR;

function start(dir: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api/server.ts'], {
    cwd: dir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<{ ready: ServerReady; child: typeof child }>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', (line) =>
      resolve({ ready: JSON.parse(line) as ServerReady, child }),
    );
    child.once('exit', (code) => reject(new Error(`${dir}: server exited (${String(code)})`)));
  });
}

async function compare(before: string, databaseUrl: string): Promise<void> {
  const bare = await start('.', { BENCH_SERVER: 'bare' });
  const old = await start(before, { BENCH_SERVER: 'app', DATABASE_URL: databaseUrl });
  const now = await start('.', { BENCH_SERVER: 'app', DATABASE_URL: databaseUrl });
  const servers = [bare, old, now];
  try {
    const beside = now.ready.bareBeside;
    const targets = [
      ['bare Fastify', bare, `${bare.ready.url}/bare`, ''],
      ...(beside
        ? ([["bare Fastify in the app's process", now, `${beside}/bare`, '']] as const)
        : []),
      ['user-info, before', old, `${old.ready.url}/api/account/user-info`, old.ready.cookie],
      ['user-info, after', now, `${now.ready.url}/api/account/user-info`, now.ready.cookie],
      ['GET /api/bets, before', old, `${old.ready.url}/api/bets`, old.ready.cookie],
      ['GET /api/bets, after', now, `${now.ready.url}/api/bets`, now.ready.cookie],
    ] as const;
    for (const [, , url, cookie] of targets) await autocannon(url, cookie, 2);
    const figures = new Map(
      targets.map(([name]) => [name, { rps: [] as number[], cpu: [] as number[] }]),
    );
    const loads: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      for (const [name, server, url, cookie] of targets) {
        const cpu = cpuSeconds(server.child.pid);
        const load = await autocannon(url, cookie, SECONDS);
        if (load.failed > 0) throw new Error(`${name}: ${load.failed} failed requests`);
        figures.get(name)!.rps.push(load.rps);
        figures.get(name)!.cpu.push(((cpuSeconds(server.child.pid) - cpu) / load.requests) * 1e6);
        loads.push(loadavg()[0]!);
      }
      console.error(`  run ${run} done (load ${loadavg()[0]!.toFixed(1)})`);
    }
    const bareRps = median(figures.get('bare Fastify')!.rps);
    const bareCpu = median(figures.get('bare Fastify')!.cpu);
    const range = (xs: number[], f: (x: number) => string) =>
      `${f(median(xs))} (${f(Math.min(...xs))}-${f(Math.max(...xs))})`;
    console.log(
      `${databaseUrl ? 'PostgreSQL' : 'PGlite'}, load ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}, median of ${RUNS}`,
    );
    for (const [name, { rps, cpu }] of figures)
      console.log(
        `| ${name} | ${range(rps, (x) => Math.round(x).toLocaleString('en-US'))} req/s = ${(median(rps) / bareRps).toFixed(2)}× | ${range(cpu, (x) => x.toFixed(1))} µs = ${(bareCpu / median(cpu)).toFixed(2)}× as a rate |`,
      );
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(
      servers.map((s) =>
        s.child.exitCode === null
          ? new Promise((resolve) => s.child.once('exit', resolve))
          : Promise.resolve(),
      ),
    );
  }
}

if (!BEFORE) throw new Error('BENCH_BEFORE_DIR: the older tree to compare with');
if (process.env.DATABASE_URL) await withOwnDatabase('compare', (url) => compare(BEFORE, url));
else await compare(BEFORE, '');
