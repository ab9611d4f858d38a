// npm run bench:results: 1,000,000 AI results on PostgreSQL (DATABASE_URL, a schema of its own,
// dropped afterwards) or, without DATABASE_URL, on PGlite in a temporary directory. Prints the p50 time of GET /api/total-results and GET /api/ai-performance
// through app.inject beside the same aggregation done naively in JavaScript over fetched rows
// with the domain functions (aggregateResults, summarizeAiBets, aiBets), in the same run;
// then the p50 of each right after a game in its scope changes (the roll-up slice is recomputed
// and Total Results reads the date's rows again instead of its kept answer).
// Knobs: BENCH_RESULTS (count), BENCH_RUNS, BENCH_NAIVE_RUNS, BENCH_KEEP=1 keeps the schema.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { EASTERN_TZ, easternDate } from '@domain/rules/dates';
import type { AiResult, Matchup } from '@domain/contracts/matchup';
import { aiBets, periodStart, RECENT_BETS_LIMIT } from '@domain/rules/performance';
import type { LedgerSource } from '@domain/contracts/performance';
import { summarizeAiBets } from '@domain/rules/performanceSummary';
import { aggregateResults } from '@domain/rules/records';
import { openDb, type Db } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { registerErrorHandling } from '../server/http/errors';
import { MODELS } from '../server/models/registry';
import { linesFromDb, type LineCells } from '../server/matchups/rows';
import { LINE_COLUMNS } from '../server/matchups/types';
import { ensureModels } from '../server/models/repository';
import { refreshRollup } from '../server/results/rollup';
import { resultsPlugin } from '../server/results/plugin';
import { printRows, type BenchRow } from './table';

const RESULTS = Number(process.env.BENCH_RESULTS ?? 1_000_000);
const UPCOMING_GAMES = 2_000;
const DAYS = 1_095;
const RUNS = Number(process.env.BENCH_RUNS ?? 25);
const NAIVE_RUNS = Number(process.env.BENCH_NAIVE_RUNS ?? 3);
const WARM_RUNS = 200;
const WARM_MS = 2_000;
const TARGET_MS = 200;
const TARGET_RATIO = 10;

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? NaN;

/**
 * Runs `fn` WARM_RUNS times or for WARM_MS, whichever ends first (at least once), so a server's
 * steady state is measured: a sub-millisecond request measured after a few calls is mostly
 * JavaScript not yet optimized. Both ways of each case get the same warm-up.
 */
async function warm(fn: () => Promise<unknown>): Promise<void> {
  const until = performance.now() + WARM_MS;
  for (let i = 0; i < WARM_RUNS && (i === 0 || performance.now() < until); i++) await fn();
}

async function timed(runs: number, fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return p50(times);
}

/**
 * A schema of its own on the server DATABASE_URL names, dropped by the returned function; without
 * DATABASE_URL, PGlite in a temporary directory, removed by it.
 */
