import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WebSocketServer } from 'ws';
import { problem, sendProblem } from '../http/problem';
import type { HubConnection } from './connection';
import { LimitErrors } from './limits';
import type { HubOptions } from './options';
import { TRANSFER_FORMATS } from './protocols';
import { LongPollingTransport } from './transports/longPolling';
import { ServerSentEventsTransport } from './transports/serverSentEvents';
import type { TransportKind } from './transports/transport';
import type { HubAuthenticate } from './types';
import { WebSocketTransport } from './transports/webSocket';

export interface HubHttpDeps {
  path: string;
  options: HubOptions;
  log: FastifyBaseLogger;
  authenticate?: HubAuthenticate;
  /** False refuses a cross-site negotiate or upgrade (403) before it can use the caller's cookie. */
  allowOrigin?: (req: IncomingMessage) => boolean;
  /** The client's address, for the per-address ceiling (server/hub/limits.ts clientAddress). */
  addressOf(req: IncomingMessage): string;
  /** A new connection; null when its address holds too many anonymous ones already (429). */
  create(
    negotiateVersion: number,
    user: Awaited<ReturnType<HubAuthenticate>>,
    statefulReconnect: boolean,
    address: string,
  ): HubConnection | null;
  find(token: string): HubConnection | undefined;
  remove(connection: HubConnection): void;
}

const Texts = {
  idRequired: 'Connection ID required',
  noConnection: 'No Connection with that ID',
  changeTransport: 'Cannot change transports mid-connection',
  alreadyActive: 'Connection already active',
  postOnWebSocket: 'POST requests are not allowed for WebSocket connections.',
  deleteNotLongPolling: 'Cannot terminate this connection using the DELETE endpoint.',
  notStarted: 'The connection has no transport yet.',
  nonInteger: 'The client requested a non-integer protocol version.',
  unsupportedVersion: (v: string) =>
    `The client requested version '${v}', but the server does not support this version.`,
  transportDisabled: (t: TransportKind) => `${t} transport not supported by this end point type`,
  crossSite: 'Cross-site requests are refused.',
  tooManyConnections: LimitErrors.tooManyConnections,
};

/**
 * The HTTP surface of docs/hub.md §1.1: negotiate, WebSocket upgrade, SSE and long-poll GETs,
 * POST sends and DELETE. Routes live in their own plugin scope so the raw-body parser and the
 * text answers do not leak into the rest of the app.
 */
