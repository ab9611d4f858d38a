import type { Db } from '../db/db';
import { describePrediction } from './describe';
import { walkForward } from './engine';
import type { HistoryGame } from './history';
import { easternToUtc, leagueParams } from './leagues';
import { MODELS } from './registry';
import { ensureModels, insertHistoryPredictions, type StoredPrediction } from './repository';
import type { ModelDef } from './types';

const BATCH = 500;
const MATCHUP_COLUMNS = [
  'id', 'sport', 'away_team', 'home_team', 'away_score', 'home_score', 'away_money_line', 'home_money_line',
  'away_spread', 'home_spread', 'total_points', 'starts_at', 'game_date', 'status', 'provider', 'provider_id',
  'season', 'neutral',
] as const;

export interface ImportSummary {
  games: number;
  matchupsAdded: number;
  predictionsAdded: number;
}

export interface ImportOptions {
  models?: readonly ModelDef[];
  onProgress?: (phase: 'games' | 'predictions', done: number, total: number) => void;
}

const ml = (n: number | null) => (n === null || Math.abs(n) < 100 ? null : Math.round(n));

function matchupValues(g: HistoryGame): unknown[] {
  const [hour, minute] = leagueParams(g.league).startEt;
  return [
    g.id, g.league, g.away, g.home, g.awayScore, g.homeScore, ml(g.awayMl), ml(g.homeMl),
    g.homeLine === null ? null : -g.homeLine, g.homeLine, g.totalLine,
    easternToUtc(g.date, hour, minute).toISOString(), g.date,
    g.homeScore !== null && g.awayScore !== null ? 'FINAL' : 'NOTFINISHED',
    `history:${g.source}`, g.id, g.season, g.neutral,
  ];
}

/**
 * Loads history into matchups (provider 'history:<source>', stable ids, status FINAL) and stores
 * every model's walk-forward prediction for each game (source 'history', frozen). Rows already
 * there are left untouched, so importing the same file twice changes nothing.
 */
export async function importHistory(db: Db, games: readonly HistoryGame[], options: ImportOptions = {}): Promise<ImportSummary> {
  const models = options.models ?? MODELS;
  await ensureModels(db, models);
  let matchupsAdded = 0;
  for (let i = 0; i < games.length; i += BATCH) {
    const batch = games.slice(i, i + BATCH);
    const params: unknown[] = [];
    const tuples = batch.map((g, r) => {
      params.push(...matchupValues(g));
      return `(${MATCHUP_COLUMNS.map((_, c) => `$${r * MATCHUP_COLUMNS.length + c + 1}`).join(', ')})`;
    });
    const { rowCount } = await db.query(
      `INSERT INTO matchups (${MATCHUP_COLUMNS.join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT DO NOTHING`,
      params,
    );
    matchupsAdded += rowCount;
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
    queue.push(predictions.flatMap((p) => {
      const def = byId.get(p.modelId);
      return def ? [describePrediction(def, game, p)] : [];
    }));
  });
  for (const list of queue) {
    pending.push(...list);
    done++;
    if (pending.length >= BATCH * 2) await flush();
  }
  await flush();
  return { games: games.length, matchupsAdded, predictionsAdded };
}
