import type { FastifyInstance } from 'fastify';
import type { HubServer } from '../hub';

/** What a drain did, for the shutdown log line. */
export interface DrainReport {
  /** True when every socket ended before the budget ran out. */
  drained: boolean;
  /** Hub connections told to reconnect elsewhere. */
  hubConnections: number;
  ms: number;
}

const hasConnections = (
  hub: unknown,
): hub is Pick<HubServer, 'closeConnections' | 'connectionCount'> =>
  typeof hub === 'object' && hub !== null && 'closeConnections' in hub;

/**
 * The first half of a graceful stop (docs/deployment.md §2), before `app.close()`:
 *
 * 1. The listener closes: a proxy's next connect is refused, so it sends that request to
 *    another instance before any byte of it reached this one.
 * 2. Every hub connection gets a Close with allowReconnect; its client reconnects through the
 *    proxy to an instance still up. The backplane stays, so running requests still broadcast.
 * 3. Requests already running finish; a keep-alive socket is closed as soon as it is idle.
 * 4. The feed stops, so no write of this instance goes out after its backplane closes.
 *
 * Resolves when no socket is left, or when `budgetMs` has passed (then `app.close()` cuts the
 * rest).
 */
export async function drain(app: FastifyInstance, budgetMs: number): Promise<DrainReport> {
  const started = Date.now();
  const server = app.server;
  const closed = new Promise<void>((resolve) => {
    if (!server.listening) resolve();
    else server.close(() => resolve());
  });
  const hub = app.matchups.hub;
  let hubConnections = 0;
  if (hasConnections(hub)) {
    hubConnections = hub.connectionCount();
    await hub.closeConnections();
  }
  const reap = setInterval(() => server.closeIdleConnections(), 25);
  let timer: NodeJS.Timeout | undefined;
  const drained = await Promise.race([
    closed.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), Math.max(0, budgetMs - (Date.now() - started)));
    }),
  ]);
  clearInterval(reap);
  clearTimeout(timer);
  await app.matchups.feed?.stop();
  return { drained, hubConnections, ms: Date.now() - started };
}
