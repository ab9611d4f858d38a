import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  type onRouteHookHandler,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { accountsPlugin, sessionToken, userForSessionToken, userInfo } from './accounts';
import { betsPlugin } from './bets';
import { contactPlugin } from './contact';
import type { Config } from './config';
import type { Db } from './db/db';
import { keepStatistics } from './db/statistics';
import { edgePicksPlugin } from './edgePicks';
import { handicappersPlugin } from './handicappers';
import { healthPlugin } from './health';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './http/errors';
import { rateLimitsPlugin } from './http/rateLimits';
import { serializerCompiler } from './http/serializer';
import { marketplacePlugin } from './marketplace';
import { matchupsPlugin } from './matchups';
import { modelsPlugin } from './models';
import { newsletterPlugin } from './newsletter';
import { notificationsPlugin } from './notifications';
import { cors } from './plugins/cors';
import { requestGuards } from './plugins/requestGuards';
import { securityHeaders } from './plugins/securityHeaders';
import { staticFiles } from './plugins/staticFiles';
import { swaggerEnabled, swaggerPlugin } from './plugins/swagger';
import { resultsPlugin } from './results';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
  }
}

export interface BuildOptions {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is added (tests and tools that list the routes). */
  onRoute?: onRouteHookHandler;
}

/**
 * What a request log line says: never the hub's access_token (a session token) nor its connection
 * token (`id`).
 */
function requestForLog(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** Every logger this server is given writes requests through requestForLog. */
function withRedaction(logger: NonNullable<BuildOptions['logger']>): BuildOptions['logger'] {
  if (typeof logger !== 'object') return logger;
  return { ...logger, serializers: { ...logger.serializers, req: requestForLog } };
}

/** The URL with the values of secret query parameters replaced. */
export function redactSecrets(url: string): string {
  return url.replace(/([?&](?:access_token|token|id_token|code|id)=)[^&#]*/gi, '$1[redacted]');
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the nearest n hops". */
function trustProxyOption(
  trust: Config['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Builds the one server: API routes, the hub and the built web app. Does not listen. */
export async function buildApp({
  config,
  db,
  logger,
  onRoute,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRedaction(logger ?? { level: config.LOG_LEVEL }),
    bodyLimit: 64 * 1024,
    // Client-supplied X-Forwarded-* is believed only from the proxies TRUST_PROXY names.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    forceCloseConnections: true,
    // Ready hooks (the feed's first pass, the grading sweep) on a busy host during a rolling
    // restart may take longer than Fastify's 10 s: starting late beats exiting (docs/deployment.md §2).
    pluginTimeout: 120_000,
    // Bad percent-encoding and over-long parameters are answered before routing: as problem details.
    frameworkErrors: answerFrameworkError,
    // Requests Node's parser refuses before any route (431 headers too large, 400 malformed,
    // 408 timeouts) still get problem details, then the connection closes.
    clientErrorHandler: answerClientError,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.decorate('config', config);
  app.decorate('db', db);
  const stopStatistics = keepStatistics(db, (err) => app.log.warn({ err }, 'ANALYZE failed'));
  app.addHook('onClose', stopStatistics);

  // Routes declare params, query, body and reply with the zod schemas of domain (docs/design.md §3).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  await app.register(securityHeaders, { https: config.PUBLIC_URL.startsWith('https:') });
  await app.register(requestGuards, {
    allowedOrigins: [new URL(config.PUBLIC_URL).origin, ...config.CORS_ORIGINS],
  });
  // No cookie plugin: the one cookie, the session's, is read and written by server/accounts/sessions.ts
  // (docs/benchmarks.md "Round four, fourth pass").
  // Every mutating route added from here on has the limit of its class (docs/security.md "Limits").
  await app.register(rateLimitsPlugin, {
    accountLimit: config.ACCOUNT_RATE_LIMIT,
    scale: config.RATE_LIMIT_SCALE,
    userOf: async (request) => (await userForSessionToken(db, sessionToken(request)))?.id ?? null,
  });
  // A preflight without Origin is not a CORS preflight: it gets the route's plain answer rather
  // than the plugin's text/plain 400.
  await app.register(cors, { origins: config.CORS_ORIGINS });

  if (swaggerEnabled(config)) await app.register(swaggerPlugin);

  // The modules (docs/architecture.md), each one plugin registering its own routes, in the order
  // their declared dependencies need.
  await app.register(healthPlugin);
  await app.register(accountsPlugin);
  await app.register(matchupsPlugin);
  await app.register(modelsPlugin);
  await app.register(marketplacePlugin);
  await app.register(handicappersPlugin);
  await app.register(betsPlugin);
  await app.register(edgePicksPlugin);
  await app.register(resultsPlugin);
  await app.register(contactPlugin);
  await app.register(newsletterPlugin);
  await app.register(notificationsPlugin);
  await app.register(staticFiles, {
    root: config.STATIC_DIR,
    userInfo: (request, reply) => userInfo(app, request, reply),
  });
  return app;
}
