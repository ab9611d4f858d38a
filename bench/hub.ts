// `npm run bench:hub`: fan-out through our SignalR-protocol hub beside a bare `ws` server and
// Socket.IO, measured in the same run on this machine, plus memory per idle hub connection.
// Each server runs in its own child process (bench/hub/server.ts); this process holds the clients.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import type WebSocket from 'ws';
import { openClient, sentAtOf } from './hub/clients';
import { clock, type ServerKind, SPORTS, type ToServer } from './hub/shared';
import { writeRowsFile, type BenchRow } from './table';

const CLIENTS = 2_000;
const RATE = 20; // broadcasts a second
const RATE_SECONDS = 6;
const BURST = 600; // broadcasts sent back to back per burst: 100 per sport group
const BURSTS = 3;
const IDLE = 10_000;
const NAMES: Record<ServerKind, string> = {
  hub: 'SignalR hub (ours)',
  ws: 'bare ws',
  socketio: 'Socket.IO 4',
};

/** `ulimit -n` is per process: make sure this one may hold every idle client plus a margin. */
function ensureFileLimit(): void {
  const soft = Number(execFileSync('sh', ['-c', 'ulimit -n']).toString().trim());
  if (soft >= IDLE + CLIENTS + 500) return;
  const hard = execFileSync('sh', ['-c', 'ulimit -Hn']).toString().trim();
  if (process.env.BENCH_HUB_REEXEC || (hard !== 'unlimited' && Number(hard) < IDLE + 500)) {
    throw new Error(`ulimit -n is ${soft} (hard ${hard}); ${IDLE + 500} descriptors are needed.`);
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

interface Child {
  process: ChildProcess;
  port: number;
  baseline: { rss: number; heap: number };
  next: () => Promise<Record<string, unknown>>;
  send: (message: ToServer) => void;
}

async function startServer(kind: ServerKind): Promise<Child> {
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'bench/hub/server.ts', kind],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const inbox: Record<string, unknown>[] = [];
  const waiting: ((m: Record<string, unknown>) => void)[] = [];
  child.on('message', (m: Record<string, unknown>) => {
    const waiter = waiting.shift();
    if (waiter) waiter(m);
    else inbox.push(m);
  });
  const next = () => {
    const ready = inbox.shift();
    return ready
      ? Promise.resolve(ready)
      : new Promise<Record<string, unknown>>((resolve) => waiting.push(resolve));
  };
  const hello = (await next()) as { port: number; memory: Child['baseline'] };
  return {
    process: child,
    port: hello.port,
    baseline: hello.memory,
    next,
    send: (m) => child.send(m),
  };
}

async function openMany(
  kind: ServerKind,
  port: number,
  count: number,
  sportOf: (i: number) => string | null,
  onDelivery: (count: number, text: string) => void,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < count; i += 200) {
    const batch = [];
    for (let j = i; j < Math.min(count, i + 200); j++)
      batch.push(openClient(kind, port, sportOf(j), onDelivery));
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

interface FanOut {
  ratePerSecond: number;
  rateExpected: number;
  p50: number;
  p99: number;
  burstPerSecond: number;
}

async function fanOut(kind: ServerKind): Promise<FanOut> {
  const child = await startServer(kind);
  let mode: 'count' | 'latency' = 'count';
  let delivered = 0;
  const latencies = new Float64Array(RATE * RATE_SECONDS * CLIENTS);
  let samples = 0;
  const onDelivery = (count: number, text: string) => {
    delivered += count;
    if (mode === 'latency' && samples < latencies.length)
      latencies[samples++] = clock() - sentAtOf(kind, text);
  };
  const sockets = await openMany(
    kind,
    child.port,
    CLIENTS,
    (i) => SPORTS[i % SPORTS.length] as string,
    onDelivery,
  );
  const perGroup = CLIENTS / SPORTS.length;

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
  for (let i = 0; i < BURSTS; i++) burstMs += await burst(BURST);

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
    () => undefined,
  );
  await sleep(1_000);
  child.send({ cmd: 'memory' });
  const after = ((await child.next()) as { memory: Child['baseline'] }).memory;
  for (const ws of sockets) ws.terminate();
  child.process.kill();
  return { rss: (after.rss - before.rss) / IDLE, heap: (after.heap - before.heap) / IDLE };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const kb = (bytes: number) => `${fmt(bytes / 1024, 1)} KB`;
const pad = (s: string, n: number) => s.padEnd(n);

ensureFileLimit();
console.log(
  `bench:hub — ${CLIENTS} WebSocket clients in ${SPORTS.length} sport groups; servers in child processes\n`,
);
const results = {} as Record<ServerKind, FanOut>;
for (const kind of ['ws', 'hub', 'socketio'] as const) {
  process.stdout.write(`  measuring ${NAMES[kind]}…\n`);
  results[kind] = await fanOut(kind);
}
process.stdout.write(`  measuring idle memory (${fmt(IDLE)} connections)…\n\n`);
const memHub = await idleMemory('hub');
const memWs = await idleMemory('ws');

const base = results.ws.burstPerSecond;
console.log(
  `${pad('server', 20)} | ${pad('burst delivered/s', 18)} | ${pad('vs ws', 6)} | ${pad(`at ${RATE} bcast/s: delivered/s`, 28)} | ${pad('p50 ms', 7)} | p99 ms`,
);
console.log('-'.repeat(104));
for (const kind of ['hub', 'ws', 'socketio'] as const) {
  const r = results[kind];
  console.log(
    `${pad(NAMES[kind], 20)} | ${pad(fmt(r.burstPerSecond), 18)} | ${pad(`${fmt(r.burstPerSecond / base, 2)}×`, 6)} | ${pad(`${fmt(r.ratePerSecond)} (of ${fmt(r.rateExpected)})`, 28)} | ${pad(fmt(r.p50, 2), 7)} | ${fmt(r.p99, 2)}`,
  );
}
console.log(`\nidle memory per connection at ${fmt(IDLE)} connections (server process, after GC):`);
console.log(`  SignalR hub: ${kb(memHub.rss)} RSS (${kb(memHub.heap)} JS heap + buffers)`);
console.log(`  bare ws:     ${kb(memWs.rss)} RSS (${kb(memWs.heap)} JS heap + buffers)`);

const hub = results.hub;
const checks: [string, boolean][] = [
  [
    `hub throughput ≥ 0.8× bare ws (${fmt(hub.burstPerSecond / base, 2)}×)`,
    hub.burstPerSecond >= 0.8 * base,
  ],
  ['hub throughput ahead of Socket.IO', hub.burstPerSecond > results.socketio.burstPerSecond],
  [`hub p99 < 100 ms (${fmt(hub.p99, 2)} ms)`, hub.p99 < 100],
  [`≤ 16 KB per idle hub connection (${kb(memHub.rss)})`, memHub.rss <= 16 * 1024],
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
): BenchRow => ({
  bench: 'hub',
  figure,
  value,
  baseline,
  ratio,
  target,
  met,
});
writeRowsFile([
  row(
    `fan-out burst, ${fmt(CLIENTS)} clients`,
    `${fmt(hub.burstPerSecond)} msg/s`,
    `${fmt(base)} msg/s (bare ws)`,
    hub.burstPerSecond / base,
    '≥ 0.8× bare ws',
    checks[0]![1],
  ),
  row(
    'fan-out burst vs Socket.IO',
    `${fmt(hub.burstPerSecond)} msg/s`,
    `${fmt(results.socketio.burstPerSecond)} msg/s (Socket.IO)`,
    hub.burstPerSecond / results.socketio.burstPerSecond,
    '> 1× Socket.IO',
    checks[1]![1],
  ),
  row(
    `p99 delivery at ${RATE} bcast/s`,
    `${fmt(hub.p99, 1)} ms`,
    `${fmt(results.ws.p99, 1)} ms (bare ws)`,
    hub.p99 / results.ws.p99,
    '< 100 ms',
    checks[2]![1],
  ),
  row(
    `memory per idle connection (${fmt(IDLE)})`,
    kb(memHub.rss),
    `${kb(memWs.rss)} (bare ws)`,
    memHub.rss / memWs.rss,
    '≤ 16 KB',
    checks[3]![1],
  ),
]);
process.exit(0);
