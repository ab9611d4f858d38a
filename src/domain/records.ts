/** SPEC §9 records and the Total Results roll-up (SPEC §3 aggregated result row). */
import { z } from 'zod';
import { modelName, DEFAULT_CONFIDENCE } from './aiPicks';
import type { AiResult, Matchup } from './matchup';
import { aiOutcome, gradeMoneyline, gradeSpread, gradeTotal, hasFinalScore } from './outcomes';
import { RAZOR_CONFIDENCE, CONSENSUS_MIN_RESULTS, classifyEdge, resultEdges } from './thresholds';

/** A record as shown: 'W-L', rounded 'N%', and whether it is a winning one (green). */
export interface RecordText {
  text: string;
  percent: string;
  positive: boolean;
}

/** SPEC §9: 'W-L' with a rounded percentage; 0 attempts shows '0-0' and '0%'; green above 50%. */
export function formatRecord(wins: number, total: number): RecordText {
  if (total <= 0) return { text: '0-0', percent: '0%', positive: false };
  const pct = Math.round((wins / total) * 100);
  return { text: `${wins}-${total - wins}`, percent: `${pct}%`, positive: pct > 50 };
}

export const winTotalSchema = z.object({
  wins: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type WinTotal = z.infer<typeof winTotalSchema>;

/** The win/total pairs of an aggregated row, in SPEC §3 order. */
export const RECORD_KEYS = [
  'moneylineLeans',
  'spreadLeans',
  'overLeans',
  'underLeans',
  'moneylineBets',
  'spreadBets',
  'overBets',
  'underBets',
  'consensusBets',
  'razorBets',
  'totalLeans',
  'totalBets',
] as const;
export type RecordKey = (typeof RECORD_KEYS)[number];

/** SPEC §3 aggregated result row: one model, sport and date. */
export const aggregatedResultRowSchema = z.object({
  modelId: z.string(),
  modelName: z.string(),
  sport: z.string(),
  date: z.string(),
  moneylineLeans: winTotalSchema,
  spreadLeans: winTotalSchema,
  overLeans: winTotalSchema,
  underLeans: winTotalSchema,
  moneylineBets: winTotalSchema,
  spreadBets: winTotalSchema,
  overBets: winTotalSchema,
  underBets: winTotalSchema,
  consensusBets: winTotalSchema,
  razorBets: winTotalSchema,
  totalLeans: winTotalSchema,
  totalBets: winTotalSchema,
});
export type AggregatedResultRow = z.infer<typeof aggregatedResultRowSchema>;

/** An empty row for a model, sport and date. */
export function emptyRow(
  modelId: string,
  name: string,
  sport: string,
  date: string,
): AggregatedResultRow {
  return { modelId, modelName: name, sport, date, ...emptyRecords() };
}

function tally(
  row: AggregatedResultRow,
  key: RecordKey,
  outcome: 'pending' | 'win' | 'loss',
): void {
  // A W-L record only counts concluded games; pending picks would read as losses.
  if (outcome === 'pending') return;
  row[key].total += 1;
  if (outcome === 'win') row[key].wins += 1;
}

/** Results whose moneyline pick forms a SPEC §9 Consensus bet: ≥2 share the winner and all meet the bet minimum. */
function consensusMembers(m: Matchup, results: readonly AiResult[]): Set<AiResult> {
  const bySide = new Map<string, { r: AiResult; bet: boolean }[]>();
  for (const r of results) {
    const e = resultEdges(m, r).moneyline;
    if (!e) continue;
    const list = bySide.get(e.pick) ?? [];
    list.push({ r, bet: classifyEdge(m.sport, 'moneyline', e.edge) === 'bet' });
    bySide.set(e.pick, list);
  }
  const members = new Set<AiResult>();
  for (const list of bySide.values()) {
    if (list.length >= CONSENSUS_MIN_RESULTS && list.every((x) => x.bet))
      list.forEach((x) => members.add(x.r));
  }
  return members;
}

/**
 * SPEC §4/§9 Total Results: each AI result counts as a lean or a bet per market by its edge;
 * wins count only once the game is final with both scores; a push is a loss. Consensus bets and
 * Razor bets (confidence ≥ 85) are graded on the moneyline. totalLeans/totalBets sum the four markets.
 */
export function aggregateResults(matchups: readonly Matchup[]): AggregatedResultRow[] {
  const rows = new Map<string, AggregatedResultRow>();
  for (const m of matchups) {
    const results = m.aiResults ?? [];
    const consensus = consensusMembers(m, results);
    const date = m.date ?? '';
    const graded = hasFinalScore(m);
    for (const r of results) {
      const key = JSON.stringify([r.promptId, m.sport, date]);
      let row = rows.get(key);
      if (!row) {
        row = emptyRow(r.promptId, modelName(r), m.sport, date);
        rows.set(key, row);
      }
      const edges = resultEdges(m, r);
      const level = (market: 'moneyline' | 'spread' | 'total', edge: number) =>
        classifyEdge(m.sport, market, edge) === 'bet'
          ? 'Bets'
          : classifyEdge(m.sport, market, edge)
            ? 'Leans'
            : null;
      const add = (key: RecordKey, outcome: 'pending' | 'win' | 'loss') =>
        tally(row, key, graded ? outcome : 'pending');

      if (edges.moneyline) {
        const kind = level('moneyline', edges.moneyline.edge);
        const outcome = aiOutcome(gradeMoneyline(m, edges.moneyline.pick));
        if (kind) {
          add(`moneyline${kind}`, outcome);
          add(`total${kind}`, outcome);
        }
        if (consensus.has(r)) add('consensusBets', outcome);
        if ((r.confidence ?? DEFAULT_CONFIDENCE) >= RAZOR_CONFIDENCE) add('razorBets', outcome);
      }
      if (edges.spread) {
        const kind = level('spread', edges.spread.edge);
        if (kind) {
          const outcome = aiOutcome(gradeSpread(m, edges.spread.pick));
          add(`spread${kind}`, outcome);
          add(`total${kind}`, outcome);
        }
      }
      if (edges.total) {
        const kind = level('total', edges.total.edge);
        if (kind) {
          const outcome = aiOutcome(gradeTotal(m, edges.total.pick));
          add(edges.total.pick === 'Over' ? `over${kind}` : `under${kind}`, outcome);
          add(`total${kind}`, outcome);
        }
      }
    }
  }
  return sortAggregatedRows([...rows.values()]);
}

// One collator for every comparison: localeCompare with options builds a new one per call.
const collator = new Intl.Collator('en', { numeric: true });
const byText = (a: string, b: string): number => collator.compare(a, b);

/** SPEC §9 order: date newest first, then sport, then model id (a sorted copy). */
export function sortAggregatedRows(rows: readonly AggregatedResultRow[]): AggregatedResultRow[] {
  return [...rows].sort(
    (a, b) => byText(b.date, a.date) || byText(a.sport, b.sport) || byText(a.modelId, b.modelId),
  );
}

export type ResultsView = 'model' | 'sport' | 'date';

/** A Total Results table row: the grouping label and summed records. */
export interface GroupedResultRow extends Record<RecordKey, WinTotal> {
  key: string;
  label: string;
}

/** Sums rows into the By Model / By Sport / By Date views, in the order of the sorted rows. */
export function groupAggregatedRows(
  rows: readonly AggregatedResultRow[],
  view: ResultsView,
): GroupedResultRow[] {
  const groups = new Map<string, GroupedResultRow>();
  for (const row of sortAggregatedRows(rows)) {
    const key = view === 'model' ? row.modelId : view === 'sport' ? row.sport : row.date;
    const label =
      view === 'model' ? row.modelName : view === 'sport' ? row.sport.toUpperCase() : row.date;
    let group = groups.get(key);
    if (!group) {
      group = { key, label, ...emptyRecords() };
      groups.set(key, group);
    }
    for (const k of RECORD_KEYS) {
      group[k].wins += row[k].wins;
      group[k].total += row[k].total;
    }
  }
  return [...groups.values()];
}

function emptyRecords(): Record<RecordKey, WinTotal> {
  return Object.fromEntries(RECORD_KEYS.map((k) => [k, { wins: 0, total: 0 }])) as Record<
    RecordKey,
    WinTotal
  >;
}

/** SPEC §9 "Total column combines leans and bets". */
export function totalRecord(row: Pick<AggregatedResultRow, 'totalLeans' | 'totalBets'>): WinTotal {
  return {
    wins: row.totalLeans.wins + row.totalBets.wins,
    total: row.totalLeans.total + row.totalBets.total,
  };
}
