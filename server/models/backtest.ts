import { modelKind, type ModelKind } from '@domain/pricing/edgePricing';
import type { AiConsensus, AiResult, Matchup } from '@domain/contracts/matchup';
import { noVigProbabilities, profitUnits } from '@domain/rules/odds';
import { gradeSpread, gradeTotal, type Outcome } from '@domain/rules/outcomes';
import {
  emptyConsensus,
  emptyEdgeBuckets,
  finishEdgeBuckets,
  gradeConsensus,
  tally,
  type ConsensusLabel,
  type ConsensusMarket,
  type EdgeBucket,
  type Record3,
} from './consensusRecords';

export type { ConsensusLabel, ConsensusMarket, Record3 } from './consensusRecords';
import { chronological, walkForward } from './engine';
import { leagueParams } from './leagues';
import { clamp, normCdf } from './math';
import type { Game, ModelDef, Prediction } from './types';

const BINS = 10;
const WIN_AT_110 = profitUnits(-110, 1);

export interface CalibrationBin {
  meanPredicted: number;
  observed: number;
  games: number;
}

export interface BacktestRow {
  modelId: string;
  name: string;
  /** 'baseline' for the market references, 'ai' for the models. */
  kind: ModelKind;
  games: number;
  accuracy: number | null;
  brier: number | null;
  logLoss: number | null;
  ece: number | null;
  /** Reliability of each market's own probability: the cover chance of the
   * spread pick and the over/under chance of the total pick, pushes left out; null without any. */
  eceSpread: number | null;
  eceTotal: number | null;
  ats: Record3 | null;
  totals: Record3 | null;
  /** Profit betting every ATS and totals pick at -110, one unit each. */
  units: number | null;
  calibration: CalibrationBin[];
}

export interface BacktestReport {
  leagues: string[];
  from: number | null;
  to: number | null;
  rows: BacktestRow[];
  /**
   * The same rows on the games a published forecast also covers, with the forecast as a row of its
   * own (FiveThirtyEight's, for example); null without one.
   */
  reference: { name: string; rows: BacktestRow[] } | null;
  /** Consensus records by label and market (a push counts as its own column, not a win). */
  consensus: Record<ConsensusLabel, Record<ConsensusMarket, Record3>> | null;
  /** Every positive-edge consensus pick by market and edge band, graded at its price. */
  edges: EdgeBucket[] | null;
  /** Each league's and model's market-anchor weights at the end, fitted on all earlier seasons. */
  anchors: AnchorWeights[];
  seconds: number;
}

export interface AnchorWeights {
  league: string;
  modelId: string;
  moneyline: number;
  spread: number;
  total: number;
}

export interface BacktestOptions {
  models: readonly ModelDef[];
  /** First season scored (earlier seasons still train the models and the calibration). */
  from?: number;
  to?: number;
  /** The consensus rule (domain consensusForMatchup); records are skipped without it. */
  consensus?: (m: Matchup, results: AiResult[]) => AiConsensus | null;
  razorConfidence?: number;
  /** A published forecast to compare with: its home-win probability by game id. */
  reference?: { name: string; home: ReadonlyMap<string, number> };
  onProgress?: (done: number, total: number) => void;
}

/** Expected calibration error over ten equal-width bins of (predicted chance, outcome) pairs. */
class Reliability {
  private readonly p = new Float64Array(BINS);
  private readonly y = new Float64Array(BINS);
  private readonly n = new Float64Array(BINS);
  private total = 0;

  add(p: number, won: boolean): void {
    const bin = Math.min(BINS - 1, Math.max(0, Math.floor(p * BINS)));
    this.p[bin] = (this.p[bin] ?? 0) + p;
    this.y[bin] = (this.y[bin] ?? 0) + (won ? 1 : 0);
    this.n[bin] = (this.n[bin] ?? 0) + 1;
    this.total++;
  }

  ece(): number | null {
    if (this.total === 0) return null;
    let e = 0;
    for (let b = 0; b < BINS; b++) {
      const n = this.n[b] ?? 0;
      if (n > 0) e += (n / this.total) * Math.abs((this.p[b] ?? 0) / n - (this.y[b] ?? 0) / n);
    }
    return e;
  }
}

class Accumulator {
  games = 0;
  decided = 0;
  correct = 0;
  brier = 0;
  logLoss = 0;
  readonly binP = new Float64Array(BINS);
  readonly binY = new Float64Array(BINS);
  readonly binN = new Float64Array(BINS);
  readonly ats: Record3 = { wins: 0, losses: 0, pushes: 0, percent: null };
  readonly totals: Record3 = { wins: 0, losses: 0, pushes: 0, percent: null };
  hasAts = false;
  hasTotals = false;
  readonly spreadReliability = new Reliability();
  readonly totalReliability = new Reliability();

