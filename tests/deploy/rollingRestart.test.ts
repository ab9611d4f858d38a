// Rolling restart behind a real proxy (docs/deployment.md §3): nginx with deploy/nginx.conf in
// front of two instances sharing PostgreSQL and Redis. Under steady load (bet submissions by a
// signed-in user, 500 hub clients on WebSockets, SSE and long polling) each instance in turn gets
// SIGTERM, exits and starts again. Nothing a client was told is lost, the proxy answers no 5xx,
// every hub client is back within 10 s, and the instance that stayed up delivers every broadcast.
import { unpackDay, type DayTable } from '@domain/contracts/dayTable';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
} from '@microsoft/signalr';
import { addDays, format } from 'date-fns';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { HUB_PATH, HubEvent, HubMethod } from '@domain/rules/hub';
import type { Matchup } from '@domain/contracts/matchup';
import { MAX_RECONNECT_ATTEMPTS, reconnectDelay } from '@/lib/hub/hubService';
import { hashToken } from '../../server/accounts/tokens';
import { RedisLifetimeManager } from '../../server/hub';
import { sessionGroup } from '../../server/hub/types';
import { Frame } from '../../server/hub/frame';
import {
  freePort,
  freshDatabase,
  Instance,
  missingPrerequisite,
  REDIS_URL,
  startProxy,
  type Proxy,
} from './stack';
import { pollUntil } from '../pollUntil';

const HUB_CLIENTS = 500;
/** Clients replaced by fresh ones (a browser opened anew) after the first restart. */
const REPLACED = 200;
const BET_WORKERS = 4;
// Often enough that an instance's restart (about 5 s once nothing sleeps) spans well over ten.
const PROBE_EVERY_MS = 200;
const PROBE = 'RollingRestartProbe';
const RECONNECT_LIMIT_MS = 10_000;
const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

const skipReason = await missingPrerequisite();
/**
 * The pace of the load's generators (a probe every PROBE_EVERY_MS, a bet every 20 ms per worker):
 * a rate, not a wait for a result. What the test waits for, it polls with pollUntil.
 */
const pace = (ms: number) =>
  // eslint-disable-next-line no-restricted-syntax -- the load's rate, not a wait before asserting
  new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 50 ms (tests/pollUntil.ts): the stack's processes announce no events. */
const until = (check: () => boolean, timeoutMs: number, what: string) =>
  pollUntil(check, { intervalMs: 50, timeoutMs, what });

interface Client {
  connection: HubConnection;
  transport: HttpTransportType;
  createdAt: number;
  stoppedAt: number | null;
  probes: Set<number>;
  /** Each loss of the connection: when the client began reconnecting and when it was back. */
  outages: { from: number; to: number | null }[];
  /** Closed for good (reconnect attempts exhausted). */
  gaveUp: boolean;
}

interface Restart {
  instance: string;
  from: number;
  to: number;
  /** SIGTERM to exit. */
  drainMs: number;
  exitCode: number | null;
  /** Start to healthy again. */
  startMs: number;
}

const dir = mkdtempSync(join(tmpdir(), 'edgewise-deploy-'));
const instances: Instance[] = [];
const clients: Client[] = [];
/** What the hub clients logged at warning level and above, counted: read when a check fails. */
const clientErrors = new Map<string, number>();
let proxy: Proxy | null = null;
let backplane: RedisLifetimeManager | null = null;
let database: Awaited<ReturnType<typeof freshDatabase>> | null = null;
/** The load runs while these hold; cleared at the end, or by afterAll when a check threw. */
const load = { betting: true, probing: true };

afterAll(async () => {
  load.betting = false;
  load.probing = false;
  await Promise.allSettled(
    clients.filter((c) => c.stoppedAt === null).map((c) => c.connection.stop()),
  );
  for (const instance of instances) instance.kill();
  await proxy?.stop();
  await backplane?.close();
  await database?.drop();
  // The logs of the run stay beside its figures.
  mkdirSync('test-results/deploy', { recursive: true });
  for (const file of ['a.log', 'b.log', 'access.log', 'shipped-access.log', 'error.log'])
    if (existsSync(join(dir, file)))
      copyFileSync(join(dir, file), join('test-results/deploy', file));
  rmSync(dir, { recursive: true, force: true });
});

