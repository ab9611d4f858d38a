/** Ledger fixtures for the results endpoints: matchups with AI results, written to the database as-is. */
import { easternDate } from '@domain/rules/dates';
import type { AiResult, Matchup } from '@domain/contracts/matchup';
import type { Queryable } from '../../../server/db/db';
import { insertMatchupRows } from '../../fixtures/rows';

export const FIXTURE_MODELS = [
  {
    id: 'alpha',
    name: 'Alpha',
    description: 'Alpha model',
    inputs: ['Scores'],
    sports: ['nba', 'nhl'],
  },
  { id: 'beta', name: 'Beta', description: 'Beta model', inputs: ['Odds'], sports: ['nba', 'nhl'] },
  { id: 'gamma', name: 'Gamma', description: 'Gamma model', inputs: [], sports: ['nba', 'nfl'] },
] as const;

export type Source = 'live' | 'history';
export interface FixtureResult extends AiResult {
  source?: Source;
}
export interface FixtureGame extends Matchup {
  startsAt: string;
  aiResults: FixtureResult[];
}

const DAY = 86_400_000;

/** The Eastern date `days` days before now (negative = in the future). */
export function daysAgo(days: number, now = new Date()): string {
  return easternDate(new Date(now.getTime() - days * DAY));
}

/** An instant on an Eastern date (noon UTC, so the date is the same in Eastern time). */
export function noonOf(date: string): string {
  return `${date}T17:00:00.000Z`;
}

export function result(
  matchupId: string,
  modelId: string,
  predictedWinner: 'Home' | 'Away',
  homeScore: number,
  awayScore: number,
  confidence: number,
  source: Source = 'history',
): FixtureResult {
  const model = FIXTURE_MODELS.find((m) => m.id === modelId);
  return {
    matchupId,
    promptId: modelId,
    prompt: { id: modelId, name: model?.name ?? modelId },
    predictedWinner,
    homeScore,
    awayScore,
    confidence,
    source,
  };
}

export async function insertModels(
  db: Queryable,
  models: readonly {
    id: string;
    name: string;
    description: string;
    inputs: readonly string[];
    sports: readonly string[];
  }[] = FIXTURE_MODELS,
): Promise<void> {
  for (const m of models) {
    await db.query(
      `INSERT INTO ai_models (id, name, description, inputs, sports) VALUES ($1, $2, $3, $4::jsonb, $5::text[])
       ON CONFLICT (id) DO NOTHING`,
      [m.id, m.name, m.description, JSON.stringify(m.inputs), [...m.sports]],
    );
  }
}

/** Writes games and their results (history and started live results frozen at the start). */
export async function insertGames(db: Queryable, games: readonly FixtureGame[]): Promise<void> {
  for (const g of games) {
    await insertMatchupRows(db, [
      {
        ...g,
        awayTeam: g.awayTeam ?? '',
        homeTeam: g.homeTeam ?? '',
        startsAt: new Date(g.startsAt),
        gameDate: g.date ?? undefined,
        status: g.status ?? undefined,
      },
    ]);
    const started = new Date(g.startsAt).getTime() <= Date.now();
    for (const r of g.aiResults) {
      await db.query(
        `INSERT INTO ai_results (matchup_id, model_id, predicted_winner, confidence, home_score, away_score, summary,
           analysis, source, frozen_at)
         VALUES ($1, $2, $3, $4, $5, $6, 's', 'a', $7, $8)`,
        [
          g.id,
          r.promptId,
          r.predictedWinner,
          r.confidence,
          r.homeScore,
          r.awayScore,
          r.source ?? 'history',
          started ? g.startsAt : null,
        ],
      );
    }
  }
}

type GameInput = Omit<FixtureGame, 'startsAt' | 'aiResults' | 'awayTeam' | 'homeTeam'> & {
  results: [string, 'Home' | 'Away', number, number, number, Source?][];
};

function game(g: GameInput): FixtureGame {
  const { results, ...m } = g;
  return {
    awayTeam: `${g.id} Away`,
    homeTeam: `${g.id} Home`,
    ...m,
    startsAt: noonOf(g.date ?? ''),
    aiResults: results.map(([model, w, h, a, c, s]) => result(g.id, model, w, h, a, c, s)),
  };
}

/**
 * The hand-computed fixture (expectations in the tests). D1 = 2 days ago, D2 = 20 days ago.
 * NBA: moneyline lean 5–<9, bet ≥ 9; spread lean 1.5–<4, bet ≥ 4; total lean 5–<10, bet ≥ 10.
 * NHL: moneyline bet ≥ 2.5, lean 1–<2.5; spread lean 0.5–<1.5. NFL: moneyline lean 4–<8.
 */
