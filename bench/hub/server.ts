// Child process for `npm run bench:hub`: one fan-out server (our hub, bare `ws` two ways,
// Socket.IO, or one hub instance over Redis) driven over IPC by bench/hub.ts, so its CPU and
// memory are measured apart from the clients. `hubredis` takes [port, redis URL, prefix].
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Fastify from 'fastify';
import { Server as SocketIoServer } from 'socket.io';
import * as wsModule from 'ws';
import { type WebSocket, WebSocketServer } from 'ws';
import {
  createHubServer,
  type HubLifetimeManager,
  MemoryLifetimeManager,
  RedisLifetimeManager,
} from '../../server/hub';
import type { Matchup } from '@domain/contracts/matchup';
import { HUB_LIMITS } from '../../server/hub/limits';
import { DayFrames } from '../../server/matchups/dayFrames';
import {
  BENCH_HUB_PATH,
  makeDay,
  makePayload,
  SPORTS,
  type ServerKind,
  type ToServer,
} from './shared';

type Broadcast = (sport: string, payload: object) => void;

async function startHub(
  lifetime: HubLifetimeManager = new MemoryLifetimeManager(),
  port = 0,
): Promise<{ broadcast: Broadcast; port: number }> {
  const app = Fastify({ logger: false });
  const hub = createHubServer(app, {
    path: BENCH_HUB_PATH,
    lifetime,
    // Every bench client comes from this machine's one address: the per-address ceiling is lifted,
    // as RATE_LIMIT_SCALE lifts the app's for load tests (docs/security.md "Hub limits").
    options: { limits: { ...HUB_LIMITS, anonymousConnectionsPerAddress: Number.MAX_SAFE_INTEGER } },
    methods: {
      JoinSportGroup: (ctx, sport) => ctx.groups.add(ctx.connectionId, `sport:${String(sport)}`),
    },
  });
  await app.listen({ port, host: '127.0.0.1' });
  if (lifetime.status() !== 'memory') {
    // Wait until the backplane is subscribed, so the first broadcasts are not served locally only.
    while (lifetime.status() !== 'redis') await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    port: (app.server.address() as AddressInfo).port,
    broadcast: (sport, payload) =>
      void hub.clients.group(`sport:${sport}`).send('ReceiveSportMatchupUpdate', payload),
  };
}

/**
 * `hubflood`: our hub answering RequestMatchupsForDate with a busy day. 'guarded': the hub's
 * limits (server/hub/limits.ts) and the day's answer cached (server/matchups/dayFrames.ts), as
 * the app runs it; 'open': no limits and a fresh serialization per call, as it ran before.
 */
