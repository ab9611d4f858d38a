// `npm run bench:hub`: fan-out through our SignalR-protocol hub beside bare `ws` servers (the
// usual ws.send loop, and the fair one: a pre-built frame written to each socket) and Socket.IO,
// measured in the same run on this machine, plus memory per idle hub connection, plus two hub
// instances over Redis (bench/hub/redis.ts). Each server runs in its own child process
// (bench/hub/server.ts); this process holds the clients.
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { type Child, openMany, percentile, sleep, startClients, startServer } from './hub/children';
import { sentAtOf } from './hub/clients';
import { floodRun, type FloodRun } from './hub/flood';
import { redisReachable, redisRun, type RedisRun } from './hub/redis';
import { clock, type ServerKind, SPORTS } from './hub/shared';
import { writeRowsFile, type BenchRow } from './table';

const CLIENTS = 2_000;
const RATE = 20; // broadcasts a second
const RATE_SECONDS = 6;
const BURST = 600; // broadcasts sent back to back per burst: 100 per sport group
const BURSTS = 3;
const IDLE = 10_000;
/** Growth: p99 at the same broadcast rate with this many clients (hub beside fair bare ws). */
const GROWTH_CLIENTS = (process.env.BENCH_HUB_GROWTH ?? '2000,10000,20000')
  .split(',')
  .filter(Boolean)
  .map(Number);
/** Descriptors this process may open: a growth size past them is reported as not run. */
const HARD_LIMIT = ((): number => {
  const hard = execFileSync('sh', ['-c', 'ulimit -Hn']).toString().trim();
  return hard === 'unlimited' ? Number.POSITIVE_INFINITY : Number(hard);
})();
const fits = (clients: number) => clients + 500 <= HARD_LIMIT;
const MOST_CLIENTS = Math.max(IDLE, CLIENTS, ...GROWTH_CLIENTS.filter(fits));
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const NAMES: Record<ServerKind, string> = {
  hub: 'SignalR hub (ours)',
  hubmsgpack: 'hub, MessagePack',
  ws: 'bare ws (old)',
  wsfair: 'bare ws (fair)',
  socketio: 'Socket.IO 4',
  hubredis: 'hub ×2 over Redis',
  hubflood: 'hub under a RequestMatchupsForDate flood',
};

/** `ulimit -n` is per process: make sure this one may hold every idle client plus a margin. */
function ensureFileLimit(): void {
  const soft = Number(execFileSync('sh', ['-c', 'ulimit -n']).toString().trim());
  if (soft >= Math.min(MOST_CLIENTS + CLIENTS + 500, HARD_LIMIT)) return;
  const hard = execFileSync('sh', ['-c', 'ulimit -Hn']).toString().trim();
  if (process.env.BENCH_HUB_REEXEC || (hard !== 'unlimited' && Number(hard) < MOST_CLIENTS + 500)) {
    throw new Error(
      `ulimit -n is ${soft} (hard ${hard}); ${MOST_CLIENTS + 500} descriptors are needed.`,
    );
  }
  console.log(`raising ulimit -n from ${soft} to ${hard} and restarting`);
  execFileSync(
    'sh',
    [
      '-c',
      `ulimit -n ${hard} && exec "$@"`,
      'sh',
      process.execPath,
      ...process.execArgv,
      ...process.argv.slice(1),
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, BENCH_HUB_REEXEC: '1' },
    },
  );
  process.exit(0);
}

interface FanOut {
  ratePerSecond: number;
  rateExpected: number;
  p50: number;
  p99: number;
  burstPerSecond: number;
}

