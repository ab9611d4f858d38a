// The bench parent's side of its server children (bench/hub/server.ts) and of its many clients.
import { type ChildProcess, spawn } from 'node:child_process';
import type WebSocket from 'ws';
import { type OnDelivery, openClient } from './clients';
import type { ServerKind, ToServer } from './shared';

export interface Child {
  process: ChildProcess;
  port: number;
  baseline: { rss: number; heap: number };
  next: () => Promise<Record<string, unknown>>;
  send: (message: ToServer) => void;
}

/** Starts a server child; `args` follow the kind (bench/hub/server.ts). */
export async function startServer(kind: ServerKind, args: string[] = []): Promise<Child> {
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'bench/hub/server.ts', kind, ...args],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
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

/** Opens `count` clients, 200 at a time; client i joins `sportOf(i)` and reports to `onDeliveryOf(i)`. */
export async function openMany(
  kind: ServerKind,
  port: number,
  count: number,
  sportOf: (i: number) => string | null,
  onDeliveryOf: (i: number) => OnDelivery,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let i = 0; i < count; i += 200) {
    const batch = [];
    for (let j = i; j < Math.min(count, i + 200); j++)
      batch.push(openClient(kind, port, sportOf(j), onDeliveryOf(j)));
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export interface ClientProcess {
  process: ChildProcess;
  /** Starts or stops recording latencies; resolves once the process has switched. */
  record: (on: boolean) => Promise<void>;
  /** Updates received and latencies recorded since the last report. */
  report: () => Promise<{ delivered: number; latencies: Float64Array }>;
}

/**
 * Starts a client process (bench/hub/clientWorker.ts) holding `count` clients of `port`, keeping
 * at most `most` latencies between reports.
 */
export async function startClients(
  kind: ServerKind,
  port: number,
  count: number,
  first: number,
  most: number,
): Promise<ClientProcess> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/hub/clientWorker.ts',
      kind,
      String(port),
      String(count),
      String(first),
      String(most),
    ],
    // 'advanced': the latencies cross as a Float64Array, not as JSON.
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' },
  );
  const next = () =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const onExit = (code: number | null) =>
        reject(new Error(`bench client process exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (m: Record<string, unknown>) => {
        child.off('exit', onExit);
        resolve(m);
      });
    });
  await next();
  return {
    process: child,
    record: async (on) => {
      child.send({ cmd: 'latency', on });
      await next();
    },
    report: async () => {
      child.send({ cmd: 'report' });
      return (await next()) as { delivered: number; latencies: Float64Array };
    },
  };
}