export function handFixture(now = new Date()): FixtureGame[] {
  const d1 = daysAgo(2, now);
  const d2 = daysAgo(20, now);
  const tomorrow = daysAgo(-1, now);
  const nba = { sport: 'nba', date: d1, status: 'FINAL' } as const;
  return [
    game({
      ...nba,
      id: 'g1',
      homeScore: 110,
      awayScore: 100,
      homeSpread: -5.5,
      awaySpread: 5.5,
      totalPoints: 205.5,
      homeMoneyLine: -250,
      awayMoneyLine: 200,
      results: [
        ['alpha', 'Home', 115, 103, 88],
        ['beta', 'Home', 112, 102, 70],
        ['gamma', 'Away', 104, 106, 60],
      ],
    }),
    // Spread and total land on the number: pushes.
    game({
      ...nba,
      id: 'g2',
      homeScore: 101,
      awayScore: 99,
      homeSpread: -2,
      awaySpread: 2,
      totalPoints: 200,
      homeMoneyLine: -130,
      awayMoneyLine: 110,
      results: [
        ['alpha', 'Home', 108, 100, 80],
        ['beta', 'Away', 98, 110, 90],
      ],
    }),
    // No total line.
    game({
      ...nba,
      id: 'g3',
      homeScore: 95,
      awayScore: 120,
      homeSpread: 3,
      awaySpread: -3,
      totalPoints: null,
      homeMoneyLine: 150,
      awayMoneyLine: -180,
      results: [
        ['alpha', 'Away', 100, 112, 75],
        ['gamma', 'Away', 101, 111, 86],
        ['beta', 'Home', 108, 106, 55],
      ],
    }),
    // Unfinished: no scores yet / final without the away score.
    game({
      ...nba,
      id: 'g4',
      status: 'NOTFINISHED',
      homeScore: null,
      awayScore: null,
      homeSpread: -3,
      awaySpread: 3,
      totalPoints: 210,
      homeMoneyLine: -150,
      awayMoneyLine: 130,
      results: [['alpha', 'Home', 120, 100, 90]],
    }),
    game({
      ...nba,
      id: 'g5',
      homeScore: 100,
      awayScore: null,
      homeSpread: -3,
      awaySpread: 3,
      totalPoints: 210,
      homeMoneyLine: -150,
      awayMoneyLine: 130,
      results: [['beta', 'Home', 115, 100, 70]],
    }),
    // No moneyline prices; a live prediction.
    game({
      ...nba,
      id: 'g9',
      homeScore: 100,
      awayScore: 95,
      homeSpread: -1,
      awaySpread: 1,
      totalPoints: 190,
      homeMoneyLine: null,
      awayMoneyLine: null,
      results: [['alpha', 'Home', 112, 100, 70, 'live']],
    }),
    // 128.2 − 119.2 is 8.999999999999986 in floating point: a Lean by the domain, not a Bet.
    game({
      ...nba,
      id: 'g11',
      homeScore: 120,
      awayScore: 110,
      homeSpread: null,
      awaySpread: null,
      totalPoints: null,
      homeMoneyLine: null,
      awayMoneyLine: null,
      results: [['beta', 'Home', 128.2, 119.2, 65]],
    }),
    game({
      sport: 'nhl',
      date: d1,
      status: 'Final/OT',
      id: 'g6',
      homeScore: 3,
      awayScore: 2,
      homeSpread: -1.5,
      awaySpread: 1.5,
      totalPoints: 5.5,
      homeMoneyLine: -150,
      awayMoneyLine: 130,
      results: [
        ['alpha', 'Home', 4.2, 1.5, 70],
        ['beta', 'Home', 3.5, 1.5, 60],
      ],
    }),
    // A tie: the moneyline pick pushes.
    game({
      sport: 'nfl',
      date: d1,
      status: 'completed',
      id: 'g10',
      homeScore: 20,
      awayScore: 20,
      homeSpread: -3,
      awaySpread: 3,
      totalPoints: null,
      homeMoneyLine: -160,
      awayMoneyLine: 140,
      results: [['gamma', 'Home', 24, 20, 65]],
    }),
    game({
      sport: 'nba',
      date: d2,
      status: 'FINAL',
      id: 'g7',
      homeScore: 100,
      awayScore: 90,
      homeSpread: -4,
      awaySpread: 4,
      totalPoints: 190,
      homeMoneyLine: -200,
      awayMoneyLine: 170,
      results: [['alpha', 'Home', 110, 95, 77]],
    }),
    game({
      sport: 'nba',
      date: tomorrow,
      status: 'NOTFINISHED',
      id: 'g8',
      homeScore: null,
      awayScore: null,
      homeSpread: -6,
      awaySpread: 6,
      totalPoints: 215,
      homeMoneyLine: -300,
      awayMoneyLine: 240,
      results: [['alpha', 'Home', 115, 100, 80, 'live']],
    }),
  ];
}

