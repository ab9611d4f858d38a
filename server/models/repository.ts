import type { AiResult } from '@domain/contracts/matchup';
import type { Db, Queryable } from '../db/db';
import type { ModelDef, PredictionMarkets } from './types';

/** One prediction as stored in ai_results / ai_result_history. */
export interface StoredPrediction {
  matchupId: string;
  modelId: string;
  predictedWinner: 'Home' | 'Away';
  confidence: number;
  homeScore: number;
  awayScore: number;
  summary: string;
  analysis: string;
  /** Each market's pick and calibrated probability; null on older rows. */
  markets: PredictionMarkets | null;
}

const RESULT_COLUMNS =
  'matchup_id, model_id, predicted_winner, confidence, home_score, away_score, summary, analysis, markets';
const WIDTH = 9;
const BATCH = 400;

/** A model of the catalogue as other modules list it (the results pages). */
export interface ModelInfo {
  id: string;
  name: string;
  description: string;
  sports: string[];
}

/** Every model of the catalogue, oldest first. */
export async function modelInfos(db: Queryable): Promise<ModelInfo[]> {
  const { rows } = await db.query<ModelInfo>(
    'SELECT id, name, description, sports FROM ai_models ORDER BY created_at, id',
  );
  return rows;
}

/** Writes the model catalogue (name, description, inputs, sports) to ai_models. */
export async function ensureModels(db: Queryable, models: readonly ModelDef[]): Promise<void> {
  for (const m of models) {
    await db.query(
      `INSERT INTO ai_models (id, name, description, inputs, sports) VALUES ($1, $2, $3, $4::jsonb, $5::text[])
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description,
         inputs = EXCLUDED.inputs, sports = EXCLUDED.sports`,
      [m.id, m.name, m.description, JSON.stringify(m.inputs), [...m.sports]],
    );
  }
}

function values(p: StoredPrediction): unknown[] {
  return [
    p.matchupId,
    p.modelId,
    p.predictedWinner,
    p.confidence,
    p.homeScore,
    p.awayScore,
    p.summary,
    p.analysis,
    p.markets === null ? null : JSON.stringify(p.markets),
  ];
}

function placeholders(rows: number, width: number, offset = 0): string {
  const out: string[] = [];
  for (let r = 0; r < rows; r++) {
    const cells: string[] = [];
    for (let c = 1; c <= width; c++) cells.push(`$${offset + r * width + c}`);
    out.push(`(${cells.join(', ')})`);
  }
  return out.join(', ');
}

/**
 * Stores walk-forward predictions of finished games (source 'history'), frozen at the game's
 * start, in multi-row batches. A prediction already stored is left alone (never overwritten), so
 * a repeated import changes nothing. Returns how many were added.
 */
export async function insertHistoryPredictions(
  db: Db,
  predictions: readonly StoredPrediction[],
): Promise<number> {
  let added = 0;
  for (let i = 0; i < predictions.length; i += BATCH) {
    const batch = predictions.slice(i, i + BATCH);
    const { rows } = await db.query<{ n: number }>(
      `WITH incoming (${RESULT_COLUMNS}) AS (VALUES ${placeholders(batch.length, WIDTH)}),
       inserted AS (
         INSERT INTO ai_results (${RESULT_COLUMNS}, source, frozen_at)
         SELECT i.matchup_id, i.model_id, i.predicted_winner, i.confidence::numeric, i.home_score::numeric,
                i.away_score::numeric, i.summary, i.analysis, i.markets::jsonb, 'history', m.starts_at
         FROM incoming i JOIN matchup_view m ON m.id = i.matchup_id
         ON CONFLICT (matchup_id, model_id) DO NOTHING
         RETURNING ${RESULT_COLUMNS}, source, created_at
       ),
       logged AS (
         INSERT INTO ai_result_history (${RESULT_COLUMNS}, source, created_at)
         SELECT ${RESULT_COLUMNS}, source, created_at FROM inserted
         RETURNING 1
       )
       SELECT count(*)::int AS n FROM logged`,
      batch.flatMap(values),
    );
    added += rows[0]?.n ?? 0;
  }
  return added;
}

/**
 * Writes a live prediction for a game that has not started: inserts it, or replaces the stored
 * one when the pick, confidence or scores changed, and appends it to the history. Returns the
 * stored row's creation time, or null when nothing was written (unchanged, started or frozen).
 */
