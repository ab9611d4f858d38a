// A server for bench/api.ts, started alone in its own process (the load generator runs in
// another): BENCH_SERVER=bare is a bare Fastify route, BENCH_SERVER=app the real app on PGlite
// (memory://) or, with DATABASE_URL, PostgreSQL, with signed-in accounts holding 0 and
// BENCH_BET_COUNTS bets. Prints one JSON line (its URL and the accounts' cookies) once it listens;
// on SIGTERM removes what it made and exits, so `node --cpu-prof` writes its profile.
import Fastify from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDb, type Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';

export interface ServerReady {
  url: string;
  kind: string;
  /** Session cookie of a fresh account without bets. */
  cookie: string;
  /** Session cookies of accounts with that many bets. */
  betCookies: Record<string, string>;
}

const kind = process.env.BENCH_SERVER ?? 'app';
const betCounts = (process.env.BENCH_BET_COUNTS ?? '').split(',').filter(Boolean).map(Number);
const stamp = `${Date.now()}-${process.pid}`;

async function register(base: string, name: string): Promise<{ cookie: string; email: string }> {
  const email = `bench-api-${name}-${stamp}@edgewise.test`;
  const res = await fetch(`${base}/api/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({
      email,
      password: 'bench-password-2026',
      confirmPassword: 'bench-password-2026',
      firstName: 'Bench',
      lastName: 'Runner',
    }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return { cookie, email };
}

/** `count` settled-looking single bets (one leg each) on one matchup, newest first by time. */
async function seedBets(db: Db, email: string, matchupId: string, count: number): Promise<void> {
  const params = [email, matchupId, count];
  await db.query(
    `INSERT INTO bets (user_id, id, units, bet_mode, bet_type, sport, matchup_id, home_team, away_team,
       team, money_line, price, created_at)
     SELECT u.id, 'bench-' || g, 1, 'single', 'MoneyLine', 'nba', $2, 'Home Club', 'Away Club',
       'Home Club', 'Home Club ML -140', -140, now() - make_interval(mins => g)
     FROM users u CROSS JOIN generate_series(1, $3::int) AS g WHERE u.email = $1`,
    params,
  );
  await db.query(
    `INSERT INTO bet_legs (user_id, bet_id, leg_index, matchup_id, bet_type, selection, price)
     SELECT u.id, 'bench-' || g, 0, $2, 'MoneyLine', 'Home', -140
     FROM users u CROSS JOIN generate_series(1, $3::int) AS g WHERE u.email = $1`,
    params,
  );
}

async function main(): Promise<void> {
  if (kind === 'bare') {
    const bare = Fastify({ logger: false });
    bare.get('/bare', async () => ({ isAuthenticated: false }));
    const url = await bare.listen({ port: 0, host: '127.0.0.1' });
    const ready: ServerReady = { url, kind: 'bare', cookie: '', betCookies: {} };
    console.log(JSON.stringify(ready));
    process.on('SIGTERM', () => void bare.close().then(() => process.exit(0)));
    return;
  }
  const databaseUrl = process.env.DATABASE_URL;
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
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const emails: string[] = [];
  const main = await register(url, 'plain');
  emails.push(main.email);
  const betCookies: Record<string, string> = {};
  let matchupId: string | undefined;
  if (betCounts.length > 0) {
    const providerId = `bench-api-${stamp}`;
    await app.matchups.publisher.publish([
      {
        provider: 'bench',
        providerId,
        sport: 'nba',
        awayTeam: 'Away Club',
        homeTeam: 'Home Club',
        startsAt: new Date(Date.now() + 3_600_000),
        status: 'NOTFINISHED',
        awayScore: null,
        homeScore: null,
        lines: {
          awayMoneyLine: 120,
          homeMoneyLine: -140,
          awaySpread: 3.5,
          homeSpread: -3.5,
          totalPoints: 220.5,
        },
      },
    ]);
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM matchups WHERE provider = 'bench' AND provider_id = $1`,
      [providerId],
    );
    matchupId = rows[0]?.id;
    if (!matchupId) throw new Error('bench matchup not saved');
    for (const count of betCounts) {
      const account = await register(url, `bets${count}`);
      emails.push(account.email);
      await seedBets(db, account.email, matchupId, count);
      betCookies[String(count)] = account.cookie;
    }
  }
  const ready: ServerReady = { url, kind: db.kind, cookie: main.cookie, betCookies };
  console.log(JSON.stringify(ready));
  process.on('SIGTERM', () => {
    void (async () => {
      await app.close();
      // PostgreSQL is shared: the accounts (their bets with them) and the matchup go again.
      await db.query('DELETE FROM users WHERE email = ANY($1::text[])', [emails]);
      // The model engine may have written results for the matchup; they go first.
      if (matchupId) {
        await db.query('DELETE FROM ai_results WHERE matchup_id = $1', [matchupId]);
        await db
          .query('DELETE FROM matchups WHERE id = $1', [matchupId])
          .catch((error: unknown) => console.error('bench server: matchup kept:', String(error)));
      }
      await db.close();
      process.exit(0);
    })().catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  });
}

await main();