export function registerHubHttp(app: FastifyInstance, deps: HubHttpDeps): void {
  const { path, options } = deps;
  const offered = (kind: TransportKind) => options.transports.includes(kind);

  async function userOf(req: IncomingMessage) {
    if (!deps.authenticate) return null;
    try {
      return await deps.authenticate(req, { accessToken: accessTokenOf(req) });
    } catch (err) {
      deps.log.warn({ err }, 'hub authentication failed; treating as anonymous');
      return null;
    }
  }

  /**
   * The connection a token names, when this request's user is the one that negotiated it (the
   * same account, or anonymous for an anonymous one): the token alone does not take it over.
   */
  async function ownedConnection(req: IncomingMessage, token: string) {
    const connection = deps.find(token);
    if (!connection) return undefined;
    const caller = (await userOf(req))?.userId ?? null;
    return caller === (connection.user?.userId ?? null) ? connection : undefined;
  }

  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: options.maximumPostBodySize },
      (_request, body, done) => done(null, body),
    );

    scope.post(`${path}/negotiate`, async (request, reply) => {
      if (deps.allowOrigin && !deps.allowOrigin(request.raw))
        return text(reply, 403, Texts.crossSite);
      const query = queryOf(request.raw);
      const raw = query.get('negotiateversion');
      let version = 0;
      if (raw !== null) {
        if (!/^[+-]?\d+$/.test(raw.trim())) return reply.send({ error: Texts.nonInteger });
        version = Number.parseInt(raw, 10);
        if (version < 0) return reply.send({ error: Texts.unsupportedVersion(raw) });
      }
      version = Math.min(version, 1);
      // Stateful reconnect needs the separate token of negotiate version 1 (docs/hub.md §1.6).
      const stateful =
        options.allowStatefulReconnects &&
        version >= 1 &&
        query.get('usestatefulreconnect') === 'true';
      const connection = deps.create(
        version,
        await userOf(request.raw),
        stateful,
        deps.addressOf(request.raw),
      );
      // Answered here rather than thrown: the hub mounts on any Fastify (the benches' bare ones
      // too), which may have no problem-details error handler.
      if (!connection) return sendProblem(reply, 429, Texts.tooManyConnections);
      const availableTransports = options.transports.map((transport) => ({
        transport,
        transferFormats: TRANSFER_FORMATS[transport],
      }));
      return reply.send(
        version >= 1
          ? {
              negotiateVersion: 1,
              connectionId: connection.connectionId,
              connectionToken: connection.token,
              availableTransports,
              ...(stateful ? { useStatefulReconnect: true } : {}),
            }
          : { negotiateVersion: 0, connectionId: connection.connectionId, availableTransports },
      );
    });
    scope.route({
      method: ['GET', 'PUT', 'DELETE', 'PATCH'],
      url: `${path}/negotiate`,
      handler: (_request, reply) => reply.code(405).send(),
    });

    scope.get(path, async (request, reply) => {
      const sse = (request.headers.accept ?? '').includes('text/event-stream');
      const kind: TransportKind = sse ? 'ServerSentEvents' : 'LongPolling';
      if (!offered(kind)) return text(reply, 404, Texts.transportDisabled(kind));
      const connection = await lookup(request, reply);
      if (!connection) return reply;
      const current = connection.transport?.kind;
      if (current !== undefined && current !== kind) return text(reply, 400, Texts.changeTransport);
      if (sse) {
        if (connection.state !== 'negotiated') return text(reply, 409, Texts.alreadyActive);
        const response = hijack(reply);
        response.writeHead(200, {
          'Content-Type': 'text/event-stream',
          'Cache-Control': 'no-cache,no-store',
          Pragma: 'no-cache',
          'Content-Encoding': 'identity',
          'X-Accel-Buffering': 'no',
        });
        response.socket?.setNoDelay(true);
        // Some browsers only fire `open` once data arrives; the client waits for `open`.
        response.write(':\r\n');
        const transport = new ServerSentEventsTransport(response, options.maxBufferedBytes);
        connection.attach(transport);
        response.on('close', () => connection.transportClosed(transport));
        return reply;
      }
      if (current === undefined) {
        if (connection.state !== 'negotiated') return text(reply, 404, Texts.noConnection);
        connection.attach(
          new LongPollingTransport(options.maxBufferedBytes, options.pollTimeoutMs, () =>
            deps.remove(connection),
          ),
        );
      }
      (connection.transport as LongPollingTransport).handlePoll(hijack(reply));
      return reply;
    });

    scope.post(path, async (request, reply) => {
      const connection = await lookup(request, reply);
      if (!connection) return reply;
      if (connection.transport?.kind === 'WebSockets')
        return text(reply, 405, Texts.postOnWebSocket);
      if (connection.state === 'closed') return text(reply, 404, Texts.noConnection);
      if (!connection.transport) return text(reply, 400, Texts.notStarted);
      const body = request.body;
      if (Buffer.isBuffer(body)) connection.receive(body);
      return reply.code(200).send();
    });

    scope.delete(path, async (request, reply) => {
      const connection = await lookup(request, reply);
      if (!connection) return reply;
      if (connection.transport?.kind !== 'LongPolling')
        return text(reply, 400, Texts.deleteNotLongPolling);
      connection.abort();
      return text(reply, 202, '');
    });
  });

  async function lookup(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<HubConnection | undefined> {
    const token = queryOf(request.raw).get('id');
    if (token === null) {
      void text(reply, 400, Texts.idRequired);
      return undefined;
    }
    const connection = await ownedConnection(request.raw, token);
    if (!connection) void text(reply, 404, Texts.noConnection);
    return connection;
  }

  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    maxPayload: options.maximumPostBodySize,
  });
  onUpgrade(app.server, path, async (req, socket, head) => {
    // A browser lets any page open a WebSocket to us with the user's cookie: the Origin decides.
    if (deps.allowOrigin && !deps.allowOrigin(req))
      return rejectUpgrade(socket, 403, Texts.crossSite);
    if (!offered('WebSockets'))
      return rejectUpgrade(socket, 404, Texts.transportDisabled('WebSockets'));
    const token = queryOf(req).get('id');
    let connection: HubConnection | undefined;
    if (token === null) {
      // skipNegotiation: the upgrade itself creates the connection.
      const created = deps.create(1, await userOf(req), false, deps.addressOf(req));
      if (!created) return rejectProblem(socket, 429, Texts.tooManyConnections);
      connection = created;
    } else {
      connection = await ownedConnection(req, token);
      if (!connection) return rejectUpgrade(socket, 404, Texts.noConnection);
      const current = connection.transport?.kind;
      if (current !== undefined && current !== 'WebSockets')
        return rejectUpgrade(socket, 400, Texts.changeTransport);
      if (connection.state !== 'negotiated' && !connection.canResume())
        return rejectUpgrade(socket, 409, Texts.alreadyActive);
    }
    const target = connection;
    wss.handleUpgrade(req, socket, head, (ws) => {
      const transport = new WebSocketTransport(ws, options.maxBufferedBytes);
      // A stateful connection's client coming back (docs/hub.md §1.6), if it still may.
      if (target.state === 'negotiated') {
        target.attach(transport);
      } else if (target.canResume()) {
        target.resume(transport);
      } else {
        ws.close(1000);
        return;
      }
      ws.on('message', (data: Buffer) => target.receive(data));
      // 1000 and 1001 are goodbyes; anything else (1006: the socket just died) may come back.
      ws.on('close', (code: number) =>
        target.transportClosed(transport, code !== 1000 && code !== 1001),
      );
      ws.on('error', (err) => deps.log.debug({ err }, 'hub websocket error'));
    });
    // handleUpgrade may refuse (bad headers) without calling back: drop the unused connection.
    if (target.state === 'negotiated' && token === null) deps.remove(target);
  });
  app.addHook('onClose', async () => {
    wss.close();
  });
}