async function startFloodHub(mode: string): Promise<{ broadcast: Broadcast; port: number }> {
  const app = Fastify({ logger: false });
  const day = makeDay();
  const guarded = mode === 'guarded';
  // The app's cache around a list shaped like the app's (only its size matters here).
  const days = new DayFrames(async () => day as unknown as Matchup[]);
  const unlimited = { burst: Number.MAX_SAFE_INTEGER, perSecond: Number.MAX_SAFE_INTEGER };
  createHubServer(app, {
    path: BENCH_HUB_PATH,
    lifetime: new MemoryLifetimeManager(),
    methods: {
      RequestMatchupsForDate: async (ctx, date) => {
        if (guarded) await ctx.caller.sendPrepared(await days.get(String(date)));
        else await ctx.caller.send('ReceiveSportMatchupsUpdate', day);
      },
    },
    options: {
      limits: guarded
        ? HUB_LIMITS
        : {
            calls: unlimited,
            answerBytes: unlimited,
            refusalsBeforeClose: Number.MAX_SAFE_INTEGER,
            anonymousConnectionsPerAddress: Number.MAX_SAFE_INTEGER,
          },
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { port: (app.server.address() as AddressInfo).port, broadcast: () => undefined };
}

async function startBareWs(): Promise<{ broadcast: Broadcast; port: number }> {
  const server = createServer();
  const wss = new WebSocketServer({ server });
  const rooms = new Map<string, Set<WebSocket>>(SPORTS.map((s) => [s, new Set()]));
  wss.on('connection', (ws) => {
    ws.on('message', (data: Buffer) => {
      const { join } = JSON.parse(data.toString()) as { join: string };
      rooms.get(join)?.add(ws);
      ws.on('close', () => rooms.get(join)?.delete(ws));
      ws.send('{"joined":true}');
    });
  });
  return {
    port: await listen(server),
    broadcast: (sport, payload) => {
      const data = JSON.stringify(payload);
      for (const ws of rooms.get(sport) ?? []) ws.send(data);
    },
  };
}

/** ws's (untyped) Sender.frame: a frame's header and payload, ready to write to a socket. */
const { Sender } = wsModule as unknown as {
  Sender: {
    frame(
      data: Buffer,
      options: { fin: boolean; opcode: number; mask: boolean; readOnly: boolean; rsv1: boolean },
    ): Buffer[];
  };
};

/**
 * The fastest fan-out `ws` allows: the frame (header and payload) is built once with
 * WebSocket.Sender.frame and written to each member's socket as is; sockets are corked for the
 * event-loop turn, so a burst leaves in one write per socket, as our hub batches it.
 */
async function startFairWs(): Promise<{ broadcast: Broadcast; port: number }> {
  const server = createServer();
  const wss = new WebSocketServer({ server, perMessageDeflate: false });
  const rooms = new Map<string, Set<Socket>>(SPORTS.map((s) => [s, new Set()]));
  wss.on('connection', (ws) => {
    const socket = (ws as unknown as { _socket: Socket })._socket;
    ws.on('message', (data: Buffer) => {
      const { join } = JSON.parse(data.toString()) as { join: string };
      rooms.get(join)?.add(socket);
      ws.on('close', () => rooms.get(join)?.delete(socket));
      ws.send('{"joined":true}');
    });
  });
  const corked: Socket[] = [];
  const uncorkAll = () => {
    for (const socket of corked.splice(0)) socket.uncork();
  };
  return {
    port: await listen(server),
    broadcast: (sport, payload) => {
      const data = Buffer.from(JSON.stringify(payload));
      const options = { fin: true, opcode: 1, mask: false, readOnly: false, rsv1: false };
      const frame = Buffer.concat(Sender.frame(data, options));
      for (const socket of rooms.get(sport) ?? []) {
        if (socket.writableCorked === 0) {
          if (corked.length === 0) setImmediate(uncorkAll);
          socket.cork();
          corked.push(socket);
        }
        socket.write(frame);
      }
    },
  };
}

async function startSocketIo(): Promise<{ broadcast: Broadcast; port: number }> {
  const server = createServer();
  const io = new SocketIoServer(server, { transports: ['websocket'], serveClient: false });
  io.on('connection', (socket) => {
    socket.on('join', (sport: string, ack: () => void) => {
      void socket.join(sport);
      ack();
    });
  });
  return {
    port: await listen(server),
    broadcast: (sport, payload) => io.to(sport).emit('update', payload),
  };
}

function listen(server: HttpServer): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

function memory(): { rss: number; heap: number } {
  // --expose-gc is passed by the parent; collect twice so short-lived garbage is gone.
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed + m.external + m.arrayBuffers };
}

async function start(kind: ServerKind): Promise<{ broadcast: Broadcast; port: number }> {
  if (kind === 'hub' || kind === 'hubmsgpack') return startHub();
  if (kind === 'ws') return startBareWs();
  if (kind === 'wsfair') return startFairWs();
  if (kind === 'socketio') return startSocketIo();
  if (kind === 'hubflood') return startFloodHub(process.argv[3] ?? 'guarded');
  const [port, url, prefix] = process.argv.slice(3) as [string, string, string];
  const log = { warn: () => undefined, info: () => undefined } as never;
  return startHub(new RedisLifetimeManager({ url, prefix, log }), Number(port));
}

const started = await start(process.argv[2] as ServerKind);
const send = (message: object) => process.send?.(message);

process.on('message', (message: ToServer) => {
  if (message.cmd === 'memory') send({ memory: memory() });
  if (message.cmd === 'cpu') send({ cpu: process.cpuUsage() });
  if (message.cmd === 'rate') {
    // message.perSecond broadcasts a second, round-robin over the sports, for message.seconds.
    let seq = 0;
    const total = message.perSecond * message.seconds;
    const timer = setInterval(() => {
      const sport = SPORTS[seq % SPORTS.length] as string;
      started.broadcast(sport, makePayload(sport, seq));
      seq += 1;
      if (seq >= total) {
        clearInterval(timer);
        send({ done: seq });
      }
    }, 1000 / message.perSecond);
  }
  if (message.cmd === 'burst') {
    for (let seq = 0; seq < message.count; seq++) {
      const sport = SPORTS[seq % SPORTS.length] as string;
      started.broadcast(sport, makePayload(sport, seq));
    }
    send({ done: message.count });
  }
});
send({ port: started.port, memory: memory() });