  /** A market pick's own chance (given no push) against how it was graded. */
  static reliable(
    into: Reliability,
    pick: { probability: number; push: number } | null,
    outcome: Outcome,
  ): void {
    if (!pick || (outcome !== 'win' && outcome !== 'loss')) return;
    into.add(pick.probability / Math.max(1e-9, 1 - pick.push), outcome === 'win');
  }

  probability(pHome: number, homeScore: number, awayScore: number): void {
    this.games++;
    if (homeScore === awayScore) return;
    const y = homeScore > awayScore ? 1 : 0;
    const p = clamp(pHome, 1e-6, 1 - 1e-6);
    this.decided++;
    if ((p >= 0.5 ? 1 : 0) === y) this.correct++;
    this.brier += (p - y) ** 2;
    this.logLoss -= y * Math.log(p) + (1 - y) * Math.log(1 - p);
    const bin = Math.min(BINS - 1, Math.floor(p * BINS));
    this.binP[bin] = (this.binP[bin] ?? 0) + p;
    this.binY[bin] = (this.binY[bin] ?? 0) + y;
    this.binN[bin] = (this.binN[bin] ?? 0) + 1;
  }

  row(modelId: string, name: string): BacktestRow {
    const d = this.decided;
    const calibration: CalibrationBin[] = [];
    let ece = 0;
    for (let b = 0; b < BINS; b++) {
      const n = this.binN[b] ?? 0;
      if (n === 0) continue;
      const mp = (this.binP[b] ?? 0) / n;
      const ob = (this.binY[b] ?? 0) / n;
      calibration.push({ meanPredicted: mp, observed: ob, games: n });
      ece += (n / d) * Math.abs(mp - ob);
    }
    const finish = (r: Record3) => ({
      ...r,
      percent: r.wins + r.losses > 0 ? (100 * r.wins) / (r.wins + r.losses) : null,
    });
    const units = (r: Record3) => r.wins * WIN_AT_110 - r.losses;
    return {
      modelId,
      name,
      kind: modelId === 'closing' || modelId === 'reference' ? 'baseline' : modelKind(modelId),
      games: this.games,
      accuracy: d ? (100 * this.correct) / d : null,
      brier: d ? this.brier / d : null,
      logLoss: d ? this.logLoss / d : null,
      ece: d ? ece : null,
      eceSpread: this.spreadReliability.ece(),
      eceTotal: this.totalReliability.ece(),
      ats: this.hasAts ? finish(this.ats) : null,
      totals: this.hasTotals ? finish(this.totals) : null,
      units: this.hasAts || this.hasTotals ? units(this.ats) + units(this.totals) : null,
      calibration,
    };
  }
}

/** The game as a final Matchup, for the domain's graders and consensus. */
export function historyMatchup(g: Game): Matchup {
  return {
    id: g.id,
    sport: g.league,
    homeTeam: g.home,
    awayTeam: g.away,
    homeScore: g.homeScore,
    awayScore: g.awayScore,
    homeMoneyLine: g.homeMl,
    awayMoneyLine: g.awayMl,
    homeSpread: g.homeLine,
    awaySpread: g.homeLine == null ? null : -g.homeLine,
    totalPoints: g.totalLine,
    date: g.date,
    status: 'FINAL',
  };
}

/** A prediction in the wire shape (text left out: backtests only grade). */
export function toAiResult(p: Prediction, name: string): AiResult {
  return {
    matchupId: p.gameId,
    promptId: p.modelId,
    prompt: { id: p.modelId, name },
    predictedWinner: p.winner,
    confidence: p.confidence,
    homeScore: p.homeScore,
    awayScore: p.awayScore,
    markets: p.markets,
  };
}

/** The closing line's own probability: no-vig moneyline, else the spread through the league sigma. */
export function closingProbability(g: Game): number | null {
  if (g.homeMl != null && g.awayMl != null) {
    try {
      return noVigProbabilities(g.homeMl, g.awayMl).home;
    } catch {
      // An impossible line (|odds| < 100) in the source: fall through to the spread.
    }
  }
  return g.homeLine == null ? null : normCdf(-g.homeLine / leagueParams(g.league).sigma);
}

