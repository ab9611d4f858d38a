/**
 * GET /api/ai-models/evidence: the record of each label band on the stored ledger, which is what
 * justifies the edge thresholds of domain/pricing/edgePricing.ts on /ai-models. Every finished game whose
 * stored predictions carry per-market probabilities gets the consensus the matchup card would
 * have shown (consensusForMatchup, with the game's own posted prices), and each market's pick is
 * graded at its price, one unit each. The answer is kept until the ledger or a game changes.
 */
import { bandOf } from '@domain/pricing/edge';
import { EDGE_THRESHOLDS, gradingPrice, roiPercent } from '@domain/pricing/edgePricing';
import {
  EVIDENCE_BANDS,
  type EdgeEvidence,
  type EvidenceBand,
  type EvidenceRow,
} from '@domain/contracts/edge';
import type { AiResult, Matchup, ResultMarkets } from '@domain/contracts/matchup';
import { gradeMoneyline, gradeSpread, gradeTotal, type Outcome } from '@domain/rules/outcomes';
import { betUnits } from '@domain/rules/performance';
import { isFinished } from '@domain/rules/status';
import { MARKETS, type Market } from '@domain/rules/thresholds';
import { consensusForMatchup } from '@domain/pricing/consensus';
import type { Db } from '../db/db';

interface GameRow {
  id: string;
  sport: string;
  status: string;
  home_score: number;
  away_score: number;
  home_money_line: number | null;
  away_money_line: number | null;
  home_spread: number | string | null;
  away_spread: number | string | null;
  total_points: number | string | null;
  home_spread_price: number | null;
  away_spread_price: number | null;
  over_price: number | null;
  under_price: number | null;
  // Numbers inside json_agg arrive as JSON numbers on one driver and may be text on another.
  results: {
    model_id: string;
    winner: 'Home' | 'Away';
    confidence: number | string;
    home: number | string;
    away: number | string;
    markets: ResultMarkets;
  }[];
}

interface Tally {
  picks: number;
  wins: number;
  losses: number;
  pushes: number;
  units: number;
  edge: number;
  underdogs: number;
}

const empty = (): Tally => ({
  picks: 0,
  wins: 0,
  losses: 0,
  pushes: 0,
  units: 0,
  edge: 0,
  underdogs: 0,
});

function toMatchup(g: GameRow): Matchup {
  const results: AiResult[] = g.results.map((r) => ({
    matchupId: g.id,
    promptId: r.model_id,
    predictedWinner: r.winner,
    confidence: Number(r.confidence),
    homeScore: Number(r.home),
    awayScore: Number(r.away),
    markets: r.markets,
  }));
  return {
    id: g.id,
    sport: g.sport,
    status: g.status,
    homeScore: g.home_score,
    awayScore: g.away_score,
    homeMoneyLine: g.home_money_line,
    awayMoneyLine: g.away_money_line,
    homeSpread: g.home_spread === null ? null : Number(g.home_spread),
    awaySpread: g.away_spread === null ? null : Number(g.away_spread),
    totalPoints: g.total_points === null ? null : Number(g.total_points),
    homeSpreadPrice: g.home_spread_price,
    awaySpreadPrice: g.away_spread_price,
    overPrice: g.over_price,
    underPrice: g.under_price,
    aiResults: results,
  };
}

function grade(m: Matchup, market: Market, pick: string): Outcome {
  if (market === 'total') return gradeTotal(m, pick === 'Over' ? 'Over' : 'Under');
  const side = pick === 'Away' ? 'Away' : 'Home';
  return market === 'moneyline' ? gradeMoneyline(m, side) : gradeSpread(m, side);
}

