/**
 * The SQL fast path of domain's Total Results and AI bet rules. Every number comes from the
 * domain at runtime (thresholdFor, RAZOR_CONFIDENCE, CONSENSUS_MIN_RESULTS, STANDARD_PRICE,
 * BASELINE_MODEL_IDS, the 100-10000 valid price range of validAmerican) and
 * which statuses are final is decided by the domain's isFinished over the statuses present; the
 * arithmetic is done in float8 in the same order as resultEdges / outcomes.ts, so classification
 * at a threshold's edge matches the domain bit for bit. tests/server/results checks the two agree.
 */
import { BASELINE_MODEL_IDS } from '@domain/pricing/edgePricing';
import { STANDARD_PRICE } from '@domain/rules/slip';
import { SPORTS } from '@domain/rules/sports';
import { isFinished } from '@domain/rules/status';
import {
  CONSENSUS_MIN_RESULTS,
  RAZOR_CONFIDENCE,
  thresholdFor,
  type Market,
} from '@domain/rules/thresholds';
import type { Queryable } from '../db/db';
import type { Params } from './params';

/** Any sport not named in the threshold rows uses the row keyed '*' (the domain's default family). */
const OTHER_SPORT = '*';
const PREFIX: Record<Market, string> = { moneyline: 'ml', spread: 'sp', total: 'tot' };
const MARKETS: readonly Market[] = ['moneyline', 'spread', 'total'];

/** One threshold row per sport given (and the six sports), plus the '*' row for any other. */
export function thresholdRows(sports: Iterable<string> = []): Record<string, string | number>[] {
  const keys = [...new Set<string>([...SPORTS, ...sports])].filter((s) => s !== OTHER_SPORT);
  return [...keys, OTHER_SPORT].map((key) => {
    const row: Record<string, string | number> = { key };
    for (const market of MARKETS) {
      const t = thresholdFor(key, market);
      row[`${PREFIX[market]}_lean_min`] = t.leanMin;
      row[`${PREFIX[market]}_lean_max`] = t.leanMax;
      row[`${PREFIX[market]}_bet_min`] = t.betMin;
    }
    return row;
  });
}

/** The statuses among `statuses` the domain calls finished (docs/product.md §4). */
export function finishedOf(statuses: Iterable<string>): string[] {
  return [...new Set(statuses)].filter((s) => isFinished(s));
}

/** The finished statuses among the matchups a WHERE clause (over `m`) selects. */
export async function finishedStatuses(
  db: Queryable,
  where: string,
  params: unknown[],
): Promise<string[]> {
  const { rows } = await db.query<{ status: string }>(
    `SELECT DISTINCT m.status FROM matchup_view m WHERE ${where}`,
    params,
  );
  return finishedOf(rows.map((r) => r.status));
}

const thresholdColumns = MARKETS.flatMap((m) =>
  ['lean_min', 'lean_max', 'bet_min'].map((c) => `${PREFIX[m]}_${c}`),
);

const decimalOf = (price: string) =>
  `CASE WHEN ${price} > 0 THEN 1 + ${price}::float8 / 100 ELSE 1 + 100 / (-${price}::float8) END`;

const classify = (edge: string, p: string) =>
  `CASE WHEN ${edge} >= ${p}_bet_min THEN 'bet' WHEN ${edge} >= ${p}_lean_min AND ${edge} < ${p}_lean_max THEN 'lean' END`;

/** The posted price when a book could post it (validAmerican: 100 ≤ |price| ≤ 10000), else NULL. */
const valid = (price: string) => `CASE WHEN abs(${price}) BETWEEN 100 AND 10000 THEN ${price} END`;

/** The SQL list of baseline model ids (never empty: '' matches no model). */
export function baselineIds(): string[] {
  return BASELINE_MODEL_IDS.size ? [...BASELINE_MODEL_IDS] : [''];
}

const sign = (x: string) => `CASE WHEN ${x} > 0 THEN 1 WHEN ${x} < 0 THEN -1 ELSE 0 END`;

export interface ClassifyOptions {
  /** A condition over ai_result_view r and matchup_view m. */
  where: string;
  /** Sports to name in the threshold rows (besides the six). */
  sports?: Iterable<string>;
  /** Statuses that are final (see finishedOf). */
  finished: readonly string[];
}

/**
 * CTEs ending in `cls`: one row per AI result with its picks, Lean/Bet class, outcome
 * (1 win, -1 loss, 0 push, NULL pending) and decimal price per market, and its Consensus and
 * Razor flags. Columns: matchup_id, model_id, source, confidence, game_date, sport, starts_at, status,
 * home_team, away_team, total_points, home_line, away_line, graded, is_ai, ml_/sp_/tot_ pick, edge,
 * cls, o, price, dec, assumed; consensus (among AI models only), razor.
 */
