import { EDGE_THRESHOLDS, gradingPrice } from '@domain/pricing/edgePricing';
import { validAmerican } from '@domain/pricing/devig';
import type { AiConsensus, Matchup, Side } from '@domain/contracts/matchup';
import { profitUnits } from '@domain/rules/odds';
import { gradeMoneyline, gradeSpread, gradeTotal, type Outcome } from '@domain/rules/outcomes';

/** A won-lost-pushed record. */
export interface Record3 {
  wins: number;
  losses: number;
  pushes: number;
  /** Wins over decided bets (pushes excluded), ×100; null without bets. */
  percent: number | null;
}

export type ConsensusLabel = 'Lean' | 'Bet' | 'Consensus' | 'Lock' | 'Razor';
export type ConsensusMarket = 'moneyline' | 'spread' | 'total';

export type ConsensusRecords = Record<ConsensusLabel, Record<ConsensusMarket, Record3>>;

/**
 * The consensus picks of one market whose claimed edge fell in [min, max), graded at their prices
 * (the posted moneyline; -110 for a spread or total without one): the evidence that says which
 * edges the record supports.
 */
export interface EdgeBucket {
  market: ConsensusMarket;
  /** Edge bounds in units per unit staked; max null for the open top bucket. */
  min: number;
  max: number | null;
  picks: number;
  wins: number;
  losses: number;
  pushes: number;
  units: number;
  /** Units over picks ×100; null without picks. */
  roi: number | null;
  /** Mean claimed edge ×100. */
  meanEdge: number | null;
}

const BOUNDS = [0, EDGE_THRESHOLDS.Lean, EDGE_THRESHOLDS.Bet, EDGE_THRESHOLDS.Lock] as const;
const MARKETS = ['moneyline', 'spread', 'total'] as const;

export function tally(r: Pick<Record3, 'wins' | 'losses' | 'pushes'>, outcome: Outcome): void {
  if (outcome === 'win') r.wins++;
  else if (outcome === 'loss') r.losses++;
  else if (outcome === 'push') r.pushes++;
}

export function emptyConsensus(): ConsensusRecords {
  const markets = () => ({
    moneyline: { wins: 0, losses: 0, pushes: 0, percent: null },
    spread: { wins: 0, losses: 0, pushes: 0, percent: null },
    total: { wins: 0, losses: 0, pushes: 0, percent: null },
  });
  return {
    Lean: markets(),
    Bet: markets(),
    Consensus: markets(),
    Lock: markets(),
    Razor: markets(),
  };
}

export function emptyEdgeBuckets(): EdgeBucket[] {
  return MARKETS.flatMap((market) =>
    BOUNDS.map((min, i) => ({
      market,
      min,
      max: BOUNDS[i + 1] ?? null,
      picks: 0,
      wins: 0,
      losses: 0,
      pushes: 0,
      units: 0,
      roi: null,
      meanEdge: 0,
    })),
  );
}

/** Grades a consensus's labelled picks by label, and every positive-edge pick by edge bucket. */
export function gradeConsensus(
  records: ConsensusRecords,
  buckets: EdgeBucket[],
  m: Matchup,
  c: AiConsensus,
  razor: number,
): void {
  for (const market of MARKETS) {
    const entry = c[market];
    if (!entry) continue;
    const outcome =
      market === 'total'
        ? gradeTotal(m, entry.pick === 'Over' ? 'Over' : 'Under')
        : market === 'spread'
          ? gradeSpread(m, entry.pick as Side)
          : gradeMoneyline(m, entry.pick as Side);
    const edge = entry.edge ?? null;
    const price =
      market === 'moneyline'
        ? validAmerican(entry.price)
          ? entry.price
          : null
        : gradingPrice(entry.price).price;
    const bucket =
      edge !== null && edge > 0 && price !== null && outcome !== 'pending'
        ? buckets.find(
            (b) => b.market === market && edge >= b.min && (b.max === null || edge < b.max),
          )
        : undefined;
    if (bucket && price !== null && edge !== null) {
      bucket.picks++;
      tally(bucket, outcome);
      bucket.units += outcome === 'win' ? profitUnits(price, 1) : outcome === 'loss' ? -1 : 0;
      bucket.meanEdge = (bucket.meanEdge ?? 0) + edge;
    }
    if (!entry.recommendation) continue;
    const label = labelOf(entry.recommendation);
    if (label) tally(records[label][market], outcome);
    if ((entry.confidence ?? 0) >= razor) tally(records.Razor[market], outcome);
  }
}

/** Turns the sums into ROI and mean edge, in percent. */
export function finishEdgeBuckets(buckets: EdgeBucket[]): EdgeBucket[] {
  return buckets.map((b) => ({
    ...b,
    units: Math.round(b.units * 100) / 100,
    roi: b.picks ? Math.round((b.units / b.picks) * 1000) / 10 : null,
    meanEdge: b.picks ? Math.round(((b.meanEdge ?? 0) / b.picks) * 1000) / 10 : null,
  }));
}

function labelOf(r: string | number): Exclude<ConsensusLabel, 'Razor'> | null {
  if (r === 'Lean' || r === 1) return 'Lean';
  if (r === 'Bet' || r === 2) return 'Bet';
  if (r === 'Consensus' || r === 3) return 'Consensus';
  if (r === 'Lock') return 'Lock';
  return null;
}