/** Replays the games walk-forward and scores every model, the closing market and the consensus. */
export function runBacktest(games: readonly Game[], options: BacktestOptions): BacktestReport {
  const started = performance.now();
  const from = options.from ?? null;
  const to = options.to ?? null;
  const names = new Map(options.models.map((m) => [m.id, m.name]));
  const acc = new Map<string, Accumulator>();
  const closing = new Accumulator();
  const refAcc = new Map<string, Accumulator>();
  const refOf = (id: string) => {
    let a = refAcc.get(id);
    if (!a) {
      a = new Accumulator();
      refAcc.set(id, a);
    }
    return a;
  };
  const consensus = options.consensus ? emptyConsensus() : null;
  const buckets = emptyEdgeBuckets();
  const razor = options.razorConfidence ?? 85;
  const ordered = chronological(games);
  // Every row is scored on the same games: those the closing market prices (all games when the
  // file has no lines at all), so the gap to the market compares like with like.
  const priced = ordered.some((g) => closingProbability(g) !== null);
  let done = 0;

  const engines = walkForward(ordered, options.models, (game, predictions) => {
    done++;
    if (done % 500 === 0) options.onProgress?.(done, ordered.length);
    if (game.homeScore == null || game.awayScore == null) return;
    if ((from !== null && game.season < from) || (to !== null && game.season > to)) return;
    const m = historyMatchup(game);
    const pClose = closingProbability(game);
    const scored = pClose !== null || !priced;
    for (const p of predictions) {
      let a = acc.get(p.modelId);
      if (!a) {
        a = new Accumulator();
        acc.set(p.modelId, a);
      }
      if (scored) a.probability(p.pHome, game.homeScore, game.awayScore);
      if (p.markets.spread)
        Accumulator.reliable(
          a.spreadReliability,
          p.markets.spread,
          gradeSpread(m, p.markets.spread.pick),
        );
      if (p.markets.total)
        Accumulator.reliable(
          a.totalReliability,
          p.markets.total,
          gradeTotal(m, p.markets.total.pick),
        );
      if (game.homeLine != null) {
        a.hasAts = true;
        const edge = Math.round((p.homeScore - p.awayScore + game.homeLine) * 10);
        if (edge !== 0) tally(a.ats, gradeSpread(m, edge > 0 ? 'Home' : 'Away'));
      }
      if (game.totalLine != null) {
        a.hasTotals = true;
        const edge = Math.round((p.homeScore + p.awayScore - game.totalLine) * 10);
        if (edge !== 0) tally(a.totals, gradeTotal(m, edge > 0 ? 'Over' : 'Under'));
      }
    }
    if (pClose !== null) closing.probability(pClose, game.homeScore, game.awayScore);
    const published = options.reference?.home.get(game.id);
    if (published !== undefined && scored) {
      refOf('reference').probability(published, game.homeScore, game.awayScore);
      if (pClose !== null) refOf('closing').probability(pClose, game.homeScore, game.awayScore);
      for (const p of predictions)
        refOf(p.modelId).probability(p.pHome, game.homeScore, game.awayScore);
    }
    if (consensus && options.consensus && predictions.length > 0) {
      const c = options.consensus(
        m,
        predictions.map((p) => toAiResult(p, names.get(p.modelId) ?? p.modelId)),
      );
      if (c) gradeConsensus(consensus, buckets, m, c, razor);
    }
  });
  options.onProgress?.(ordered.length, ordered.length);

  const rows = options.models.flatMap((model) => {
    const a = acc.get(model.id);
    return a ? [a.row(model.id, model.name)] : [];
  });
  rows.push(closing.row('closing', 'Closing market (no-vig)'));
  const reference = options.reference
    ? {
        name: options.reference.name,
        rows: [
          ...options.models.flatMap((model) => {
            const a = refAcc.get(model.id);
            return a ? [a.row(model.id, model.name)] : [];
          }),
          ...(refAcc.has('closing')
            ? [refAcc.get('closing')?.row('closing', 'Closing market (no-vig)')]
            : []),
          refOf('reference').row('reference', options.reference.name),
        ].filter((r): r is BacktestRow => r !== undefined),
      }
    : null;
  if (consensus) {
    for (const label of Object.values(consensus)) {
      for (const r of Object.values(label))
        r.percent = r.wins + r.losses > 0 ? (100 * r.wins) / (r.wins + r.losses) : null;
    }
  }
  return {
    leagues: [...new Set(games.map((g) => g.league))],
    from,
    to,
    rows,
    reference,
    consensus,
    edges: consensus ? finishEdgeBuckets(buckets) : null,
    anchors: [...engines.values()].flatMap((e) =>
      e.anchorWeights().map((w) => ({ league: e.league, ...w })),
    ),
    seconds: (performance.now() - started) / 1000,
  };
}