/** Burst throughput and delivery latency at RATE with `clients` clients; `latencyOnly` skips the bursts. */
async function fanOut(kind: ServerKind, clients = CLIENTS, latencyOnly = false): Promise<FanOut> {
  const child = await startServer(kind);
  let mode: 'count' | 'latency' = 'count';
  let delivered = 0;
  const latencies = new Float64Array(RATE * RATE_SECONDS * clients);
  let samples = 0;
  const onDelivery = (count: number, text: string | Buffer) => {
    delivered += count;
    if (mode === 'latency' && samples < latencies.length)
      latencies[samples++] = clock() - sentAtOf(kind, text);
  };
  const sockets = await openMany(
    kind,
    child.port,
    clients,
    (i) => SPORTS[i % SPORTS.length] as string,
    () => onDelivery,
  );
  const perGroup = clients / SPORTS.length;

  const burst = async (count: number): Promise<number> => {
    delivered = 0;
    const expected = count * perGroup;
    const start = clock();
    child.send({ cmd: 'burst', count });
    while (delivered < expected) {
      await new Promise((resolve) => setImmediate(resolve));
      if (clock() - start > 60_000)
        throw new Error(`${kind}: burst delivered ${delivered}/${expected}`);
    }
    const elapsed = clock() - start;
    await child.next(); // the child's "done"
    return elapsed;
  };
  await burst(120); // warm-up (JIT, buffers)
  let burstMs = 0;
  if (!latencyOnly) for (let i = 0; i < BURSTS; i++) burstMs += await burst(BURST);

  mode = 'latency';
  delivered = 0;
  child.send({ cmd: 'rate', perSecond: RATE, seconds: RATE_SECONDS });
  await child.next();
  await sleep(500); // let the last broadcast arrive
  const rateDelivered = delivered;
  for (const ws of sockets) ws.terminate();
  child.process.kill();
  const sorted = latencies.slice(0, samples).sort();
  return {
    ratePerSecond: rateDelivered / RATE_SECONDS,
    rateExpected: RATE * perGroup,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    burstPerSecond: (BURSTS * BURST * perGroup) / (burstMs / 1000),
  };
}

async function idleMemory(kind: ServerKind): Promise<{ rss: number; heap: number }> {
  const child = await startServer(kind);
  await sleep(300);
  child.send({ cmd: 'memory' });
  const before = ((await child.next()) as { memory: Child['baseline'] }).memory;
  const sockets = await openMany(
    kind,
    child.port,
    IDLE,
    () => null,
    () => () => undefined,
  );
  await sleep(1_000);
  child.send({ cmd: 'memory' });
  const after = ((await child.next()) as { memory: Child['baseline'] }).memory;
  for (const ws of sockets) ws.terminate();
  child.process.kill();
  return { rss: (after.rss - before.rss) / IDLE, heap: (after.heap - before.heap) / IDLE };
}

/**
 * Growth past what one process may hold: `clients` connections over two hub instances sharing
 * Redis, half on each, the clients themselves in two client processes. Broadcasts start on the
 * first instance at RATE, as in the one-instance rows.
 */
