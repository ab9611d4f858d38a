import { buildApp } from './app';
import { loadConfig } from './config';
import { openDb } from './db/db';
import { migrate } from './db/migrate';
import { drain } from './http/drain';
import { holdTickObjectShapes } from './http/tickObjects';

const config = loadConfig();
// Before the migrations, whose collections would otherwise cost every answer a runtime call in
// Node's nextTick (docs/benchmarks.md "Round four, fifth pass").
await holdTickObjectShapes();
const db = await openDb({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
await migrate(db);
// Readable lines in development (pino-pretty is a development dependency); JSON in production.
const pretty =
  (config.LOG_FORMAT ?? (config.NODE_ENV === 'production' ? 'json' : 'pretty')) === 'pretty';
const logger = pretty
  ? {
      level: config.LOG_LEVEL,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId' },
      },
    }
  : { level: config.LOG_LEVEL };
const app = await buildApp({ config, db, logger });

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  // Gone within 10 s: 8 s to drain, the rest to close the app and the database (docs/deployment.md §2).
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  try {
    app.log.info(await drain(app, 8_000), 'drained');
    await app.close();
    await db.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Edgewise on http://localhost:${config.PORT} (database: ${db.kind})`);
