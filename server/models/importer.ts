import type { Db } from '../db/db';
import { insertMatchups, type NewMatchup } from '../matchups';
import { describePrediction } from './describe';
import { walkForward } from './engine';
import { impliedProbability } from '@domain/rules/odds';
import { parseCsv, type HistoryGame } from './history';
import { easternToUtc, leagueParams } from './leagues';
import { MODELS } from './registry';
import { ensureModels, insertHistoryPredictions, type StoredPrediction } from './repository';
import type { ModelDef } from './types';

const BATCH = 500;

/** A row the import refused, with its line in the file (docs/product.md §3: impossible data is never kept). */
export interface RejectedRow {
  line: number | null;
  id: string;
  league: string;
  reason: string;
}

export interface ImportSummary {
  games: number;
  matchupsAdded: number;
  predictionsAdded: number;
  /** Rows refused for impossible prices, in file order. */
  rejected: RejectedRow[];
  /** Games kept without a moneyline (none or one side posted): they never enter ROI. */
  withoutMoneyline: number;
}

export interface ImportOptions {
  models?: readonly ModelDef[];
  /** Line in the file of each game (same order as the games), for the report. */
  lines?: readonly number[];
  onProgress?: (phase: 'games' | 'predictions', done: number, total: number) => void;
}

/** No book posts a price beyond ±10000; a pair of moneylines implies an overround within 0-12%. */
export const MAX_PRICE = 10_000;
export const MAX_OVERROUND = 0.12;

/** Why a pair of moneylines is impossible, or null when it is a price a book could post (or absent). */
export function moneylineProblem(home: number | null, away: number | null): string | null {
  for (const price of [home, away]) {
    if (price === null) continue;
    if (Math.abs(price) > MAX_PRICE)
      return `moneyline ${price > 0 ? '+' : ''}${price} beyond ±${MAX_PRICE}`;
    if (Math.abs(price) < 100) return `moneyline ${price} is not an American price`;
  }
  if (home === null || away === null) return null;
  const overround = impliedProbability(home) + impliedProbability(away) - 1;
  if (overround < 0 || overround > MAX_OVERROUND) {
    return `moneylines ${home}/${away} imply an overround of ${(overround * 100).toFixed(1)}% (outside 0-${MAX_OVERROUND * 100}%)`;
  }
  return null;
}

/** The file line of each row parseHistory turns into a game (header is line 1), for a league or all. */
export function historyLines(text: string, league?: string): number[] {
  const rows = parseCsv(text);
  const col = rows[0]?.findIndex((h) => h.trim() === 'league') ?? -1;
  const lines: number[] = [];
  for (let r = 1; r < rows.length; r++) {
    if (league && rows[r]?.[col]?.trim().toLowerCase() !== league) continue;
    lines.push(r + 1);
  }
  return lines;
}

/** Splits games into those kept and the rows refused for impossible moneylines. */
export function screenGames(
  games: readonly HistoryGame[],
  lines: readonly number[] = [],
): { kept: HistoryGame[]; rejected: RejectedRow[] } {
  const kept: HistoryGame[] = [];
  const rejected: RejectedRow[] = [];
  games.forEach((g, i) => {
    const reason = moneylineProblem(g.homeMl, g.awayMl);
    if (reason) rejected.push({ line: lines[i] ?? null, id: g.id, league: g.league, reason });
    else kept.push(g);
  });
  return { kept, rejected };
}

// A moneyline is stored only as a pair: one side alone cannot be graded at a price.
const hasMoneyline = (g: HistoryGame): boolean => g.homeMl !== null && g.awayMl !== null;
const ml = (g: HistoryGame, n: number | null) =>
  n === null || !hasMoneyline(g) ? null : Math.round(n);

function newMatchup(g: HistoryGame): NewMatchup {
  const [hour, minute] = leagueParams(g.league).startEt;
  return {
    id: g.id,
    sport: g.league,
    awayTeam: g.away,
    homeTeam: g.home,
    awayScore: g.awayScore,
    homeScore: g.homeScore,
    awayMoneyLine: ml(g, g.awayMl),
    homeMoneyLine: ml(g, g.homeMl),
    awaySpread: g.homeLine === null ? null : -g.homeLine,
    homeSpread: g.homeLine,
    totalPoints: g.totalLine,
    startsAt: easternToUtc(g.date, hour, minute),
    gameDate: g.date,
    status: g.homeScore !== null && g.awayScore !== null ? 'FINAL' : 'NOTFINISHED',
    provider: `history:${g.source}`,
    providerId: g.id,
    season: g.season,
    neutral: g.neutral,
  };
}

/**
 * Loads history into matchups (provider 'history:<source>', stable ids, status FINAL) and stores
 * every model's walk-forward prediction for each game (source 'history', frozen). Rows already
 * there are left untouched, so importing the same file twice changes nothing. Rows with
 * impossible moneylines are refused and reported, never stored.
 */
export async function importHistory(
  db: Db,
  all: readonly HistoryGame[],
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const models = options.models ?? MODELS;
  const { kept: games, rejected } = screenGames(all, options.lines);
  await ensureModels(db, models);
  let matchupsAdded = 0;
  for (let i = 0; i < games.length; i += BATCH) {
    matchupsAdded += await insertMatchups(db, games.slice(i, i + BATCH).map(newMatchup), BATCH);
    options.onProgress?.('games', Math.min(i + BATCH, games.length), games.length);
  }

  const byId = new Map(models.map((m) => [m.id, m]));
  const finished = games.filter((g) => g.homeScore !== null && g.awayScore !== null);
  const pending: StoredPrediction[] = [];
  let predictionsAdded = 0;
  let done = 0;
  const flush = async () => {
    predictionsAdded += await insertHistoryPredictions(db, pending.splice(0));
    options.onProgress?.('predictions', done, finished.length);
  };
  const queue: StoredPrediction[][] = [];
  walkForward(finished, models, (game, predictions) => {
    queue.push(
      predictions.flatMap((p) => {
        const def = byId.get(p.modelId);
        return def ? [describePrediction(def, game, p)] : [];
      }),
    );
  });
  for (const list of queue) {
    pending.push(...list);
    done++;
    if (pending.length >= BATCH * 2) await flush();
  }
  await flush();
  return {
    games: all.length,
    matchupsAdded,
    predictionsAdded,
    rejected,
    withoutMoneyline: games.filter((g) => !hasMoneyline(g)).length,
  };
}
