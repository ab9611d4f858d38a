// `npm run bench:hub`'s two-instance run: our hub in two server processes sharing one Redis
// backplane, the clients split between them. Broadcasts start on instance A and reach every client
// through Redis. Measured: delivery latency at a steady rate, then the messages each side misses
// while instance B is killed and started again on the same port (its clients reconnect to it).
import { Redis } from 'ioredis';
import type WebSocket from 'ws';
import { type Child, percentile, sleep, startServer } from './children';
import { openClient, sentAtOf } from './clients';
import { clock, SPORTS } from './shared';

export interface RedisRun {
  clients: number;
  p50: number;
  p99: number;
  delivered: number;
  expected: number;
  /** Restart phase: messages missed by instance A's clients (should be none) and by B's. */
  lostSurvivor: number;
  expectedSurvivor: number;
  lostRestarted: number;
  expectedRestarted: number;
  /** From killing B until the last of its clients had rejoined its group on the new B. */
  gapMs: number;
}

interface Client {
  sport: string;
  onA: boolean;
  received: number;
  ws: WebSocket | null;
}

/** Resolves whether Redis answers at `url` within two seconds. */
export async function redisReachable(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Broadcasts per sport when `total` go round-robin over SPORTS. */
function perSport(total: number, sport: string): number {
  const index = SPORTS.indexOf(sport as (typeof SPORTS)[number]);
  return Math.floor(total / SPORTS.length) + (index < total % SPORTS.length ? 1 : 0);
}

export async function redisRun(
  url: string,
  clientCount: number,
  rate: number,
  seconds: number,
): Promise<RedisRun> {
  const prefix = `edgewise-bench:${process.pid}:${Date.now()}`;
  const a = await startServer('hubredis', ['0', url, prefix]);
  let b: Child = await startServer('hubredis', ['0', url, prefix]);
  const portB = b.port;
  let latencyOn = false;
  const latencies: number[] = [];
  const clients: Client[] = Array.from({ length: clientCount }, (_, i) => ({
    sport: SPORTS[i % SPORTS.length] as string,
    onA: i % 2 === 0,
    received: 0,
    ws: null,
  }));
  const connect = async (client: Client): Promise<void> => {
    client.ws = await openClient(
      'hubredis',
      client.onA ? a.port : portB,
      client.sport,
      (n, text) => {
        client.received += n;
        if (latencyOn) latencies.push(clock() - sentAtOf('hubredis', text));
      },
    );
  };
  for (let i = 0; i < clients.length; i += 200)
    await Promise.all(clients.slice(i, i + 200).map(connect));

  // Steady rate, every client on either instance.
  latencyOn = true;
  a.send({ cmd: 'rate', perSecond: rate, seconds });
  await a.next();
  await sleep(500);
  latencyOn = false;
  const total = rate * seconds;
  const delivered = clients.reduce((sum, c) => sum + c.received, 0);
  const expected = clients.reduce((sum, c) => sum + perSport(total, c.sport), 0);

  // Restart B a third of the way into the same rate; its clients reconnect as soon as it listens.
  for (const client of clients) client.received = 0;
  const restartSeconds = seconds + 2;
  a.send({ cmd: 'rate', perSecond: rate, seconds: restartSeconds });
  await sleep((restartSeconds * 1000) / 3);
  const killedAt = clock();
  b.process.kill('SIGKILL');
  const onB = clients.filter((c) => !c.onA);
  const reconnect = async (client: Client): Promise<void> => {
    for (;;) {
      try {
        await connect(client);
        return;
      } catch {
        await sleep(25);
      }
    }
  };
  b = await startServer('hubredis', [String(portB), url, prefix]);
  await Promise.all(onB.map(reconnect));
  const gapMs = clock() - killedAt;
  await a.next();
  await sleep(500);
  const restartTotal = rate * restartSeconds;
  const lost = (side: Client[]) =>
    side.reduce((sum, c) => sum + Math.max(0, perSport(restartTotal, c.sport) - c.received), 0);
  const expectedOf = (side: Client[]) =>
    side.reduce((sum, c) => sum + perSport(restartTotal, c.sport), 0);
  const onA = clients.filter((c) => c.onA);

  for (const client of clients) client.ws?.terminate();
  a.process.kill();
  b.process.kill();
  const sorted = Float64Array.from(latencies).sort();
  return {
    clients: clientCount,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    delivered,
    expected,
    lostSurvivor: lost(onA),
    expectedSurvivor: expectedOf(onA),
    lostRestarted: lost(onB),
    expectedRestarted: expectedOf(onB),
    gapMs,
  };
}
