import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { accountRoutes } from './accounts/routes';
import { registerXhrGuard } from './accounts/xhrGuard';
import { betsPlugin } from './bets/plugin';
import type { Config } from './config';
import type { Db } from './db/db';
import { handicapperRoutes } from './handicappers/routes';
import { registerErrorHandling } from './http/errors';
import { matchupsPlugin } from './matchups/plugin';
import { modelsPlugin } from './models/plugin';
import { staticFiles } from './plugins/staticFiles';
import { resultsRoutes } from './results/routes';
import { healthRoutes } from './routes/health';

export interface AppStatus {
  backplane: () => string;
  demo: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    status: AppStatus;
  }
}

export interface BuildOptions {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the one server: API routes, the hub and the built web app. Does not listen. */
export async function buildApp({ config, db, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: 64 * 1024,
    trustProxy: true,
    forceCloseConnections: true,
  });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate<AppStatus>('status', {
    backplane: () => 'memory',
    demo: config.DEMO_FEED === 'on' && !config.ODDS_API_KEY,
  });

  registerErrorHandling(app);
  registerXhrGuard(app);
  await app.register(fastifyCookie);
  await app.register(fastifyCors, { origin: config.CORS_ORIGINS, credentials: true });

  await app.register(healthRoutes);
  await app.register(matchupsPlugin);
  await app.register(modelsPlugin);
  await app.register(accountRoutes);
  await app.register(handicapperRoutes);
  await app.register(betsPlugin);
  await app.register(resultsRoutes);
  await app.register(staticFiles, { root: config.STATIC_DIR });
  return app;
}
