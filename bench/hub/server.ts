// Child process for `npm run bench:hub`: one fan-out server (our hub, bare `ws` or Socket.IO)
// driven over IPC by bench/hub.ts, so its CPU and memory are measured apart from the clients.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { Server as SocketIoServer } from 'socket.io';
import { WebSocketServer, type WebSocket } from 'ws';
import { createHubServer, MemoryLifetimeManager } from '../../server/hub';
import { BENCH_HUB_PATH, makePayload, SPORTS, type ServerKind, type ToServer } from './shared';

type Broadcast = (sport: string, payload: object) => void;

async function startHub(): Promise<{ broadcast: Broadcast; port: number }> {
  const app = Fastify({ logger: false });
  const hub = createHubServer(app, {
    path: BENCH_HUB_PATH,
    lifetime: new MemoryLifetimeManager(),
    methods: {
      JoinSportGroup: (ctx, sport) => ctx.groups.add(ctx.connectionId, `sport:${String(sport)}`),
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    port: (app.server.address() as AddressInfo).port,
    broadcast: (sport, payload) =>
      void hub.clients.group(`sport:${sport}`).send('ReceiveSportMatchupUpdate', payload),
  };
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

const kind = process.argv[2] as ServerKind;
const started =
  kind === 'hub' ? await startHub() : kind === 'ws' ? await startBareWs() : await startSocketIo();
const send = (message: object) => process.send?.(message);

process.on('message', (message: ToServer) => {
  if (message.cmd === 'memory') send({ memory: memory() });
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