describe(`rolling restart behind nginx${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  it.skipIf(skipReason !== null)(
    'loses no acknowledged bet, answers no 5xx, brings every hub client back within 10 s and loses no broadcast on the instance that stayed up',
    async () => {
      const ports = { proxy: await freePort(), a: await freePort(), b: await freePort() };
      proxy = await startProxy(dir, ports);
      const site = proxy.url;
      // Its own database: both instances share it, nothing else writes to it.
      database = await freshDatabase();
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL,
        NODE_ENV: 'production',
        PUBLIC_URL: site,
        TRUST_PROXY: '127.0.0.1',
        STATIC_DIR: './tests/fixtures/no-build',
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
        ACCOUNT_RATE_LIMIT: '1000',
        RATE_LIMIT_SCALE: '1000',
        DEMO_FEED: 'on',
      };
      const a = new Instance('a', ports.a, env, join(dir, 'a.log'));
      const b = new Instance('b', ports.b, env, join(dir, 'b.log'));
      instances.push(a, b);
      // One after the other: both first passes of the demo feed write every game.
      await a.start();
      await b.start();

      // A signed-in user: the bettor of the load, and the user every hub client signs in as.
      const email = `rolling-${Date.now()}@example.com`;
      const register = await fetch(`${site}/api/account/register`, {
        method: 'POST',
        headers: XHR,
        body: JSON.stringify({
          email,
          password: 'rolling-restart-secret-1',
          confirmPassword: 'rolling-restart-secret-1',
          firstName: 'Rolling',
          lastName: 'Restart',
        }),
      });
      expect(register.status).toBe(200);
      const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const sessionToken = cookie.slice(cookie.indexOf('=') + 1);
      const db = new pg.Client({ connectionString: database.url });
      // Ended by the drop in afterAll when a check fails first.
      db.on('error', () => undefined);
      await db.connect();
      const userId = String(
        (await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])).rows[0]
          ?.id,
      );

      const newClient = (index: number): Client => {
        const transport =
          index % 20 === 0
            ? HttpTransportType.LongPolling
            : index % 20 === 1
              ? HttpTransportType.ServerSentEvents
              : HttpTransportType.WebSockets;
        // The web app's own reconnect policy (docs/product.md §9).
        const connection = new HubConnectionBuilder()
          .withUrl(`${site}${HUB_PATH}`, { transport, accessTokenFactory: () => sessionToken })
          .withAutomaticReconnect({
            nextRetryDelayInMilliseconds: ({ previousRetryCount }) =>
              previousRetryCount >= MAX_RECONNECT_ATTEMPTS
                ? null
                : reconnectDelay(previousRetryCount),
          })
          .configureLogging({
            log: (level, message) => {
              if (level < LogLevel.Warning) return;
              const key = message.replace(/[A-Za-z0-9_-]{20,}/g, '…').slice(0, 160);
              clientErrors.set(key, (clientErrors.get(key) ?? 0) + 1);
            },
          })
          .build();
        const client: Client = {
          connection,
          transport,
          createdAt: Date.now(),
          stoppedAt: null,
          probes: new Set(),
          outages: [],
          gaveUp: false,
        };
        connection.on(PROBE, (seq: number) => {
          client.probes.add(seq);
        });
        connection.onreconnecting(() => client.outages.push({ from: Date.now(), to: null }));
        connection.onreconnected(() => {
          const last = client.outages.at(-1);
          if (last) last.to = Date.now();
        });
        connection.onclose(() => {
          if (client.stoppedAt === null) client.gaveUp = true;
        });
        return client;
      };
      const connectAll = async (batch: Client[]) => {
        for (let i = 0; i < batch.length; i += 25)
          await Promise.all(batch.slice(i, i + 25).map((c) => c.connection.start()));
      };
      const fresh = Array.from({ length: HUB_CLIENTS }, (_, i) => newClient(i));
      clients.push(...fresh);
      await connectAll(fresh);

      // Games to bet on: two days ahead, priced, through the hub like the web app.
      const day = format(addDays(new Date(), 2), 'yyyy-MM-dd');
      const games: Matchup[] = [];
      // A handler returns nothing: a value would be a result the server never asked for.
      fresh[0]!.connection.on(HubEvent.ReceiveSportMatchupsUpdate, (day: DayTable) => {
        const list = unpackDay(day);
        games.push(...list.filter((m) => m.homeMoneyLine != null && m.awayMoneyLine != null));
      });
      await fresh[0]!.connection.invoke(HubMethod.RequestMatchupsForDate, day);
      expect(games.length).toBeGreaterThanOrEqual(3);

      // Broadcasts: numbered, through the Redis backplane to the session's group, as any instance sends.
      backplane = new RedisLifetimeManager({
        url: REDIS_URL,
        prefix: `edgewise:${HUB_PATH}`,
        log: Fastify({ logger: false }).log,
      });
      const ready = backplane;
      await until(() => ready.status() === 'redis', 10_000, 'the backplane');
      // The group every hub connection of the user's session joins (docs/hub.md §2.5).
      const probeGroup = sessionGroup(hashToken(sessionToken));
      const published: number[] = [];
      const probeLoop = (async () => {
        for (let seq = 0; load.probing; seq += 1) {
          await ready.sendGroup(probeGroup, Frame.invocation(PROBE, [seq]));
          published[seq] = Date.now();
          await pace(PROBE_EVERY_MS);
        }
      })();

      // Bets: each a single with its own id, acknowledged when answered 200.
      const bets = { acknowledged: [] as string[], fivexx: 0, failed: 0, refused: [] as string[] };
      const betLoop = async (worker: number) => {
        for (let n = 0; load.betting; n += 1) {
          const id = `rolling-${worker}-${n}`;
          const game = games[(worker + n) % games.length]!;
          const entry = {
            id,
            units: 1,
            reasoning: '',
            matchupId: game.id,
            homeTeam: game.homeTeam,
            awayTeam: game.awayTeam,
            betMode: 'single',
            team: 'Home',
            moneyLine: String(game.homeMoneyLine),
            spread: '',
            total: '',
            includedMatchups: [],
            individualBets: [],
            legs: [{ matchupId: game.id, betType: 'MoneyLine', selection: 'Home' }],
            status: 'pending',
            createdAt: new Date().toISOString(),
          };
          try {
            const res = await fetch(`${site}/api/bets`, {
              method: 'POST',
              headers: { ...XHR, cookie },
              body: JSON.stringify({ bets: [entry] }),
            });
            const body = await res.text();
            if (res.status === 200) bets.acknowledged.push(id);
            else if (res.status >= 500) bets.fivexx += 1;
            else bets.refused.push(`${res.status} ${body.slice(0, 200)}`);
          } catch {
            bets.failed += 1;
          }
          await pace(20);
        }
      };
      const betWorkers = Array.from({ length: BET_WORKERS }, (_, w) => betLoop(w));
      // The load is under way before the first restart: bets acknowledged, probes going out.
      await until(
        () => bets.acknowledged.length >= 50 && published.length >= 3,
        30_000,
        'the load to be under way',
      );

      const restarts: Restart[] = [];
      const restart = async (instance: Instance) => {
        const from = Date.now();
        const stopped = await instance.terminate();
        // Requests answered after this line are by the other instance until this one is back.
        const logged = proxy!.accessLog().length;
        const starting = Date.now();
        await instance.start();
        const startMs = Date.now() - starting;
        await until(
          () =>
            clients.every(
              (c) => c.stoppedAt !== null || c.connection.state === HubConnectionState.Connected,
            ),
          30_000,
          'every hub client to be connected',
        );
        // nginx tries an instance it found down again after fail_timeout (2 s, deploy/nginx.conf):
        // the restart is over once the proxy has an API request answered by it again ($upstream_addr
        // lists every instance tried, the last one answered).
        const address = `127.0.0.1:${String(instance.port)}`;
        await until(
          () =>
            proxy!
              .accessLog()
              .slice(logged)
              .some((line) => line.upstream.split(', ').at(-1) === address),
          30_000,
          `the proxy to send requests to ${instance.name} again`,
        );
        restarts.push({
          instance: instance.name,
          from,
          to: Date.now(),
          drainMs: stopped.ms,
          exitCode: stopped.code,
          startMs,
        });
      };

      await restart(a);
      // Clients that left a are all on b now: some browsers open afresh, so a holds clients again.
      const moved = clients.filter((c) => c.outages.length > 0).slice(0, REPLACED);
      await Promise.all(
        moved.map(async (c) => {
          c.stoppedAt = Date.now();
          await c.connection.stop();
        }),
      );
      const replacements = moved.map((_, i) => newClient(HUB_CLIENTS + i));
      clients.push(...replacements);
      await connectAll(replacements);
      // The replacements are in the session's group before b restarts: each has had a probe.
      await until(
        () => replacements.every((c) => c.probes.size > 0),
        10_000,
        'every replacement to receive a probe',
      );
      await restart(b);

      load.betting = false;
      await Promise.all(betWorkers);
      load.probing = false;
      await probeLoop;
      // Nothing is left in flight: the last probe has reached every client still connected (one
      // that gave up is reported with the figures below).
      const lastProbe = published.length - 1;
      await until(
        () => clients.every((c) => c.stoppedAt !== null || c.gaveUp || c.probes.has(lastProbe)),
        10_000,
        'the last probe to reach every client',
      );

      // Every acknowledged bet is in the database.
      const stored = new Set(
        (
          await db.query<{ id: string }>('SELECT id FROM bets WHERE user_id = $1', [userId])
        ).rows.map((r) => r.id),
      );
      await db.end();
      const lost = bets.acknowledged.filter((id) => !stored.has(id));

      // Every loss of a hub connection was over within 10 s, and no client gave up.
      const outages = clients.flatMap((c) => c.outages);
      const reconnectMs = outages.map((o) => (o.to ?? Infinity) - o.from).sort((x, y) => x - y);
      const lateOrNever = reconnectMs.filter((ms) => ms > RECONNECT_LIMIT_MS);
      const gaveUp = clients.filter((c) => c.gaveUp).length;

      // The instance that stayed up: its clients (no outage while the other restarted) got every
      // broadcast published meanwhile.
      const survivors = restarts.map((r) => {
        const stayed = clients.filter(
          (c) =>
            c.createdAt < r.from &&
            (c.stoppedAt === null || c.stoppedAt > r.to) &&
            !c.outages.some((o) => o.from >= r.from && o.from <= r.to),
        );
        const sent = published.flatMap((t, seq) => (t >= r.from && t <= r.to ? [seq] : []));
        const missing = stayed.reduce(
          (sum, c) => sum + sent.filter((seq) => !c.probes.has(seq)).length,
          0,
        );
        return { instance: r.instance, clients: stayed.length, broadcasts: sent.length, missing };
      });

      const log = proxy.accessLog();
      const proxy5xx = log.filter((line) => line.status >= 500);
      // Secrets never in logs (docs/security.md): the shipped access log and the instances' logs
      // hold no hub connection token (the test's own log reads them from ?id=) and no session id.
      const connectionTokens = [
        // nginx writes '-' for a request without one.
        ...new Set(
          log.map((line) => decodeURIComponent(line.id)).filter((id) => id !== '' && id !== '-'),
        ),
      ];
      const shippedLog = proxy.shippedAccessLog();
      const instanceLogs = [a, b].map((i) => readFileSync(i.logFile, 'utf8')).join('\n');
      const leakedSecrets = [...connectionTokens, sessionToken].filter(
        (secret) => shippedLog.includes(secret) || instanceLogs.includes(secret),
      );
      const pct = (p: number) =>
        reconnectMs[Math.min(reconnectMs.length - 1, Math.floor((p / 100) * reconnectMs.length))];
      const figures = {
        hubClients: HUB_CLIENTS,
        replacedBetweenRestarts: REPLACED,
        restarts: restarts.map((r) => ({
          instance: r.instance,
          drainMs: r.drainMs,
          exitCode: r.exitCode,
          startMs: r.startMs,
          clientsMoved: outages.filter((o) => o.from >= r.from && o.from <= r.to).length,
        })),
        reconnectMs: { p50: pct(50), p95: pct(95), max: reconnectMs.at(-1), count: outages.length },
        bets: {
          acknowledged: bets.acknowledged.length,
          lost: lost.length,
          fivexx: bets.fivexx,
          failed: bets.failed,
        },
        proxy: { requests: log.length, fivexx: proxy5xx.length },
        secrets: { connectionTokens: connectionTokens.length, leaked: leakedSecrets.length },
        survivors,
        clientErrors: Object.fromEntries(clientErrors),
      };
      console.log(`rolling restart: ${JSON.stringify(figures, null, 2)}`);
      mkdirSync('test-results/deploy', { recursive: true });
      writeFileSync(
        'test-results/deploy/rolling-restart.json',
        `${JSON.stringify(figures, null, 2)}\n`,
      );

      expect(bets.refused).toEqual([]);
      expect(bets.acknowledged.length).toBeGreaterThan(100);
      expect(lost).toEqual([]);
      expect(bets.fivexx).toBe(0);
      expect(bets.failed).toBe(0);
      expect(proxy5xx).toEqual([]);
      expect(connectionTokens.length).toBeGreaterThan(50);
      expect(shippedLog.split('\n').filter(Boolean).length).toBeGreaterThan(100);
      expect(shippedLog).not.toContain('?');
      expect(leakedSecrets).toEqual([]);
      for (const r of restarts) {
        expect(r.exitCode).toBe(0);
        expect(r.drainMs).toBeLessThanOrEqual(10_000);
      }
      // Each restart moved clients, and the one that stayed up held clients throughout.
      for (const r of figures.restarts) expect(r.clientsMoved).toBeGreaterThanOrEqual(50);
      expect(lateOrNever).toEqual([]);
      expect(gaveUp).toBe(0);
      for (const s of survivors) {
        expect(s.clients).toBeGreaterThanOrEqual(50);
        expect(s.broadcasts).toBeGreaterThan(10);
        expect(s.missing).toBe(0);
      }
      expect(
        clients.filter(
          (c) => c.stoppedAt === null && c.connection.state !== HubConnectionState.Connected,
        ),
      ).toEqual([]);
    },
    600_000,
  );
});