export async function upsertLivePrediction(db: Db, p: StoredPrediction): Promise<string | null> {
  const { rows } = await db.query<{ created_at: Date | string }>(
    `WITH upserted AS (
       INSERT INTO ai_results (${RESULT_COLUMNS}, source)
       SELECT $1, $2, $3, $4::numeric, $5::numeric, $6::numeric, $7, $8, $9::jsonb, 'live'
       WHERE EXISTS (SELECT 1 FROM matchup_view m WHERE m.id = $1 AND m.starts_at > now())
       ON CONFLICT (matchup_id, model_id) DO UPDATE SET
         predicted_winner = EXCLUDED.predicted_winner, confidence = EXCLUDED.confidence,
         home_score = EXCLUDED.home_score, away_score = EXCLUDED.away_score, summary = EXCLUDED.summary,
         analysis = EXCLUDED.analysis, markets = EXCLUDED.markets, source = 'live', updated_at = now()
       WHERE ai_results.frozen_at IS NULL
         AND (ai_results.predicted_winner, ai_results.confidence, ai_results.home_score, ai_results.away_score, ai_results.markets)
             IS DISTINCT FROM (EXCLUDED.predicted_winner, EXCLUDED.confidence, EXCLUDED.home_score, EXCLUDED.away_score, EXCLUDED.markets)
       RETURNING ${RESULT_COLUMNS}, source, updated_at
     ),
     logged AS (
       INSERT INTO ai_result_history (${RESULT_COLUMNS}, source, created_at)
       SELECT ${RESULT_COLUMNS}, source, updated_at FROM upserted
       RETURNING created_at
     )
     SELECT created_at FROM logged`,
    values(p),
  );
  const created = rows[0]?.created_at;
  return created === undefined ? null : new Date(created).toISOString();
}

/** What a stored prediction says, to skip re-predictions that change nothing. */
export interface StoredNumbers {
  winner: string;
  confidence: number;
  homeScore: number;
  awayScore: number;
  /** The stored markets as canonical JSON text ('' when none). */
  markets: string;
  frozen: boolean;
}

/** The stored predictions of some matchups: matchup id → model id → numbers. */
export async function storedPredictions(
  db: Queryable,
  matchupIds: readonly string[],
): Promise<Map<string, Map<string, StoredNumbers>>> {
  const out = new Map<string, Map<string, StoredNumbers>>();
  if (matchupIds.length === 0) return out;
  const { rows } = await db.query<{
    matchup_id: string;
    model_id: string;
    predicted_winner: string;
    confidence: number | string;
    home_score: number | string;
    away_score: number | string;
    markets: unknown;
    frozen: boolean;
  }>(
    `SELECT matchup_id, model_id, predicted_winner, confidence, home_score, away_score, markets, frozen_at IS NOT NULL AS frozen
     FROM ai_results WHERE matchup_id = ANY($1::text[])`,
    [matchupIds],
  );
  for (const r of rows) {
    const byModel = out.get(r.matchup_id) ?? new Map<string, StoredNumbers>();
    byModel.set(r.model_id, {
      winner: r.predicted_winner,
      confidence: Number(r.confidence),
      homeScore: Number(r.home_score),
      awayScore: Number(r.away_score),
      markets: marketsKey(parseMarkets(r.markets)),
      frozen: r.frozen,
    });
    out.set(r.matchup_id, byModel);
  }
  return out;
}

/** Freezes every unfrozen prediction whose game has started; returns how many. */
export async function freezeStarted(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE ai_results r SET frozen_at = m.starts_at
     FROM matchup_view m
     WHERE m.id = r.matchup_id AND r.frozen_at IS NULL AND m.starts_at <= now()`,
  );
  return rowCount;
}

/** A stored prediction in the wire shape (docs/product.md §3 aiResults item). */
export function toWire(p: StoredPrediction, modelName: string, createdAt: string | null): AiResult {
  return {
    matchupId: p.matchupId,
    promptId: p.modelId,
    prompt: { id: p.modelId, name: modelName },
    predictedWinner: p.predictedWinner,
    confidence: p.confidence,
    homeScore: p.homeScore,
    awayScore: p.awayScore,
    summary: p.summary,
    analysis: p.analysis,
    markets: p.markets,
    createdAt,
  };
}

/** A stored markets cell (jsonb: an object, or text on some drivers) as the wire's markets. */
export function parseMarkets(cell: unknown): PredictionMarkets | null {
  const value: unknown = typeof cell === 'string' ? JSON.parse(cell) : cell;
  return value && typeof value === 'object' ? (value as PredictionMarkets) : null;
}

/** Canonical text of markets, to tell whether a re-prediction changed them. */
export function marketsKey(m: PredictionMarkets | null): string {
  if (!m) return '';
  const side = (x: { pick: string; probability: number; push: number } | null) =>
    x ? `${x.pick}:${x.probability}:${x.push}` : '-';
  return [side(m.moneyline), side(m.spread), side(m.total)].join('|');
}