/** A small deterministic generator (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STATUSES = [
  'FINAL',
  'Final',
  'final/ot',
  'COMPLETED',
  'finished',
  'ended',
  'NOTFINISHED',
  'LIVE',
  'In Progress',
];
const SPORT_SCALE: Record<string, [number, number, number]> = {
  nba: [112, 12, 220],
  ncaab: [72, 10, 140],
  nfl: [23, 10, 45],
  ncaaf: [28, 14, 55],
  nhl: [3, 1.5, 6],
  mlb: [4.5, 2.5, 8.5],
};

/** Many random games across every sport, status, missing line and price, edge at or near every threshold. */
export function randomFixture(
  seed: number,
  games: number,
  dates: readonly string[],
): FixtureGame[] {
  const rnd = random(seed);
  // Prices and the baseline's results draw from their own sequence, so the rest stays as it was.
  const extra = random(seed + 1000);
  const priceOf = () =>
    [null, -110, -125, 105, 150, -190, 50, 20000][Math.floor(extra() * 8)] ?? null;
  const pickOf = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
  const sports = [...Object.keys(SPORT_SCALE), 'xfl'];
  const out: FixtureGame[] = [];
  for (let i = 0; i < games; i++) {
    const sport = pickOf(sports);
    const [mean, spread, total] = SPORT_SCALE[sport] ?? [20, 8, 40];
    const home = Math.max(0, Math.round(mean + (rnd() - 0.5) * spread * 2));
    const away = Math.max(0, Math.round(mean + (rnd() - 0.5) * spread * 2));
    const line = rnd() < 0.15 ? null : Math.round((rnd() - 0.5) * spread * 4) / 2;
    const totalLine = rnd() < 0.2 ? null : Math.round((total + (rnd() - 0.5) * spread) * 2) / 2;
    const status = pickOf(STATUSES);
    const date = pickOf(dates);
    const id = `r${seed}_${i}`;
    const results: FixtureResult[] = [];
    for (const m of FIXTURE_MODELS) {
      if (rnd() < 0.2) continue;
      // Predicted scores on a 0.1 grid, sometimes exactly at a threshold from the line.
      const ph = Math.round((mean + (rnd() - 0.5) * spread * 3) * 10) / 10;
      const pa = Math.round((mean + (rnd() - 0.5) * spread * 3) * 10) / 10;
      const winner = rnd() < 0.9 ? (ph >= pa ? 'Home' : 'Away') : ph >= pa ? 'Away' : 'Home';
      const confidence = pickOf([50, 60, 75, 84.9, 85, 90, Math.round(rnd() * 1000) / 10]);
      results.push(result(id, m.id, winner, ph, pa, confidence, rnd() < 0.3 ? 'live' : 'history'));
    }
    // The market baseline (domain/pricing/edgePricing.ts): stored beside the AI models, never counted with them.
    if (extra() < 0.6) {
      const ph = Math.round((mean + (extra() - 0.5) * spread * 3) * 10) / 10;
      const pa = Math.round((mean + (extra() - 0.5) * spread * 3) * 10) / 10;
      results.push(result(id, 'market', ph >= pa ? 'Home' : 'Away', ph, pa, 90, 'history'));
    }
    out.push({
      id,
      sport,
      date,
      startsAt: noonOf(date),
      status,
      homeTeam: `Team ${i}H`,
      awayTeam: `Team ${i}A`,
      homeScore: rnd() < 0.08 ? null : home,
      awayScore: rnd() < 0.08 ? null : away,
      homeSpread: line,
      awaySpread: line === null ? (rnd() < 0.3 ? 2.5 : null) : rnd() < 0.1 ? null : -line,
      totalPoints: totalLine,
      homeMoneyLine: rnd() < 0.15 ? null : pickOf([-250, -150, -110, 100, 120, 210, 50]),
      awayMoneyLine: rnd() < 0.15 ? null : pickOf([-200, -120, 105, 130, 260, -90]),
      homeSpreadPrice: priceOf(),
      awaySpreadPrice: priceOf(),
      overPrice: priceOf(),
      underPrice: priceOf(),
      aiResults: results,
    });
  }
  return out;
}