export function classifiedCtes(p: Params, options: ClassifyOptions): string {
  const sports = [...new Set<string>([...SPORTS, ...(options.sports ?? [])])];
  const th = p.add(JSON.stringify(thresholdRows(sports)));
  const known = p.add(sports);
  const finished = p.add([...options.finished]);
  const std = p.add(STANDARD_PRICE);
  const razor = p.add(RAZOR_CONFIDENCE);
  const minConsensus = p.add(CONSENSUS_MIN_RESULTS);
  const baselines = p.add(baselineIds());
  const nan = (x: string) => `nullif(${x}::float8, 'NaN')`;
  return `th AS (
    SELECT * FROM jsonb_to_recordset(${th}::jsonb)
      AS t (key text, ${thresholdColumns.map((c) => `${c} float8`).join(', ')})
  ),
  base AS MATERIALIZED (
    SELECT r.matchup_id, r.model_id, r.source, ${nan('r.confidence')} AS confidence, r.predicted_winner,
      m.game_date, m.sport, m.starts_at, m.status, m.home_team, m.away_team, ${nan('m.total_points')} AS total_points,
      m.home_money_line, m.away_money_line, m.home_spread_price, m.away_spread_price, m.over_price, m.under_price,
      (r.model_id <> ALL(${baselines}::text[])) AS is_ai,
      (m.status = ANY(${finished}::text[]) AND m.home_score IS NOT NULL AND m.away_score IS NOT NULL) AS graded,
      m.home_score::float8 AS fh, m.away_score::float8 AS fa,
      ${nan('r.home_score')} AS ph, ${nan('r.away_score')} AS pa,
      coalesce(${nan('m.home_spread')}, -${nan('m.away_spread')}) AS home_line,
      coalesce(${nan('m.away_spread')}, -${nan('m.home_spread')}) AS away_line,
      ${thresholdColumns.join(', ')}
    FROM ai_result_view r
    JOIN matchup_view m ON m.id = r.matchup_id
    JOIN th ON th.key = CASE WHEN m.sport = ANY(${known}::text[]) THEN m.sport ELSE '${OTHER_SPORT}' END
    WHERE ${options.where}
  ),
  edges AS (
    SELECT b.*,
      CASE WHEN ph IS NOT NULL AND pa IS NOT NULL THEN predicted_winner END AS ml_pick,
      CASE WHEN predicted_winner = 'Home' THEN ph - pa ELSE -(ph - pa) END AS ml_edge,
      (ph - pa) + home_line AS cover,
      (ph + pa) - total_points AS tdiff
    FROM base b
  ),
  picks AS MATERIALIZED (
    SELECT e.*,
      CASE WHEN cover > 0 THEN 'Home' WHEN cover < 0 THEN 'Away' END AS sp_pick,
      abs(cover) AS sp_edge,
      CASE WHEN tdiff > 0 THEN 'Over' WHEN tdiff < 0 THEN 'Under' END AS tot_pick,
      abs(tdiff) AS tot_edge,
      CASE e.predicted_winner WHEN 'Home' THEN e.home_money_line ELSE e.away_money_line END AS ml_price,
      ${valid('CASE WHEN cover > 0 THEN e.home_spread_price WHEN cover < 0 THEN e.away_spread_price END')} AS sp_posted,
      ${valid('CASE WHEN tdiff > 0 THEN e.over_price WHEN tdiff < 0 THEN e.under_price END')} AS tot_posted
    FROM edges e
  ),
  cls AS MATERIALIZED (
    SELECT q.*,
      CASE WHEN ml_pick IS NOT NULL THEN ${classify('ml_edge', 'ml')} END AS ml_cls,
      CASE WHEN sp_pick IS NOT NULL THEN ${classify('sp_edge', 'sp')} END AS sp_cls,
      CASE WHEN tot_pick IS NOT NULL THEN ${classify('tot_edge', 'tot')} END AS tot_cls,
      CASE WHEN graded AND ml_pick IS NOT NULL THEN ${sign("CASE ml_pick WHEN 'Home' THEN fh - fa ELSE fa - fh END")} END AS ml_o,
      CASE WHEN graded AND sp_pick IS NOT NULL
        THEN ${sign("CASE sp_pick WHEN 'Home' THEN (fh - fa) + home_line ELSE (fa - fh) + away_line END")} END AS sp_o,
      CASE WHEN graded AND tot_pick IS NOT NULL
        THEN ${sign("CASE tot_pick WHEN 'Over' THEN (fh + fa) - total_points ELSE -((fh + fa) - total_points) END")} END AS tot_o,
      CASE WHEN abs(ml_price) BETWEEN 100 AND 10000 THEN ${decimalOf('ml_price')} END AS ml_dec,
      coalesce(sp_posted, ${std}::integer) AS sp_price,
      ${decimalOf(`coalesce(sp_posted, ${std}::integer)`)} AS sp_dec,
      (sp_posted IS NULL) AS sp_assumed,
      coalesce(tot_posted, ${std}::integer) AS tot_price,
      ${decimalOf(`coalesce(tot_posted, ${std}::integer)`)} AS tot_dec,
      (tot_posted IS NULL) AS tot_assumed,
      (ml_pick IS NOT NULL
        AND count(*) OVER w >= ${minConsensus}::integer
        AND bool_and(coalesce(${classify('ml_edge', 'ml')} = 'bet', false)) OVER w) AS consensus,
      (ml_pick IS NOT NULL AND coalesce(confidence >= ${razor}::float8, false)) AS razor
    FROM picks q
    WINDOW w AS (PARTITION BY matchup_id, ml_pick, is_ai)
  )`;
}

/** The four bet types of a classified row, as a LATERAL VALUES list (bet_type, ord, side, cls, o, dec, price, assumed). */
export const BET_TYPE_ROWS = `(VALUES
    ('moneyline', 1, ml_pick, ml_cls, ml_o, ml_dec, ml_price, false),
    ('spread', 2, sp_pick, sp_cls, sp_o, sp_dec, sp_price, sp_assumed),
    ('over', 3, CASE WHEN tot_pick = 'Over' THEN tot_pick END, tot_cls, tot_o, tot_dec, tot_price, tot_assumed),
    ('under', 4, CASE WHEN tot_pick = 'Under' THEN tot_pick END, tot_cls, tot_o, tot_dec, tot_price, tot_assumed)
  ) AS b (bet_type, ord, side, cls, o, dec, price, assumed)`;
