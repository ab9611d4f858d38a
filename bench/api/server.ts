// A server for bench/api.ts, started alone in its own process (the load generator runs in
// another): BENCH_SERVER=bare is a bare Fastify route, BENCH_SERVER=app the real app on PGlite
// (memory://) or, with DATABASE_URL, PostgreSQL, with signed-in accounts holding 0 and
// BENCH_BET_COUNTS bets. Prints one JSON line (its URL and the accounts' cookies) once it listens;
// on SIGTERM removes what it made and exits, so `node --cpu-prof` writes its profile.
import Fastify, { type FastifyInstance } from 'fastify';
import type { EdgePick } from '@domain/contracts/edgePicks';
import { clvPoints } from '@domain/rules/figures';
import { americanToDecimal } from '@domain/rules/odds';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDb, type Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { holdTickObjectShapes } from '../../server/http/tickObjects';
import { insertBet, type NewBet } from '../../server/bets/repository';
import { insertPublishedPicks, type PublishedPickRow } from '../../server/edgePicks/bulk';
import { gradePick } from '../../server/edgePicks/grading';

export interface ServerReady {
  url: string;
  kind: string;
  /** Session cookie of a fresh account without bets. */
  cookie: string;
  /** Session cookies of accounts with that many bets. */
  betCookies: Record<string, string>;
  /** BENCH_BARE_BESIDE: the bare route served by the app's own process too (its URL). */
  bareBeside?: string;
}

/** The bare route: `{ isAuthenticated: false }` from an async handler, nothing else. */
function bareServer(): FastifyInstance {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ isAuthenticated: false }));
  return bare;
}

const kind = process.env.BENCH_SERVER ?? 'app';
const betCounts = (process.env.BENCH_BET_COUNTS ?? '').split(',').filter(Boolean).map(Number);
const stamp = `${Date.now()}-${process.pid}`;
/** BENCH_EDGE_PICKS: published picks to seed (bench/edgePicks.ts), six per finished game. */
const edgePickCount = Number(process.env.BENCH_EDGE_PICKS ?? 0);

async function register(base: string, name: string): Promise<{ cookie: string; userId: string }> {
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
  const { userId } = (await res.json()) as { userId: string };
  return { cookie, userId };
}

/**
 * `count` single bets (one leg each) on one matchup, a minute apart, newest first by time: written
 * through the bets module's own insert (server/bets owns the bets tables), in one transaction.
 */
async function seedBets(db: Db, userId: string, matchupId: string, count: number): Promise<void> {
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (let g = 1; g <= count; g++) {
      const bet: NewBet = {
        id: `bench-${g}`,
        units: 1,
        reasoning: '',
        betMode: 'single',
        betType: 'MoneyLine',
        sport: 'nba',
        matchupId,
        homeTeam: 'Home Club',
        awayTeam: 'Away Club',
        team: 'Home Club',
        moneyLine: 'Home Club ML -140',
        spread: '',
        total: '',
        teaserPoints: null,
        includedMatchups: [],
        individualBets: [],
        price: -140,
        book: null,
        published: false,
        legs: [
          {
            matchupId,
            betType: 'MoneyLine',
            selection: 'Home',
            price: -140,
            line: null,
            gradedLine: null,
            book: null,
          },
        ],
      };
      await insertBet(tx, userId, bet, new Date(now - g * 60_000));
    }
  });
}

/**
 * `count` published picks, graded and closed, through the owner modules: finished games written by
 * the matchups store (server/matchups owns the games; its publisher would also run the models on
 * each), then both sides of each game's three markets in server/edgePicks's bulk insert, graded
 * by its gradePick at the game's score.
 */