async function benchDb(url: string | undefined): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (!url) {
    const dir = mkdtempSync(join(tmpdir(), 'edgewise-bench-results-'));
    const db = await openDb({ pgliteDir: dir });
    return {
      db,
      drop: async () => {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `bench_results_${process.pid}`;
  const admin = await openDb({ databaseUrl: url });
  await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  const db = await openDb({ databaseUrl: scoped.toString() });
  return {
    db,
    drop: async () => {
      await db.close();
      await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.close();
    },
  };
}

/** Games spread over three years in every sport (plus some upcoming ones), four predictions each. */
async function generate(db: Db, models: readonly string[]): Promise<void> {
  const games = Math.ceil(RESULTS / models.length);
  const past = games - UPCOMING_GAMES;
  await db.query('SELECT setseed(0.42)');
  await db.query(
    `INSERT INTO matchups (id, sport, away_team, home_team, away_score, home_score, away_money_line, home_money_line,
       away_spread, home_spread, total_points, starts_at, game_date, status, provider, provider_id)
     SELECT 'b' || i, s.sport, s.sport || ' away ' || (i % 30), s.sport || ' home ' || ((i + 7) % 30),
       CASE WHEN i > $1::int THEN NULL ELSE greatest(0, round(s.mean + (random() - 0.5) * 2 * s.sd)) END,
       CASE WHEN i > $1::int THEN NULL ELSE greatest(0, round(s.mean + s.home + (random() - 0.5) * 2 * s.sd)) END,
       (ARRAY[-180, -130, -110, 105, 140, 190, 240])[1 + floor(random() * 7)::int],
       (ARRAY[-260, -170, -125, -105, 115, 150, 210])[1 + floor(random() * 7)::int],
       -line, line, round((2 * s.mean + (random() - 0.5) * s.sd) * 2) / 2,
       d.day + time '19:00' AT TIME ZONE $3::text, d.day,
       CASE WHEN i > $1::int THEN 'NOTFINISHED' ELSE 'FINAL' END, 'bench', 'b' || i
     FROM generate_series(1, $1::int + $2::int) AS i
     CROSS JOIN LATERAL (SELECT (ARRAY['nba', 'nfl', 'mlb', 'nhl', 'ncaab', 'ncaaf'])[1 + (i / ${DAYS}) % 6] AS sport) k
     JOIN (VALUES ('nba', 112.0, 12.0, 2.5), ('ncaab', 72.0, 11.0, 3.0), ('nfl', 22.0, 10.0, 2.0),
                  ('ncaaf', 28.0, 14.0, 2.5), ('nhl', 3.0, 2.0, 0.3), ('mlb', 4.5, 3.0, 0.2))
       AS s (sport, mean, sd, home) ON s.sport = k.sport
     CROSS JOIN LATERAL (SELECT round((random() - 0.5) * s.sd * 2) / 2 AS line) l
     CROSS JOIN LATERAL (SELECT CASE WHEN i > $1::int THEN current_date + 1 + (i % 7)
                                     ELSE current_date - 1 - (i % ${DAYS}) END AS day) d`,
    [past, UPCOMING_GAMES, EASTERN_TZ],
  );
  await db.query(
    `INSERT INTO ai_results (matchup_id, model_id, predicted_winner, confidence, home_score, away_score, summary,
       analysis, source, frozen_at)
     SELECT m.id, mo.id, CASE WHEN p.ph >= p.pa THEN 'Home' ELSE 'Away' END, round((50 + random() * 45)::numeric, 1),
       p.ph, p.pa, 'bench', 'bench',
       CASE WHEN m.status = 'FINAL' AND random() < 0.8 THEN 'history' ELSE 'live' END,
       CASE WHEN m.status = 'FINAL' THEN m.starts_at END
     FROM matchup_view m
     CROSS JOIN unnest($1::text[]) AS mo (id)
     CROSS JOIN LATERAL (
       SELECT round((CASE m.sport WHEN 'nhl' THEN 3 WHEN 'mlb' THEN 4.5 WHEN 'nfl' THEN 22 WHEN 'ncaaf' THEN 28
                      WHEN 'ncaab' THEN 72 ELSE 112 END * (0.85 + random() * 0.3))::numeric, 1) AS ph,
              round((CASE m.sport WHEN 'nhl' THEN 3 WHEN 'mlb' THEN 4.5 WHEN 'nfl' THEN 22 WHEN 'ncaaf' THEN 28
                      WHEN 'ncaab' THEN 72 ELSE 112 END * (0.85 + random() * 0.3))::numeric, 1) AS pa
       OFFSET 0
     ) p`,
    [models],
  );
  await db.query('ANALYZE matchups');
  await db.query('ANALYZE ai_results');
}

interface Fetched {
  matchups: Matchup[];
  sources: Map<string, LedgerSource>;
}

/** The naive way: fetch every ledger row in scope and rebuild the matchups in JavaScript. */
async function fetchLedger(db: Db, where: string, params: unknown[]): Promise<Fetched> {
  const { rows } = await db.query<
    LineCells & {
      id: string;
      sport: string;
      away_team: string;
      home_team: string;
      away_score: number | null;
      home_score: number | null;
      date: string;
      status: string;
      starts_at: Date;
      model_id: string;
      name: string;
      predicted_winner: 'Home' | 'Away';
      confidence: number;
      ph: number;
      pa: number;
      source: LedgerSource;
    }
  >(
    `SELECT m.id, m.sport, m.away_team, m.home_team, m.away_score, m.home_score, ${LINE_COLUMNS.map((c) => `m.${c}`).join(', ')},
       to_char(m.game_date, 'YYYY-MM-DD') AS date, m.status, m.starts_at,
       r.model_id, a.name, r.predicted_winner, r.confidence, r.home_score AS ph, r.away_score AS pa, r.source
     FROM ai_result_view r JOIN matchup_view m ON m.id = r.matchup_id JOIN ai_model_view a ON a.id = r.model_id
     ${where ? `WHERE ${where}` : ''}`,
    params,
  );
  const byId = new Map<string, Matchup>();
  const sources = new Map<string, LedgerSource>();
  for (const r of rows) {
    let m = byId.get(r.id);
    if (!m) {
      m = {
        id: r.id,
        sport: r.sport,
        awayTeam: r.away_team,
        homeTeam: r.home_team,
        awayScore: r.away_score,
        homeScore: r.home_score,
        ...linesFromDb(r),
        date: r.date,
        status: r.status,
        startsAt: new Date(r.starts_at).toISOString(),
        aiResults: [],
      };
      byId.set(r.id, m);
    }
    const result: AiResult = {
      matchupId: r.id,
      promptId: r.model_id,
      prompt: { id: r.model_id, name: r.name },
      predictedWinner: r.predicted_winner,
      confidence: r.confidence,
      homeScore: r.ph,
      awayScore: r.pa,
    };
    m.aiResults?.push(result);
    sources.set(`${r.id}|${r.model_id}`, r.source);
  }
  return { matchups: [...byId.values()], sources };
}

async function naiveTotalResults(db: Db, date: string): Promise<number> {
  const { matchups } = await fetchLedger(db, 'm.game_date = $1::date', [date]);
  return aggregateResults(matchups).length;
}

async function naivePerformance(db: Db, from: string | null, now: Date): Promise<number> {
  const { matchups, sources } = await fetchLedger(
    db,
    from ? 'm.game_date >= $1::date OR m.starts_at > $2' : '',
    from ? [from, now] : [],
  );
  const past = matchups.filter((m) => (m.date ?? '') <= easternDate(now));
  const summary = summarizeAiBets(
    past,
    (r) => sources.get(`${r.matchupId}|${r.promptId}`) ?? 'history',
  );
  const graded = past.flatMap((m) =>
    (m.aiResults ?? []).flatMap((r) =>
      aiBets(m, r)
        .filter((b) => b.outcome !== 'pending')
        .map((b) => ({ m, r, b })),
    ),
  );
  graded.sort(
    (a, b) => (b.m.date ?? '').localeCompare(a.m.date ?? '') || a.m.id.localeCompare(b.m.id),
  );
  const upcoming = matchups
    .filter((m) => new Date(m.startsAt ?? 0) > now)
    .flatMap((m) => (m.aiResults ?? []).flatMap((r) => aiBets(m, r)));
  return summary.series.length + graded.slice(0, RECENT_BETS_LIMIT).length + upcoming.length;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const database = url ? 'results (PostgreSQL)' : 'results (PGlite)';
  console.error(
    `bench:results on ${url ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (no DATABASE_URL)'}`,
  );
  const { db, drop } = await benchDb(url);
  try {
    await migrate(db);
    await ensureModels(db, MODELS);
    let started = performance.now();
    await generate(
      db,
      MODELS.map((m) => m.id),
    );
    const count =
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ai_results')).rows[0]?.n ?? 0;
    console.error(
      `generated ${count} AI results in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    started = performance.now();
    const slices = await refreshRollup(db);
    const buildSeconds = (performance.now() - started) / 1000;
    const rollupRows =
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM results_daily')).rows[0]?.n ??
      0;
    // The database as autovacuum would leave it, before anything is timed: otherwise autovacuum
    // starts on the million fresh rows while the first cases are measured and takes a core.
    await db.query(
      'VACUUM ANALYZE matchups, ai_results, results_dirty, results_daily, results_bets, results_slices',
    );
    console.error(
      `roll-up built from scratch: ${slices} slices, ${rollupRows} rows in ${buildSeconds.toFixed(1)} s`,
    );

    // The results routes on their own Fastify (the full app would also start the prediction
    // engine, whose warm-up learns every generated game).
    const app = Fastify({ logger: false });
    app.decorate('db', db);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    await app.register(resultsPlugin);
    await app.ready();
    const get = async (path: string) => {
      const res = await app.inject({ method: 'GET', url: path });
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
      return res.body.length;
    };

    const now = new Date();
    const yesterday = easternDate(new Date(now.getTime() - 86_400_000));
    const cases: {
      figure: string;
      path: string;
      naive: () => Promise<number>;
      naiveRuns: number;
    }[] = [
      {
        figure: `total-results, one date (${yesterday}), kept answer checked per request`,
        path: `/api/total-results?sport=all&date=${yesterday}`,
        naive: () => naiveTotalResults(db, yesterday),
        naiveRuns: RUNS,
      },
      {
        figure: 'ai-performance, period=30d',
        path: '/api/ai-performance?period=30d&sport=all',
        naive: () => naivePerformance(db, periodStart('30d', easternDate(now)), now),
        naiveRuns: RUNS,
      },
      {
        figure: 'ai-performance, period=all',
        path: '/api/ai-performance?period=all&sport=all',
        naive: () => naivePerformance(db, null, now),
        naiveRuns: NAIVE_RUNS,
      },
    ];
    const rows: BenchRow[] = [];
    for (const c of cases) {
      // Warm both ways alike (JIT, plans, caches), then measure; cheap cases get more runs.
      const cheap = c.naiveRuns === RUNS;
      const bytes = await get(c.path);
      await warm(() => get(c.path));
      const fast = await timed(cheap ? RUNS * 4 : RUNS, () => get(c.path));
      await warm(c.naive);
      const naive = await timed(cheap ? c.naiveRuns * 4 : c.naiveRuns, c.naive);
      console.error(
        `  ${c.path}: ${(bytes / 1024).toFixed(0)} KB, p50 ${ms(fast)}; naive p50 ${ms(naive)}`,
      );
      rows.push({
        bench: database,
        figure: `${c.figure} p50`,
        value: ms(fast),
        baseline: `naive JS ${ms(naive)}`,
        ratio: naive / fast,
        target: `< ${TARGET_MS} ms, ≥ ${TARGET_RATIO}×`,
        met: fast < TARGET_MS && naive / fast >= TARGET_RATIO,
      });
    }

    // Kept current: a game finishes (or is corrected), then the next request recomputes its
    // slice (and Total Results reads that date's rows again instead of its kept answer).
    const afterChange = async (
      figure: string,
      path: string,
      games: string[],
      steady: BenchRow | undefined,
    ) => {
      const times: number[] = [];
      for (const game of games) {
        await db.query(`UPDATE matchups SET home_score = home_score + 1 WHERE id = $1`, [game]);
        const t = performance.now();
        await get(path);
        times.push(performance.now() - t);
      }
      const steadyMs = steady ? Number.parseFloat(steady.value) : NaN;
      rows.push({
        bench: database,
        figure: `${figure} after a game changes p50`,
        value: ms(p50(times)),
        baseline: `steady ${ms(steadyMs)}`,
        ratio: steadyMs / p50(times),
        target: `< ${TARGET_MS} ms`,
        met: p50(times) < TARGET_MS,
      });
    };
    /** Finished games, on one date or any, to change one by one. */
    const finishedOn = async (date: string | null) =>
      (
        await db.query<{ id: string }>(
          `SELECT id FROM matchup_view WHERE status = 'FINAL' AND ($1::date IS NULL OR game_date = $1::date)
           ORDER BY random() LIMIT $2`,
          [date, RUNS],
        )
      ).rows.map((r) => r.id);
    await afterChange(
      'total-results, one date,',
      cases[0]?.path ?? '',
      await finishedOn(yesterday),
      rows[0],
    );
    await afterChange(
      'ai-performance, period=all,',
      cases[2]?.path ?? '',
      await finishedOn(null),
      rows[2],
    );
    await app.close();
    console.log(
      `\n${count} AI results; roll-up (${rollupRows} rows) built from scratch in ${buildSeconds.toFixed(1)} s\n`,
    );
    const ok = printRows(rows);
    // npm run bench (bench/all.ts) collects each child's rows from this file.
    if (process.env.BENCH_ROWS_FILE)
      writeFileSync(process.env.BENCH_ROWS_FILE, JSON.stringify(rows));
    console.log(`\ntargets ${ok ? 'met' : 'MISSED'}`);
  } finally {
    if (!process.env.BENCH_KEEP) await drop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
