import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { healthRoutes } from './routes';

/** What /api/health reports beyond the database: set by the modules that own each part. */
export interface AppStatus {
  /** The hub's backplane (`memory`, `redis`, `redis-down`), set when the hub is mounted. */
  backplane: () => string;
  /** Whether the embedded demo feed writes the games, set by the matchups module. */
  demo: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    status: AppStatus;
  }
}

/** Health: `app.status` for the modules to fill in, and GET /api/health that reads it. */
async function health(app: FastifyInstance): Promise<void> {
  app.decorate<AppStatus>('status', {
    backplane: () => 'memory',
    demo: app.config.DEMO_FEED === 'on' && !app.config.ODDS_API_KEY,
  });
  await app.register(healthRoutes);
}

// Not encapsulated: `app.status` is written by the matchups module and the hub.
export const healthPlugin = fp(health, {
  name: 'health',
  fastify: '5.x',
  decorators: { fastify: ['config', 'db'] },
});
