import type { FastifyInstance } from 'fastify';
import type { HubLifetimeManager } from './lifetime/lifetime';
import { HUB_LIMITS, scaledLimits } from './limits';
import { MemoryLifetimeManager } from './lifetime/memory';
import { RedisLifetimeManager } from './lifetime/redis';
import type { HubOptions } from './options';
import { isCrossSite, originSet } from './origin';
import {
  createHubServer,
  type HubAuthenticate,
  type HubServer,
  type HubServerOptions,
} from './server';
import type { HubContext, HubMethods } from './types';

/** @internal The hub's server for tests and benches that run one without Fastify. */
export { createHubServer } from './server';
export type { HubAuthenticate, HubServer, HubServerOptions } from './server';
export type { HubOptions } from './options';
/** @internal For tests and benches that build a hub by hand. */
export { MemoryLifetimeManager } from './lifetime/memory';
/** @internal For tests and benches that build a hub by hand. */
export { RedisLifetimeManager } from './lifetime/redis';
export type { HubLifetimeManager } from './lifetime/lifetime';
export * from './types';
export { hubArgument } from './arguments';
export { prepareInvocation, type PreparedInvocation } from './frame';
export { isCrossSite, originSet } from './origin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hub's broadcast handle, set by registerHub. */
    hub: HubContext;
  }
}

/** The lifetime manager the config asks for: Redis pub/sub with REDIS_URL, else in-process. */
export function createLifetime(
  app: FastifyInstance,
  prefix: string,
  redisUrl?: string,
): HubLifetimeManager {
  if (!redisUrl) return new MemoryLifetimeManager();
  return new RedisLifetimeManager({
    url: redisUrl,
    prefix,
    log: app.log.child({ backplane: 'redis' }),
  });
}

export interface RegisterHubOptions {
  path: string;
  methods: HubMethods;
  authenticate?: HubAuthenticate;
  onConnected?: HubServerOptions['onConnected'];
  onDisconnected?: HubServerOptions['onDisconnected'];
  sessions?: HubServerOptions['sessions'];
  options?: Partial<HubOptions>;
}

/**
 * Mounts the app's hub: a backplane from config.REDIS_URL, `app.hub` for broadcasting and
 * `app.status.backplane` for /api/health. Call once, before `app.ready()`.
 */
export function registerHub(app: FastifyInstance, options: RegisterHubOptions): HubServer {
  const lifetime = createLifetime(app, `edgewise:${options.path}`, app.config.REDIS_URL);
  // The same origins every route accepts: PUBLIC_URL and CORS_ORIGINS (docs/design.md §3).
  const allowed = originSet([new URL(app.config.PUBLIC_URL).origin, ...app.config.CORS_ORIGINS]);
  const hub = createHubServer(app, {
    ...options,
    options: {
      limits: scaledLimits(HUB_LIMITS, app.config.RATE_LIMIT_SCALE),
      ...options.options,
    },
    lifetime,
    // The same proxies the HTTP layer believes (TRUST_PROXY; none by default).
    trustProxy: app.config.TRUST_PROXY,
    allowOrigin: (req) => !isCrossSite(req.headers, allowed),
  });
  app.decorate('hub', hub);
  app.status.backplane = () => hub.backplane();
  return hub;
}
