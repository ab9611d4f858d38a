import { http, HttpResponse, ws } from 'msw';
import type { HttpHandler, WebSocketHandler, WebSocketHandlerConnection } from 'msw';

/** The JSON hub protocol's record separator (docs/hub.md). */
const RS = '\x1e';

/**
 * What a test's invocation handler may do: return a result, throw to send an error completion,
 * or return a promise to complete the call when it settles (never, to leave it unanswered).
 */
export type InvocationHandler = (args: unknown[], hub: SignalRMock) => unknown;

interface Invocation {
  target: string;
  args: unknown[];
}

type Client = WebSocketHandlerConnection['client'];

export interface SignalRMock {
  /** MSW handlers to pass to server.use(). */
  handlers: (HttpHandler | WebSocketHandler)[];
  /** Every invocation received, in order. */
  invocations: Invocation[];
  /** Answers a client → server method (default: a null result). */
  onInvoke(target: string, handler: InvocationHandler): void;
  /** Sends a server → client event to every connected client. */
  push(target: string, ...args: unknown[]): void;
  /** Number of clients past the handshake. */
  connectedCount(): number;
  /** Closes every socket as a lost network would (the client then reconnects). */
  dropConnections(): void;
  /** While false, negotiate answers 503, so (re)connecting fails. */
  setAvailable(available: boolean): void;
  /** Resolves once the target has been invoked `count` times in total. */
  waitForInvocation(target: string, count?: number): Promise<Invocation>;
}

/**
 * An ASP.NET Core SignalR-speaking hub for web tests: negotiate (v1), the JSON handshake,
 * completions for invocations and server pushes, over MSW's WebSocket interception.
 */
export function createSignalRMock(path = '/hubs/matchups'): SignalRMock {
  const link = ws.link(`ws://*${path}`);
  const handlers = new Map<string, InvocationHandler>();
  const clients = new Set<Client>();
  const invocations: Invocation[] = [];
  const waiters: { target: string; count: number; resolve: (inv: Invocation) => void }[] = [];
  let available = true;
  let nextId = 1;

  const send = (client: Client, message: object) => {
    client.send(JSON.stringify(message) + RS);
  };

  function record(invocation: Invocation) {
    invocations.push(invocation);
    for (const waiter of [...waiters]) {
      const seen = invocations.filter((inv) => inv.target === waiter.target).length;
      if (waiter.target === invocation.target && seen >= waiter.count) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(invocation);
      }
    }
  }

  function handleMessage(client: Client, text: string, handshaken: { done: boolean }) {
    for (const frame of text.split(RS).filter(Boolean)) {
      const message = JSON.parse(frame) as {
        type?: number;
        invocationId?: string;
        target?: string;
        arguments?: unknown[];
      };
      if (!handshaken.done) {
        handshaken.done = true;
        clients.add(client);
        client.send(`{}${RS}`);
        continue;
      }
      // Answering each client ping keeps the client's 30 s server timeout fed, also under fake timers.
      if (message.type === 6) {
        send(client, { type: 6 });
        continue;
      }
      if (message.type !== 1 || !message.target) continue;
      const invocation = { target: message.target, args: message.arguments ?? [] };
      record(invocation);
      const handler = handlers.get(message.target);
      const { invocationId } = message;
      const complete = (result: unknown) => {
        if (invocationId) send(client, { type: 3, invocationId, result: result ?? null });
      };
      const fail = (error: unknown) => {
        const text = error instanceof Error ? error.message : String(error);
        if (invocationId) send(client, { type: 3, invocationId, error: text });
      };
      try {
        const result = handler ? handler(invocation.args, mock) : null;
        if (result instanceof Promise) result.then(complete, fail);
        else complete(result);
      } catch (error) {
        fail(error);
      }
    }
  }

  const mock: SignalRMock = {
    invocations,
    handlers: [
      http.post(`*${path}/negotiate`, () => {
        if (!available) return new HttpResponse(null, { status: 503 });
        const id = nextId++;
        return HttpResponse.json({
          negotiateVersion: 1,
          connectionId: `conn-${id}`,
          connectionToken: `tok-${id}`,
          availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text', 'Binary'] }],
        });
      }),
      link.addEventListener('connection', ({ client }) => {
        const handshaken = { done: false };
        client.addEventListener('message', (event) => {
          if (typeof event.data === 'string') handleMessage(client, event.data, handshaken);
        });
        client.addEventListener('close', () => clients.delete(client));
      }),
    ],
    onInvoke(target, handler) {
      handlers.set(target, handler);
    },
    push(target, ...args) {
      for (const client of clients) send(client, { type: 1, target, arguments: args });
    },
    connectedCount: () => clients.size,
    dropConnections() {
      for (const client of [...clients]) {
        clients.delete(client);
        client.close(1011, 'network lost');
      }
    },
    setAvailable(value) {
      available = value;
    },
    waitForInvocation(target, count = 1) {
      const seen = invocations.filter((inv) => inv.target === target);
      if (seen.length >= count) return Promise.resolve(seen[count - 1]!);
      return new Promise((resolve) => waiters.push({ target, count, resolve }));
    },
  };
  return mock;
}