async function scaledOut(
  clients: number,
): Promise<{ p99: number; delivered: number; expected: number; load: string }> {
  const prefix = `edgewise-bench:${process.pid}:${Date.now()}`;
  const servers = [
    await startServer('hubredis', ['0', REDIS_URL, prefix]),
    await startServer('hubredis', ['0', REDIS_URL, prefix]),
  ];
  const half = clients / 2;
  // Each client receives at most every broadcast of the measured seconds.
  const most = RATE * RATE_SECONDS * half;
  const workers = [
    await startClients('hubredis', servers[0]!.port, half, 0, most),
    await startClients('hubredis', servers[1]!.port, half, half, most),
  ];
  const rate = async (seconds: number) => {
    servers[0]!.send({ cmd: 'rate', perSecond: RATE, seconds });
    await servers[0]!.next();
    await sleep(500); // let the last broadcast arrive
  };
  await rate(1); // warm-up (JIT, buffers, the Redis subscriptions)
  for (const w of workers) await w.report();
  for (const w of workers) await w.record(true);
  const loadBefore = load();
  await rate(RATE_SECONDS);
  for (const w of workers) await w.record(false);
  const reports = [];
  for (const w of workers) reports.push(await w.report());
  for (const w of workers) w.process.disconnect();
  for (const s of servers) s.process.kill();
  const delivered = reports.reduce((sum, r) => sum + r.delivered, 0);
  const sorted = new Float64Array(reports.reduce((n, r) => n + r.latencies.length, 0));
  let at = 0;
  for (const r of reports) {
    sorted.set(r.latencies, at);
    at += r.latencies.length;
  }
  sorted.sort();
  const expected = RATE * RATE_SECONDS * (clients / SPORTS.length);
  return { p99: percentile(sorted, 99), delivered, expected, load: loadBefore };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const kb = (bytes: number) => `${fmt(bytes / 1024, 1)} KB`;
const pad = (s: string, n: number) => s.padEnd(n);
/** The machine's load when a figure was taken: 1, 5 and 15 minute averages. */
const load = () =>
  `load ${loadavg()
    .map((l) => fmt(l, 2))
    .join(' / ')}`;

/** Flooders (all anonymous, one address) and how long they flood, for the flood row. */
const FLOOD_CONNECTIONS = 10;
const FLOOD_SECONDS = 5;
/** The most bytes a flood may draw per byte it sends (docs/security.md "Hub limits"). */
const FLOOD_MAX_RATIO = 50;

/** The flood against the hub as the app runs it, beside the same flood with no limits or cache. */
async function flood(): Promise<{ guarded: FloodRun; open: FloodRun; load: string }> {
  process.stdout.write(
    `  measuring a RequestMatchupsForDate flood (${FLOOD_CONNECTIONS} connections, ${FLOOD_SECONDS} s), with and without limits…\n`,
  );
  const at = load();
  const open = await floodRun('open', FLOOD_CONNECTIONS, FLOOD_SECONDS);
  const guarded = await floodRun('guarded', FLOOD_CONNECTIONS, FLOOD_SECONDS);
  return { guarded, open, load: at };
}

const ratioOf = (r: FloodRun) => r.bytesOut / Math.max(1, r.bytesIn);
const mb = (bytes: number) => `${fmt(bytes / 1024 / 1024, 1)} MB`;

function printFlood(f: Awaited<ReturnType<typeof flood>>): void {
  console.log(
    `\nflood: ${FLOOD_CONNECTIONS} anonymous connections asking the same day for ${FLOOD_SECONDS} s, reconnecting when closed (${f.load}):`,
  );
  for (const r of [f.open, f.guarded])
    console.log(
      `  ${pad(r.mode === 'open' ? 'no limits, no cache' : 'limits + cached day', 20)} in ${pad(kb(r.bytesIn), 11)} out ${pad(mb(r.bytesOut), 10)} = ${pad(`${fmt(ratioOf(r), 1)}×`, 9)} days sent ${pad(fmt(r.served), 7)} refused ${pad(fmt(r.refused), 7)} closed ${pad(fmt(r.closed), 5)} 429 ${pad(fmt(r.rejected), 5)} server CPU ${fmt(r.cpuMs)} ms`,
    );
}

function floodRow(f: Awaited<ReturnType<typeof flood>>): BenchRow {
  const ratio = ratioOf(f.guarded);
  return {
    bench: 'hub flood',
    figure: `bytes out per byte in, ${FLOOD_CONNECTIONS} connections flooding RequestMatchupsForDate ${FLOOD_SECONDS} s (${f.load})`,
    value: `${fmt(ratio, 1)}× (${mb(f.guarded.bytesOut)} for ${kb(f.guarded.bytesIn)}; server CPU ${fmt(f.guarded.cpuMs)} ms)`,
    baseline: `${fmt(ratioOf(f.open), 1)}× (no limits, no cache; server CPU ${fmt(f.open.cpuMs)} ms)`,
    ratio: ratio / ratioOf(f.open),
    target: `≤ ${FLOOD_MAX_RATIO}×`,
    met: ratio <= FLOOD_MAX_RATIO,
  };
}

ensureFileLimit();
if (process.env.BENCH_HUB_ONLY === 'scaled') {
  // `BENCH_HUB_ONLY=scaled npm run bench:hub`: the sizes past one process, over two instances.
  for (const clients of GROWTH_CLIENTS.filter((c) => !fits(c) && fits(c / 2))) {
    process.stdout.write(`  measuring p99 with ${fmt(clients)} clients over two instances…\n`);
    const run = await scaledOut(clients);
    console.log(
      `${fmt(clients)} connections over two instances on Redis, ${RATE} bcast/s: p99 ${fmt(run.p99, 1)} ms (${fmt(run.delivered)}/${fmt(run.expected)} delivered; ${run.load})`,
    );
  }
  process.exit(0);
}
if (process.env.BENCH_HUB_ONLY === 'flood') {
  // `BENCH_HUB_ONLY=flood npm run bench:hub`: the flood row alone.
  const f = await flood();
  printFlood(f);
  writeRowsFile([floodRow(f)]);
  process.exit(0);
}
console.log(
  `bench:hub — ${CLIENTS} WebSocket clients in ${SPORTS.length} sport groups; servers in child processes\n`,
);
const floodResult = await flood();
const results = {} as Record<'hub' | 'hubmsgpack' | 'ws' | 'wsfair' | 'socketio', FanOut>;
for (const kind of ['ws', 'wsfair', 'hub', 'hubmsgpack', 'socketio'] as const) {
  process.stdout.write(`  measuring ${NAMES[kind]}…\n`);
  results[kind] = await fanOut(kind);
}
const growth: { clients: number; hub: FanOut; wsfair: FanOut }[] = [];
for (const clients of GROWTH_CLIENTS.filter(fits)) {
  process.stdout.write(`  measuring p99 at ${RATE} bcast/s with ${fmt(clients)} clients…\n`);
  const hubRun = await fanOut('hub', clients, true);
  const wsfairRun = await fanOut('wsfair', clients, true);
  growth.push({ clients, hub: hubRun, wsfair: wsfairRun });
}
const redisUp = await redisReachable(REDIS_URL);
/** Sizes past one process's descriptors, run over two instances when each half fits. */
const scaled: { clients: number; run: Awaited<ReturnType<typeof scaledOut>> | string }[] = [];
for (const clients of GROWTH_CLIENTS.filter((c) => !fits(c))) {
  if (!fits(clients / 2)) {
    scaled.push({
      clients,
      run: `not run: ulimit -n allows ${fmt(HARD_LIMIT)} descriptors in one process`,
    });
  } else if (!redisUp) {
    scaled.push({ clients, run: `not run: no Redis at ${REDIS_URL} for two instances` });
  } else {
    process.stdout.write(
      `  measuring p99 at ${RATE} bcast/s with ${fmt(clients)} clients over two instances…\n`,
    );
    scaled.push({ clients, run: await scaledOut(clients) });
  }
}
process.stdout.write(`  measuring idle memory (${fmt(IDLE)} connections)…\n`);
const memHub = await idleMemory('hub');
const memWs = await idleMemory('ws');
let redis: RedisRun | string;
if (redisUp) {
  process.stdout.write(`  measuring two hub instances over Redis (${REDIS_URL})…\n\n`);
  redis = await redisRun(REDIS_URL, CLIENTS, RATE, RATE_SECONDS);
} else {
  redis = `not run: no Redis at ${REDIS_URL} (set REDIS_URL)`;
  console.log(`  ${redis}\n`);
}

const old = results.ws.burstPerSecond;
const fair = results.wsfair.burstPerSecond;
console.log(
  `${pad('server', 20)} | ${pad('burst delivered/s', 18)} | ${pad('vs fair ws', 10)} | ${pad('vs old ws', 9)} | ${pad(`at ${RATE} bcast/s: delivered/s`, 28)} | ${pad('p50 ms', 7)} | p99 ms`,
);
console.log('-'.repeat(128));
for (const kind of ['hub', 'hubmsgpack', 'wsfair', 'ws', 'socketio'] as const) {
  const r = results[kind];
  console.log(
    `${pad(NAMES[kind], 20)} | ${pad(fmt(r.burstPerSecond), 18)} | ${pad(`${fmt(r.burstPerSecond / fair, 2)}×`, 10)} | ${pad(`${fmt(r.burstPerSecond / old, 2)}×`, 9)} | ${pad(`${fmt(r.ratePerSecond)} (of ${fmt(r.rateExpected)})`, 28)} | ${pad(fmt(r.p50, 2), 7)} | ${fmt(r.p99, 2)}`,
  );
}
console.log(`\nidle memory per connection at ${fmt(IDLE)} connections (server process, after GC):`);
console.log(`  SignalR hub: ${kb(memHub.rss)} RSS (${kb(memHub.heap)} JS heap + buffers)`);
console.log(`  bare ws:     ${kb(memWs.rss)} RSS (${kb(memWs.heap)} JS heap + buffers)`);
if (typeof redis !== 'string') {
  console.log(
    `\ntwo hub instances over Redis, ${fmt(redis.clients)} clients split between them, ${RATE} bcast/s from one:`,
  );
  console.log(
    `  delivered ${fmt(redis.delivered)} of ${fmt(redis.expected)}; p50 ${fmt(redis.p50, 2)} ms, p99 ${fmt(redis.p99, 2)} ms`,
  );
  console.log(
    `  instance B killed and restarted: its clients back after ${fmt(redis.gapMs)} ms; lost ${fmt(redis.lostRestarted)} of ${fmt(redis.expectedRestarted)} on B, ${fmt(redis.lostSurvivor)} of ${fmt(redis.expectedSurvivor)} on A`,
  );
}
printFlood(floodResult);
console.log(`\np99 delivery at ${RATE} bcast/s as connections grow:`);
for (const g of growth)
  console.log(
    `  ${fmt(g.clients)}, one instance: hub ${fmt(g.hub.p99, 2)} ms (${fmt(g.hub.ratePerSecond)}/${fmt(g.hub.rateExpected)} msg/s), fair bare ws ${fmt(g.wsfair.p99, 2)} ms`,
  );
for (const { clients, run } of scaled)
  console.log(
    typeof run === 'string'
      ? `  ${fmt(clients)}: ${run}`
      : `  ${fmt(clients)}, two instances over Redis: hub ${fmt(run.p99, 2)} ms (${fmt(run.delivered)}/${fmt(run.expected)} delivered; ${run.load})`,
  );

const hub = results.hub;
const checks: [string, boolean][] = [
  [
    `hub throughput ≥ 0.8× fair bare ws (${fmt(hub.burstPerSecond / fair, 2)}×)`,
    hub.burstPerSecond >= 0.8 * fair,
  ],
  [
    `hub throughput ≥ 0.8× old bare ws (${fmt(hub.burstPerSecond / old, 2)}×)`,
    hub.burstPerSecond >= 0.8 * old,
  ],
  ['hub throughput ahead of Socket.IO', hub.burstPerSecond > results.socketio.burstPerSecond],
  [`hub p99 < 100 ms (${fmt(hub.p99, 2)} ms)`, hub.p99 < 100],
  [`≤ 16 KB per idle hub connection (${kb(memHub.rss)})`, memHub.rss <= 16 * 1024],
  [
    typeof redis === 'string'
      ? `two instances over Redis: ${redis}`
      : `two instances over Redis: p99 < 100 ms (${fmt(redis.p99, 2)} ms), all delivered`,
    typeof redis !== 'string' && redis.p99 < 100 && redis.delivered === redis.expected,
  ],
  [
    typeof redis === 'string'
      ? 'restart of one instance: not run'
      : `restart of one instance: 0 lost on the other (${fmt(redis.lostSurvivor)})`,
    typeof redis !== 'string' && redis.lostSurvivor === 0,
  ],
  [
    `hub with MessagePack clients ≥ 0.8× fair bare ws (${fmt(results.hubmsgpack.burstPerSecond / fair, 2)}×)`,
    results.hubmsgpack.burstPerSecond >= 0.8 * fair,
  ],
];
console.log('\ntargets:');
for (const [label, ok] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label}`);
const row = (
  figure: string,
  value: string,
  baseline: string,
  ratio: number,
  target: string,
  met: boolean,
): BenchRow => ({ bench: 'hub', figure, value, baseline, ratio, target, met });
const rows: BenchRow[] = [
  row(
    `fan-out burst, ${fmt(CLIENTS)} clients`,
    `${fmt(hub.burstPerSecond)} msg/s`,
    `${fmt(fair)} msg/s (bare ws, pre-built frame)`,
    hub.burstPerSecond / fair,
    '≥ 0.8× fair bare ws',
    checks[0]![1],
  ),
  row(
    'fan-out burst, MessagePack clients',
    `${fmt(results.hubmsgpack.burstPerSecond)} msg/s`,
    `${fmt(fair)} msg/s (bare ws, pre-built frame)`,
    results.hubmsgpack.burstPerSecond / fair,
    '≥ 0.8× fair bare ws',
    checks[7]![1],
  ),
  row(
    'fan-out burst vs the old baseline',
    `${fmt(hub.burstPerSecond)} msg/s`,
    `${fmt(old)} msg/s (bare ws, ws.send loop)`,
    hub.burstPerSecond / old,
    '≥ 0.8× old bare ws',
    checks[1]![1],
  ),
  row(
    'fan-out burst vs Socket.IO',
    `${fmt(hub.burstPerSecond)} msg/s`,
    `${fmt(results.socketio.burstPerSecond)} msg/s (Socket.IO)`,
    hub.burstPerSecond / results.socketio.burstPerSecond,
    '> 1× Socket.IO',
    checks[2]![1],
  ),
  row(
    `p99 delivery at ${RATE} bcast/s`,
    `${fmt(hub.p99, 1)} ms`,
    `${fmt(results.wsfair.p99, 1)} ms (fair bare ws)`,
    hub.p99 / results.wsfair.p99,
    '< 100 ms',
    checks[3]![1],
  ),
  row(
    `memory per idle connection (${fmt(IDLE)})`,
    kb(memHub.rss),
    `${kb(memWs.rss)} (bare ws)`,
    memHub.rss / memWs.rss,
    '≤ 16 KB',
    checks[4]![1],
  ),
];
if (typeof redis === 'string') {
  rows.push(row('two instances over Redis', redis, '–', Number.NaN, 'runs', false));
} else {
  rows.push(
    row(
      `p99 at ${RATE} bcast/s, 2 instances over Redis`,
      `${fmt(redis.p99, 1)} ms (${fmt(redis.delivered)}/${fmt(redis.expected)} delivered)`,
      `${fmt(hub.p99, 1)} ms (one instance)`,
      redis.p99 / hub.p99,
      '< 100 ms, all delivered',
      checks[5]![1],
    ),
    row(
      'lost while one instance restarts',
      `${fmt(redis.lostSurvivor)} of ${fmt(redis.expectedSurvivor)} on the other`,
      `${fmt(redis.lostRestarted)} of ${fmt(redis.expectedRestarted)} on the restarted (${fmt(redis.gapMs)} ms away)`,
      Number.NaN,
      '0 on the other instance',
      checks[6]![1],
    ),
  );
}
// Growth: the hub's p99 at the same rate as connections grow, beside fair bare ws at the same size.
for (const g of growth) {
  const all = g.hub.ratePerSecond >= 0.99 * g.hub.rateExpected;
  rows.push({
    bench: 'hub growth',
    figure: `p99 delivery at ${RATE} bcast/s, ${fmt(g.clients)} connections`,
    value: `${fmt(g.hub.p99, 1)} ms (${fmt(g.hub.ratePerSecond)}/${fmt(g.hub.rateExpected)} msg/s)`,
    baseline: `${fmt(g.wsfair.p99, 1)} ms (fair bare ws, same size)`,
    ratio: g.hub.p99 / g.wsfair.p99,
    target: '< 100 ms, all delivered',
    met: g.hub.p99 < 100 && all,
  });
}
// Past one process's descriptors: two instances over Redis, beside the largest one-instance size.
const largest = growth.at(-1);
for (const { clients, run } of scaled) {
  const figure = `p99 delivery at ${RATE} bcast/s, ${fmt(clients)} connections (2 instances × ${fmt(clients / 2)} over Redis)`;
  if (typeof run === 'string') {
    rows.push({
      bench: 'hub growth',
      figure,
      value: run,
      baseline: '–',
      ratio: Number.NaN,
      target: '< 100 ms, all delivered',
      met: false,
    });
    continue;
  }
  rows.push({
    bench: 'hub growth',
    figure,
    value: `${fmt(run.p99, 1)} ms (${fmt(run.delivered)}/${fmt(run.expected)} delivered; ${run.load})`,
    baseline: largest
      ? `${fmt(largest.hub.p99, 1)} ms (one instance, ${fmt(largest.clients)} connections)`
      : '–',
    ratio: largest ? run.p99 / largest.hub.p99 : Number.NaN,
    target: '< 100 ms, all delivered',
    met: run.p99 < 100 && run.delivered === run.expected,
  });
}
rows.push(floodRow(floodResult));
writeRowsFile(rows);
process.exit(0);