/** The evidence table from finished matchups with their AI results (pure; the route reads the rows). */
export function evidenceOf(matchups: readonly Matchup[]): EdgeEvidence {
  const tallies = new Map<string, Tally>();
  const add = (
    market: string,
    band: EvidenceBand,
    outcome: Outcome,
    units: number,
    edge: number,
    underdog: boolean,
  ) => {
    for (const key of [`${market}|${band}`, `all|${band}`]) {
      const t = tallies.get(key) ?? empty();
      t.picks++;
      if (outcome === 'win') t.wins++;
      else if (outcome === 'push') t.pushes++;
      else t.losses++;
      t.units += units;
      t.edge += edge;
      if (underdog) t.underdogs++;
      tallies.set(key, t);
    }
  };
  let games = 0;
  for (const m of matchups) {
    const consensus = consensusForMatchup(m, m.aiResults ?? []);
    if (!consensus) continue;
    games++;
    for (const market of MARKETS) {
      const c = consensus[market];
      if (!c || c.edge == null) continue;
      const outcome = grade(m, market, c.pick);
      if (outcome === 'pending') continue;
      const price = market === 'moneyline' ? c.price : gradingPrice(c.price).price;
      if (price == null) continue;
      add(
        market,
        bandOf(c.recommendation),
        outcome,
        betUnits(outcome, price),
        c.edge,
        market === 'moneyline' && price > 0,
      );
    }
  }
  const rows: EvidenceRow[] = [];
  for (const market of [...MARKETS, 'all'] as const) {
    for (const band of EVIDENCE_BANDS) {
      const t = tallies.get(`${market}|${band}`) ?? empty();
      rows.push({
        market,
        band,
        picks: t.picks,
        wins: t.wins,
        losses: t.losses,
        pushes: t.pushes,
        units: Math.round(t.units * 100) / 100,
        roi: roiPercent(t),
        meanEdge: t.picks ? Math.round((t.edge / t.picks) * 1000) / 10 : 0,
        underdogs: t.underdogs,
      });
    }
  }
  return { games, thresholds: { ...EDGE_THRESHOLDS }, rows };
}

const kept = new WeakMap<Db, { key: string; answer: EdgeEvidence }>();

/** The evidence from the database, recomputed only when predictions or games changed. */
export async function edgeEvidence(db: Db): Promise<EdgeEvidence> {
  const { rows: version } = await db.query<{ key: string }>(
    `SELECT (SELECT count(*) FROM ai_result_view)::text || '|' || coalesce((SELECT max(updated_at) FROM ai_result_view)::text, '')
       || '|' || coalesce((SELECT max(updated_at) FROM matchup_view)::text, '') AS key`,
  );
  const key = version[0]?.key ?? '';
  const hit = kept.get(db);
  if (hit?.key === key) return hit.answer;
  // A view has no primary key to group by: every game column read is grouped.
  const { rows } = await db.query<GameRow>(
    `SELECT m.id, m.sport, m.status, m.home_score, m.away_score, m.home_money_line, m.away_money_line,
       m.home_spread::float8 AS home_spread, m.away_spread::float8 AS away_spread, m.total_points::float8 AS total_points,
       m.home_spread_price, m.away_spread_price, m.over_price, m.under_price,
       json_agg(json_build_object('model_id', r.model_id, 'winner', r.predicted_winner, 'confidence', r.confidence,
         'home', r.home_score, 'away', r.away_score, 'markets', r.markets)) AS results
     FROM matchup_view m JOIN ai_result_view r ON r.matchup_id = m.id
     WHERE m.home_score IS NOT NULL AND m.away_score IS NOT NULL AND r.markets IS NOT NULL
     GROUP BY m.id, m.sport, m.status, m.home_score, m.away_score, m.home_money_line, m.away_money_line,
       m.home_spread, m.away_spread, m.total_points, m.home_spread_price, m.away_spread_price, m.over_price,
       m.under_price`,
  );
  const matchups = rows.filter((g) => isFinished(g.status)).map(toMatchup);
  const answer = evidenceOf(matchups);
  kept.set(db, { key, answer });
  return answer;
}