async function seedEdgePicks(app: FastifyInstance, db: Db, count: number): Promise<void> {
  const sides = [
    ['moneyline', 'Home', null],
    ['moneyline', 'Away', null],
    ['spread', 'Home', -3.5],
    ['spread', 'Away', 3.5],
    ['total', 'Over', 220.5],
    ['total', 'Under', 220.5],
  ] as const;
  const games = Math.ceil(count / sides.length);
  // The newest a day old, the oldest a year old: every period of the page holds some.
  const spacing = (364 * 86_400_000) / games;
  const published = (g: number) => new Date(Date.now() - 86_400_000 - g * spacing);
  const labels = ['Lean', 'Bet', 'Lock'] as const;
  const sports = ['nba', 'nfl', 'mlb', 'nhl'] as const;
  const picks: PublishedPickRow[] = [];
  for (let first = 0; first < games; first += 1_000) {
    const batch = Array.from({ length: Math.min(1_000, games - first) }, (_, k) => first + k);
    const saved = await app.matchups.store.upsertMany(
      batch.map((g) => ({
        provider: 'bench',
        providerId: `picks-${stamp}-${g}`,
        sport: sports[g % sports.length]!,
        awayTeam: `Away ${g % 30}`,
        homeTeam: `Home ${(g + 7) % 30}`,
        startsAt: new Date(published(g).getTime() + 3_600_000),
        status: 'FINAL',
        awayScore: 100 + (g % 17),
        homeScore: 100 + (g % 13),
        lines: {
          awayMoneyLine: 120,
          homeMoneyLine: -140,
          awaySpread: 3.5,
          homeSpread: -3.5,
          totalPoints: 220.5,
        },
      })),
    );
    for (const [k, g] of batch.entries()) {
      const row = saved[k]!.row;
      for (const [i, [market, side, point]] of sides.entries()) {
        if (picks.length === count) break;
        const price = i % 2 ? 105 : -115;
        const pick: EdgePick = {
          id: '',
          publishedAt: published(g).toISOString(),
          matchupId: row.id,
          sport: row.sport,
          awayTeam: row.awayTeam,
          homeTeam: row.homeTeam,
          startsAt: row.startsAt.toISOString(),
          market,
          side,
          point,
          book: 'bench',
          bookTitle: 'Bench Book',
          price,
          fairProbability: 0.55,
          pushProbability: 0,
          edge: 0.04,
          label: labels[(g + i) % labels.length]!,
          stake: 0.5,
          origin: 'live',
          result: null,
          units: null,
          closingFair: null,
          clv: null,
          clvEv: null,
        };
        const grade = gradePick(pick, row.homeScore ?? 0, row.awayScore ?? 0);
        const closingFair = 0.5 + ((g + i) % 9) / 100;
        picks.push({
          ...pick,
          publishedAt: new Date(pick.publishedAt),
          result: grade.result,
          units: grade.units,
          closingFair,
          clv: clvPoints(price, closingFair),
          clvEv: closingFair * americanToDecimal(price) - 1,
        });
      }
    }
  }
  const added = await insertPublishedPicks(db, picks);
  if (added !== count) throw new Error(`${added} of ${count} edge picks saved`);
}

async function main(): Promise<void> {
  if (kind === 'bare') {
    const bare = bareServer();
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
    RATE_LIMIT_SCALE: '1000',
    STATIC_DIR: './tests/fixtures/no-build',
    PGLITE_DIR: 'memory://',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  // Booted as server/main.ts boots: the tick objects' shapes held, the database opened and
  // migrated, the app built.
  await holdTickObjectShapes();
  const db = await openDb({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
  await migrate(db);
  const app = await buildApp({ config, db, logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const main = await register(url, 'plain');
  const betCookies: Record<string, string> = {};
  if (betCounts.length > 0) {
    const [added] = await app.matchups.publisher.publish([
      {
        provider: 'bench',
        providerId: `bench-api-${stamp}`,
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
    if (!added) throw new Error('bench matchup not saved');
    for (const count of betCounts) {
      const account = await register(url, `bets${count}`);
      await seedBets(db, account.userId, added.row.id, count);
      betCookies[String(count)] = account.cookie;
    }
  }
  if (edgePickCount > 0) await seedEdgePicks(app, db, edgePickCount);
  // A bulk load, then the statistics the running server gathers within ANALYZE_EVERY_MS on PGlite
  // (server/db/statistics.ts) and autovacuum on PostgreSQL: measured as it runs, not mid-load.
  await db.query('ANALYZE');
  // The same bare route in this process, beside the app: what the app's process itself costs an
  // answer that runs none of the app's code (docs/benchmarks.md "Round four, fourth pass").
  const beside = process.env.BENCH_BARE_BESIDE ? bareServer() : undefined;
  const bareBeside = await beside?.listen({ port: 0, host: '127.0.0.1' });
  const ready: ServerReady = {
    url,
    kind: db.kind,
    cookie: main.cookie,
    betCookies,
    ...(bareBeside ? { bareBeside } : {}),
  };
  console.log(JSON.stringify(ready));
  // The database is the bench's own (a PostgreSQL database bench/api.ts drops, or PGlite in
  // memory): nothing to remove.
  process.on('SIGTERM', () => {
    void (async () => {
      await beside?.close();
      await app.close();
      await db.close();
      process.exit(0);
    })().catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  });
}

await main();
