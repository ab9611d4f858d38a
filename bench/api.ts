// npm run bench:api: requests per second of the signed-in API routes (GET /api/bets and
// GET /api/account/user-info with a session cookie) beside a bare Fastify route, in one run, on
// PGlite and, when DATABASE_URL is set, on PostgreSQL too. Each server runs in this process and
// is loaded the same way by autocannon, one after another.
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { openDb } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { loadConfig } from '../server/config';
import { printRows, type BenchRow } from './table';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 20;
// Issue 20: GET /api/bets ≥ 0.5× the bare route, user-info ≥ 0.8×.
const BETS_TARGET = 0.5;
const USER_INFO_TARGET = 0.8;

async function rps(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: SECONDS,
    pipelining: 1,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  console.error(
    `  ${url.replace(/^http:\/\/[^/]+/, '')}: ${Math.round(result.requests.average)} req/s`,
  );
  return result.requests.average;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

/** A signed-in cookie for a fresh account, through the real register endpoint. */
async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({
      email: `bench-${Date.now()}@edgewise.test`,
      password: 'bench-password-2026',
      confirmPassword: 'bench-password-2026',
      firstName: 'Bench',
      lastName: 'Runner',
    }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return cookie;
}

export async function benchApi(): Promise<BenchRow[]> {
  const rows = await benchApiOn(undefined);
  if (process.env.DATABASE_URL) rows.push(...(await benchApiOn(process.env.DATABASE_URL)));
  return rows;
}

async function benchApiOn(databaseUrl: string | undefined): Promise<BenchRow[]> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ isAuthenticated: false }));
  const bareUrl = await listen(bare);

  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_FEED: 'off',
    ACCOUNT_RATE_LIMIT: '1000',
    STATIC_DIR: './tests/fixtures/no-build',
    PGLITE_DIR: 'memory://',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const db = await openDb({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
  await migrate(db);
  const app = await buildApp({ config, db, logger: false });
  const base = await listen(app);
  const cookie = await signIn(base);

  try {
    // Warm both servers (JIT, pools) before measuring.
    await autocannon({ url: `${bareUrl}/bare`, duration: 1, connections: CONNECTIONS });
    await autocannon({
      url: `${base}/api/bets`,
      headers: { cookie },
      duration: 1,
      connections: CONNECTIONS,
    });
    const bareRps = await rps(`${bareUrl}/bare`);
    const userInfo = await rps(`${base}/api/account/user-info`, { cookie });
    const bets = await rps(`${base}/api/bets`, { cookie });
    const bareAgain = await rps(`${bareUrl}/bare`);
    const baseline = (bareRps + bareAgain) / 2;
    const row = (figure: string, value: number, target: number): BenchRow => ({
      bench: 'api',
      figure,
      value: `${Math.round(value).toLocaleString('en-US')} req/s`,
      baseline: `${Math.round(baseline).toLocaleString('en-US')} req/s (bare Fastify)`,
      ratio: value / baseline,
      target: `≥ ${target}×`,
      met: value / baseline >= target,
    });
    return [
      row(`GET /api/account/user-info, signed in (${db.kind})`, userInfo, USER_INFO_TARGET),
      row(`GET /api/bets, signed in (${db.kind})`, bets, BETS_TARGET),
    ];
  } finally {
    await app.close();
    await bare.close();
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printRows(await benchApi());
}