type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => Promise<void> | void;
const upgradeRoutes = new WeakMap<Server, Map<string, UpgradeHandler>>();

/** One 'upgrade' listener per HTTP server, routing by path; unknown paths get 404. */
function onUpgrade(server: Server, path: string, handler: UpgradeHandler): void {
  let routes = upgradeRoutes.get(server);
  if (!routes) {
    const table = new Map<string, UpgradeHandler>();
    routes = table;
    upgradeRoutes.set(server, table);
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      socket.on('error', () => socket.destroy());
      const route = table.get((req.url ?? '/').split('?')[0] ?? '/');
      if (!route) return rejectUpgrade(socket, 404, 'Not Found');
      Promise.resolve(route(req, socket, head)).catch(() =>
        rejectUpgrade(socket, 500, 'Internal Server Error'),
      );
    });
  }
  routes.set(path, handler);
}

function rejectUpgrade(socket: Duplex, status: number, message: string): void {
  if (socket.destroyed) return;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: text/plain\r\n` +
      `Content-Length: ${Buffer.byteLength(message)}\r\nConnection: close\r\n\r\n${message}`,
  );
}

/** Refuses an upgrade with problem details, as a refused negotiate is answered. */
function rejectProblem(socket: Duplex, status: number, detail: string): void {
  if (socket.destroyed) return;
  const body = JSON.stringify(problem(status, detail));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      `Content-Type: application/problem+json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Query parameters with lower-cased keys (ASP.NET reads query keys case-insensitively). */
function queryOf(req: IncomingMessage): URLSearchParams {
  const url = req.url ?? '';
  const at = url.indexOf('?');
  const params = new URLSearchParams();
  if (at === -1) return params;
  for (const [key, value] of new URLSearchParams(url.slice(at + 1)))
    params.append(key.toLowerCase(), value);
  return params;
}

function accessTokenOf(req: IncomingMessage): string | null {
  const fromQuery = queryOf(req).get('access_token');
  if (fromQuery) return fromQuery;
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : null;
}

function text(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).type('text/plain').send(body);
}

/** Takes the raw response over from Fastify, keeping headers hooks already set (CORS). */
function hijack(reply: FastifyReply): ServerResponse {
  const headers = reply.getHeaders();
  reply.hijack();
  const response = reply.raw;
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) response.setHeader(name, value);
  }
  return response;
}
