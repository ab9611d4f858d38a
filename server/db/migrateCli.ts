import { loadConfig } from '../config';
import { openDb } from './db';
import { migrate } from './migrate';

const config = loadConfig();
const db = await openDb({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
const applied = await migrate(db);
console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
await db.close();
