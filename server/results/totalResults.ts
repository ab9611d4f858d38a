import { modelName } from '@domain/rules/aiPicks';
import { sortAggregatedRows } from '@domain/rules/records';
import type { AggregatedResultRow, WinTotal } from '@domain/contracts/records';
import type { Db } from '../db/db';
import { mapPerDatabase } from '../db/perDatabase';
import { baselineIds } from './classify';
import { Params } from './params';
import { readFreshVersioned } from './rollup';

export interface TotalResultsFilter {
  /** null = every sport */
  sport: string | null;
  /** yyyy-MM-dd: the page asks for one day at a time */
  date: string;
}

const TYPES = [
  ['moneyline', 'ml'],
  ['spread', 'sp'],
  ['over', 'ov'],
  ['under', 'un'],
] as const;

const SUMS = [
  ...TYPES.flatMap(([, c]) =>
    [
      'lean_n',
      'lean_w',
      'lean_p',
      'lean_u',
      'lean_pn',
      'bet_n',
      'bet_w',
      'bet_p',
      'bet_u',
      'bet_pn',
    ].map((k) => `${c}_${k}`),
  ),
  ...['consensus', 'razor'].flatMap((c) => ['n', 'w', 'p', 'u', 'pn'].map((k) => `${c}_${k}`)),
];

type SumRow = Record<string, number> & {
  date: string;
  sport: string;
  model_id: string;
  name: string | null;
};

const round2 = (n: number): number => Math.round(n * 100) / 100;

const pair = (row: SumRow, col: string): WinTotal => ({
  wins: row[`${col}_w`] ?? 0,
  pushes: row[`${col}_p`] ?? 0,
  total: row[`${col}_n`] ?? 0,
  units: round2(row[`${col}_u`] ?? 0),
  priced: row[`${col}_pn`] ?? 0,
});

const rounded = (t: WinTotal): WinTotal => ({ ...t, units: round2(t.units ?? 0) });

function toRow(r: SumRow): AggregatedResultRow {
  const sum = (level: 'lean' | 'bet'): WinTotal =>
    TYPES.reduce<WinTotal>(
      (acc, [, c]) => {
        const t = pair(r, `${c}_${level}`);
        return {
          wins: acc.wins + t.wins,
          pushes: (acc.pushes ?? 0) + (t.pushes ?? 0),
          total: acc.total + t.total,
          units: (acc.units ?? 0) + (r[`${c}_${level}_u`] ?? 0),
          priced: (acc.priced ?? 0) + (t.priced ?? 0),
        };
      },
      { wins: 0, pushes: 0, total: 0, units: 0, priced: 0 },
    );
  return {
    modelId: r.model_id,
    modelName: modelName({
      promptId: r.model_id,
      prompt: r.name === null ? null : { id: r.model_id, name: r.name },
    }),
    sport: r.sport,
    date: r.date,
    moneylineLeans: pair(r, 'ml_lean'),
    spreadLeans: pair(r, 'sp_lean'),
    overLeans: pair(r, 'ov_lean'),
    underLeans: pair(r, 'un_lean'),
    moneylineBets: pair(r, 'ml_bet'),
    spreadBets: pair(r, 'sp_bet'),
    overBets: pair(r, 'ov_bet'),
    underBets: pair(r, 'un_bet'),
    consensusBets: pair(r, 'consensus'),
    razorBets: pair(r, 'razor'),
    totalLeans: rounded(sum('lean')),
    totalBets: rounded(sum('bet')),
  };
}

/** A serialized answer and the generation of the roll-up slices it was read from. */
interface KeptAnswer {
  generation: number;
  json: string;
}

/** How many answers (date × sport filter) each database keeps, least recently used dropped first. */
export const KEPT_ANSWERS = 256;
const keptFor = mapPerDatabase<KeptAnswer>();

/**
 * GET /api/total-results as JSON: docs/product.md §3 aggregated result rows of one date (one per model
 * and sport with any AI result), the roll-up's rows as they are, sorted as docs/product.md §9 says (the
 * domain's sort). The answer is kept per date and sport filter and served again while the
 * slices it covers keep their generation; every request checks that in the database, so every
 * instance answers as current as the roll-up. (Model names come from the code's registry,
 * written at start, so they do not change under a kept answer.)
 */
export async function totalResultsJson(db: Db, filter: TotalResultsFilter): Promise<string> {
  const p = new Params();
  const date = `${p.add(filter.date)}::date`;
  const sport = filter.sport ? p.add(filter.sport) : null;
  // Baseline models are not AI models: no Total Results row (domain/pricing/edgePricing.ts).
  const baselines = p.add(baselineIds());
  const kept = keptFor(db);
  const key = `${filter.date}|${filter.sport ?? 'all'}`;
  const known = kept.get(key);
  const read = await readFreshVersioned<SumRow>(
    db,
    `SELECT to_char(d.game_date, 'YYYY-MM-DD') AS date, d.sport, d.model_id, a.name, ${SUMS.map((c) => `d.${c}`).join(', ')}
     FROM results_daily d LEFT JOIN ai_model_view a ON a.id = d.model_id
     WHERE d.game_date = ${date}${sport ? ` AND d.sport = ${sport}` : ''} AND d.model_id <> ALL(${baselines}::text[])`,
    p.values,
    {
      where: `s.game_date = ${date}${sport ? ` AND s.sport = ${sport}` : ''}`,
      known: known?.generation ?? null,
    },
  );
  const answer =
    known && read.unchanged
      ? known
      : {
          generation: read.generation,
          json: JSON.stringify({ rows: sortAggregatedRows(read.rows.map(toRow)) }),
        };
  // Re-inserted: the Map's order is the order of last use.
  kept.delete(key);
  kept.set(key, answer);
  if (kept.size > KEPT_ANSWERS) kept.delete(kept.keys().next().value as string);
  return answer.json;
}
