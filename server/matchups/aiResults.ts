import type { AiResult, ResultMarkets } from '@domain/contracts/matchup';
import type { Queryable } from '../db/db';

interface AiResultDbRow {
  matchup_id: string;
  model_id: string;
  model_name: string | null;
  predicted_winner: string | null;
  confidence: number | null;
  home_score: number | null;
  away_score: number | null;
  summary: string | null;
  analysis: string | null;
  markets: unknown;
  created_at: Date | string | null;
}

/** A jsonb markets cell (an object, or text on some drivers) as the wire's markets. */
function parseMarkets(cell: unknown): ResultMarkets | null {
  const value: unknown = typeof cell === 'string' ? JSON.parse(cell) : cell;
  return value && typeof value === 'object' ? value : null;
}

function toAiResult(r: AiResultDbRow): AiResult {
  return {
    matchupId: r.matchup_id,
    promptId: r.model_id,
    prompt: { id: r.model_id, name: r.model_name ?? `Model ${r.model_id}` },
    predictedWinner:
      r.predicted_winner === 'Home' || r.predicted_winner === 'Away' ? r.predicted_winner : null,
    confidence: r.confidence,
    homeScore: r.home_score,
    awayScore: r.away_score,
    summary: r.summary,
    analysis: r.analysis,
    markets: parseMarkets(r.markets),
    createdAt: r.created_at === null ? null : new Date(r.created_at).toISOString(),
  };
}

/**
 * The default AI-results loader: the models module's published views of its results and models
 * (migration 151), ordered by model id. Until those views exist it returns no results rather
 * than failing.
 */
export function loadAiResultsSql(
  db: Queryable,
): (matchupIds: string[]) => Promise<Map<string, AiResult[]>> {
  let tablesExist = false;
  return async (matchupIds) => {
    const byMatchup = new Map<string, AiResult[]>();
    if (matchupIds.length === 0) return byMatchup;
    if (!tablesExist) {
      const { rows } = await db.query<{ results: string | null; models: string | null }>(
        "SELECT to_regclass('ai_result_view')::text AS results, to_regclass('ai_model_view')::text AS models",
      );
      // Only a positive answer is remembered: the tables may be created while we run.
      tablesExist = rows[0]?.results != null && rows[0].models != null;
      if (!tablesExist) return byMatchup;
    }
    const { rows } = await db.query<AiResultDbRow>(
      `SELECT r.matchup_id, r.model_id, m.name AS model_name, r.predicted_winner, r.confidence, r.home_score,
         r.away_score, r.summary, r.analysis, r.markets, r.created_at
       FROM ai_result_view r JOIN ai_model_view m ON m.id = r.model_id
       WHERE r.matchup_id = ANY($1::text[])
       ORDER BY r.matchup_id, r.model_id`,
      [matchupIds],
    );
    for (const r of rows) {
      const list = byMatchup.get(r.matchup_id) ?? [];
      list.push(toAiResult(r));
      byMatchup.set(r.matchup_id, list);
    }
    return byMatchup;
  };
}
