/** docs/product.md §9 records and the Total Results roll-up (docs/product.md §3 aggregated result row). */
import { modelName } from './aiPicks';
import { DEFAULT_CONFIDENCE } from './confidence';
import type { AiResult, Matchup } from '../contracts/matchup';
import { gradeMoneyline, gradeSpread, gradeTotal, hasFinalScore, type Outcome } from './outcomes';
import { americanToDecimal } from './odds';
import { gradingPrice, modelKind } from '../pricing/edgePricing';
import { validAmerican } from '../pricing/devig';
import { RAZOR_CONFIDENCE, CONSENSUS_MIN_RESULTS, classifyEdge, resultEdges } from './thresholds';
import type { WinTotal, AggregatedResultRow } from '../contracts/records';

/** The win/total pairs of an aggregated row, in docs/product.md §3 order. */
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
  outcome: Outcome,
  price: number | null,
): void {
  // A W-L record only counts concluded games; pending picks would read as losses.
  if (outcome === 'pending') return;
  const record = row[key];
  record.total += 1;
  if (outcome === 'win') record.wins += 1;
  if (outcome === 'push') record.pushes = (record.pushes ?? 0) + 1;
  if (price === null) return;
  // A push returns the stake: shown apart from wins and losses (W-L-P), 0 units.
  record.units =
    (record.units ?? 0) +
    (outcome === 'win' ? americanToDecimal(price) - 1 : outcome === 'loss' ? -1 : 0);
  record.priced = (record.priced ?? 0) + 1;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Results whose moneyline pick forms a docs/product.md §9 Consensus bet: ≥2 share the winner and all meet the bet minimum. */
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
 * docs/product.md §4/§9 Total Results: each AI result counts as a lean or a bet per market by its edge;
 * wins count only once the game is final with both scores; a push is shown apart (W-L-P). Consensus bets and
 * Razor bets (confidence ≥ 85) are graded on the moneyline. totalLeans/totalBets sum the four markets.
 * Baseline models (domain/pricing/edgePricing.ts) are not AI models: they have no row and form no consensus.
 * @internal The reference the SQL roll-up of server/results is checked against (tests/server/results/equality.test.ts) and the results bench baseline.
 */
export function aggregateResults(matchups: readonly Matchup[]): AggregatedResultRow[] {
  const rows = new Map<string, AggregatedResultRow>();
  for (const m of matchups) {
    const results = (m.aiResults ?? []).filter((r) => modelKind(r.promptId) === 'ai');
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
      const add = (key: RecordKey, outcome: Outcome, price: number | null) =>
        tally(row, key, graded ? outcome : 'pending', price);

      if (edges.moneyline) {
        const kind = level('moneyline', edges.moneyline.edge);
        const outcome = gradeMoneyline(m, edges.moneyline.pick);
        const posted = edges.moneyline.pick === 'Home' ? m.homeMoneyLine : m.awayMoneyLine;
        const price = validAmerican(posted) ? posted : null;
        if (kind) {
          add(`moneyline${kind}`, outcome, price);
          add(`total${kind}`, outcome, price);
        }
        if (consensus.has(r)) add('consensusBets', outcome, price);
        if ((r.confidence ?? DEFAULT_CONFIDENCE) >= RAZOR_CONFIDENCE)
          add('razorBets', outcome, price);
      }
      if (edges.spread) {
        const kind = level('spread', edges.spread.edge);
        if (kind) {
          const outcome = gradeSpread(m, edges.spread.pick);
          const price = gradingPrice(
            edges.spread.pick === 'Home' ? m.homeSpreadPrice : m.awaySpreadPrice,
          ).price;
          add(`spread${kind}`, outcome, price);
          add(`total${kind}`, outcome, price);
        }
      }
      if (edges.total) {
        const kind = level('total', edges.total.edge);
        if (kind) {
          const outcome = gradeTotal(m, edges.total.pick);
          const price = gradingPrice(
            edges.total.pick === 'Over' ? m.overPrice : m.underPrice,
          ).price;
          add(edges.total.pick === 'Over' ? `over${kind}` : `under${kind}`, outcome, price);
          add(`total${kind}`, outcome, price);
        }
      }
    }
  }
  for (const row of rows.values()) {
    for (const key of RECORD_KEYS) row[key].units = round2(row[key].units ?? 0);
  }
  return sortAggregatedRows([...rows.values()]);
}

// One collator for every comparison: localeCompare with options builds a new one per call.
const collator = new Intl.Collator('en', { numeric: true });
const byText = (a: string, b: string): number => collator.compare(a, b);

/** docs/product.md §9 order: date newest first, then sport, then model id (a sorted copy). */
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
      group[k].pushes = (group[k].pushes ?? 0) + (row[k].pushes ?? 0);
      group[k].total += row[k].total;
      if (row[k].units !== undefined || row[k].priced !== undefined) {
        group[k].units = round2((group[k].units ?? 0) + (row[k].units ?? 0));
        group[k].priced = (group[k].priced ?? 0) + (row[k].priced ?? 0);
      }
    }
  }
  return [...groups.values()];
}

function emptyRecords(): Record<RecordKey, WinTotal> {
  return Object.fromEntries(
    RECORD_KEYS.map((k) => [k, { wins: 0, pushes: 0, total: 0, units: 0, priced: 0 }]),
  ) as Record<RecordKey, WinTotal>;
}

/** docs/product.md §9 "Total column combines leans and bets". */
export function totalRecord(row: Pick<AggregatedResultRow, 'totalLeans' | 'totalBets'>): WinTotal {
  const out: WinTotal = {
    wins: row.totalLeans.wins + row.totalBets.wins,
    pushes: (row.totalLeans.pushes ?? 0) + (row.totalBets.pushes ?? 0),
    total: row.totalLeans.total + row.totalBets.total,
  };
  const { totalLeans: l, totalBets: b } = row;
  if (l.priced !== undefined || b.priced !== undefined) {
    out.units = round2((l.units ?? 0) + (b.units ?? 0));
    out.priced = (l.priced ?? 0) + (b.priced ?? 0);
  }
  return out;
}

/**
 * What each page's record of a model counts, named in the record's title so one model name never
 * shows three different records as if they were one (docs/product.md §2 "One name per record").
 */
export const MODEL_RECORDS = {
  /** /ai-models: every finished game's predicted winner, straight up. */
  winners: 'straight-up winners',
  /** /ai-bet-performance: the Bet-classified picks, each at its price. */
  atPrice: 'picks at price (AI Bet Performance)',
  /** /total-results: one date's leans and bets by predicted margin. */
  day: 'leans and bets',
} as const;

/** 'Elo Ratings — straight-up winners': a model's name with what the record beside it counts. */
export function modelRecordTitle(model: string, counts: string): string {
  return `${model} — ${counts}`;
}
