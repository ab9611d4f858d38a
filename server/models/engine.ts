import { PlattCalibrator } from './calibration';
import { leagueParams } from './leagues';
import { MarketAnchor, PRIOR_WEIGHTS, marketFirstSide, marketHome } from './marketAnchor';
import { clamp, normCdf, normInv, round1 } from './math';
import type {
  FinalView,
  Game,
  LeagueStats,
  MarketView,
  ModelDef,
  ModelInstance,
  Prediction,
  PregameView,
  RawPrediction,
  TotalMarketPick,
  SideMarketPick,
} from './types';

/** The pregame facts only: a fresh object, so a model cannot reach the result or the odds. */
export function pregameView(g: Game): PregameView {
  return Object.freeze({
    id: g.id,
    league: g.league,
    season: g.season,
    date: g.date,
    neutral: g.neutral,
    home: g.home,
    away: g.away,
    homeStarter: g.homeStarter ?? null,
    awayStarter: g.awayStarter ?? null,
  });
}

function marketView(g: Game): MarketView {
  return Object.freeze({
    ...pregameView(g),
    homeMl: g.homeMl,
    awayMl: g.awayMl,
    homeLine: g.homeLine,
    totalLine: g.totalLine,
  });
}

function finalView(g: Game): FinalView {
  return Object.freeze({
    ...pregameView(g),
    homeScore: g.homeScore ?? 0,
    awayScore: g.awayScore ?? 0,
    closingLine: g.homeLine,
    closingTotal: g.totalLine,
    closingHomeMl: g.homeMl,
    closingAwayMl: g.awayMl,
  });
}

interface Slot {
  def: ModelDef;
  instance: ModelInstance;
  calibrator: PlattCalibrator;
  /** Spread: P(home covers | no push); total: P(over | no push). */
  spreadCalibrator: PlattCalibrator;
  totalCalibrator: PlattCalibrator;
  /** Each market's calibrated chance read against its price (marketAnchor.ts): home win, home
   * cover, over. */
  anchor: MarketAnchor;
  spreadAnchor: MarketAnchor;
  totalAnchor: MarketAnchor;
  /** Mean squared error of the model's predicted total on learned games, with a prior weight. */
  totalSq: number;
  totalN: number;
}

/** What a model said before a game, kept until it is learned (for the calibrators). */
interface RawSaid {
  ml: number;
  /** The calibrated home probability given (the anchor's input). */
  mlCalibrated: number;
  spread: number | null;
  total: number | null;
  /** The calibrated P(home covers | no push) and P(over | no push) given (the anchors' inputs). */
  spreadCalibrated: number | null;
  totalCalibrated: number | null;
  predictedTotal: number;
}

// The prior of the total's spread around a prediction: the margin's sigma times this, worth
// TOTAL_PRIOR_GAMES games, until the model's own errors take over.
const TOTAL_SIGMA_FACTOR = 1.1;
const TOTAL_PRIOR_GAMES = 50;

/**
 * Win and push probability of "X > line" for an integer-valued X ~ Normal(mu, sigma), with a
 * continuity correction: on a whole line X = line is a push; on a half line there is none.
 */
export function overLine(mu: number, sigma: number, line: number): { win: number; push: number } {
  const whole = Math.abs(line - Math.round(line)) < 1e-9;
  if (!whole) return { win: 1 - normCdf((line - mu) / sigma), push: 0 };
  const above = 1 - normCdf((line + 0.5 - mu) / sigma);
  const below = normCdf((line - 0.5 - mu) / sigma);
  return { win: above, push: Math.max(0, 1 - above - below) };
}

/** P(win | no push) of a win/push pair, kept off 0 and 1 for the calibrator. */
function conditional(w: { win: number; push: number }): number {
  return clamp(w.win / Math.max(1e-9, 1 - w.push), 1e-4, 1 - 1e-4);
}

/**
 * Walk-forward state of every model for one league. `predict` reads only what was learned;
 * `learn` takes a finished game. Used the same way by backtests, imports and live predictions.
 */
export class LeagueEngine {
  readonly league: string;
  private readonly slots: Slot[];
  private readonly stats: LeagueStats;
  private season: number | null = null;
  // Raw home probabilities given before each game, kept until the game is learned (for calibration).
  private readonly pending = new Map<string, Map<string, RawSaid>>();

  constructor(league: string, models: readonly ModelDef[]) {
    this.league = league;
    this.slots = models
      .filter((m) => m.sports.includes(league))
      .map((def) => ({
        def,
        instance: def.create(league),
        calibrator: new PlattCalibrator(),
        spreadCalibrator: new PlattCalibrator(),
        totalCalibrator: new PlattCalibrator(),
        anchor: new MarketAnchor(PRIOR_WEIGHTS.moneyline),
        spreadAnchor: new MarketAnchor(PRIOR_WEIGHTS.spread),
        totalAnchor: new MarketAnchor(PRIOR_WEIGHTS.total),
        totalSq: 0,
        totalN: 0,
      }));
    this.stats = { avgTotal: leagueParams(league).defaultTotal, games: 0 };
  }

  get modelIds(): string[] {
    return this.slots.map((s) => s.def.id);
  }

  /** Each model's anchor weights as last refitted (the backtest reports them). */
  anchorWeights(): { modelId: string; moneyline: number; spread: number; total: number }[] {
    return this.slots.map((s) => ({
      modelId: s.def.id,
      moneyline: s.anchor.weight,
      spread: s.spreadAnchor.weight,
      total: s.totalAnchor.weight,
    }));
  }

  /** Calibrated predictions of every model that has an opinion on this game. */
  predict(game: Game): Prediction[] {
    this.enterSeason(game.season);
    const sigma = leagueParams(this.league).sigma;
    const out: Prediction[] = [];
    const raws = new Map<string, RawSaid>();
    const opinions = this.opinions(game);
    for (const slot of this.slots) {
      const raw = opinions.get(slot.def.id);
      if (!raw) continue;
      const pHome = slot.calibrator.apply(raw.pHome);
      const margin = sigma * normInv(pHome);
      const said = this.rawMarkets(slot, game, raw.pHome, margin, raw.total);
      raws.set(slot.def.id, said);
      // Against a posted price, the moneyline market's chance is the model's read through the anchor.
      const market = marketHome(game.homeMl, game.awayMl);
      const anchored = market === null ? pHome : slot.anchor.apply(pHome, market);
      const mlPick = anchored >= 0.5 ? 'Home' : 'Away';
      const mlProbability = Math.max(anchored, 1 - anchored);
      // The predicted winner, its confidence, the margin and the scores all follow the moneyline
      // pick's probability, so a result never names one winner and prices another
      // (docs/product.md §3 AI result).
      const shownMargin = sigma * normInv(anchored);
      // Scores in whole tenths that add up exactly to the rounded total (no phantom totals edge).
      const totalTenths = Math.round(raw.total * 10);
      let homeTenths = Math.round((raw.total + shownMargin) * 5);
      // Rounding a margin under a tenth may flip the scores' winner; a tenth keeps them with the pick.
      const tenthsAhead = 2 * homeTenths - totalTenths;
      if (mlPick === 'Home' && tenthsAhead < 0) homeTenths += 1;
      if (mlPick === 'Away' && tenthsAhead > 0) homeTenths -= 1;
      out.push({
        modelId: slot.def.id,
        gameId: game.id,
        pHome,
        pRaw: raw.pHome,
        winner: mlPick,
        confidence: round1(mlProbability * 100),
        homeScore: homeTenths / 10,
        awayScore: (totalTenths - homeTenths) / 10,
        margin: shownMargin,
        total: raw.total,
        numbers: raw.numbers,
        markets: {
          moneyline: {
            pick: mlPick,
            probability: round4(Math.max(anchored, 1 - anchored)),
            push: 0,
            anchor: { model: round4(pHome), weight: round4(slot.anchor.weight) },
          },
          spread: this.spreadPick(slot, game, said),
          total: this.totalPick(slot, game, said),
        },
      });
    }
    this.pending.set(game.id, raws);
    return out;
  }

  /** The raw (uncalibrated) probabilities a model's numbers give each market's line. */
  private rawMarkets(
    slot: Slot,
    game: Game,
    pRawHome: number,
    margin: number,
    total: number,
  ): RawSaid {
    const sigma = leagueParams(this.league).sigma;
    const spread =
      game.homeLine == null ? null : conditional(overLine(margin, sigma, -game.homeLine));
    const totalSd = this.totalSigma(slot);
    const over =
      game.totalLine == null ? null : conditional(overLine(total, totalSd, game.totalLine));
    return {
      ml: pRawHome,
      mlCalibrated: slot.calibrator.apply(pRawHome),
      spread,
      total: over,
      spreadCalibrated: spread === null ? null : slot.spreadCalibrator.apply(spread),
      totalCalibrated: over === null ? null : slot.totalCalibrator.apply(over),
      predictedTotal: total,
    };
  }

  private totalSigma(slot: Slot): number {
    const prior = leagueParams(this.league).sigma * TOTAL_SIGMA_FACTOR;
    return Math.sqrt(
      (prior * prior * TOTAL_PRIOR_GAMES + slot.totalSq) / (TOTAL_PRIOR_GAMES + slot.totalN),
    );
  }

  /** The side more likely to cover, its cover probability read against the price, the push chance. */
  private spreadPick(slot: Slot, game: Game, said: RawSaid): SideMarketPick | null {
    if (said.spreadCalibrated === null || game.homeLine == null) return null;
    const sigma = leagueParams(this.league).sigma;
    const push = overLine(
      sigma * normInv(slot.calibrator.apply(said.ml)),
      sigma,
      -game.homeLine,
    ).push;
    const market = marketFirstSide(game.homeSpreadPrice, game.awaySpreadPrice);
    const home = slot.spreadAnchor.apply(said.spreadCalibrated, market) * (1 - push);
    const away = 1 - push - home;
    const anchor = {
      model: round4(said.spreadCalibrated),
      weight: round4(slot.spreadAnchor.weight),
    };
    return home >= away
      ? { pick: 'Home', probability: round4(home), push: round4(push), anchor }
      : { pick: 'Away', probability: round4(away), push: round4(push), anchor };
  }

  /** Over or under, whichever is likelier, its probability read against the price, the push chance. */
  private totalPick(slot: Slot, game: Game, said: RawSaid): TotalMarketPick | null {
    if (said.totalCalibrated === null || game.totalLine == null) return null;
    const push = overLine(said.predictedTotal, this.totalSigma(slot), game.totalLine).push;
    const market = marketFirstSide(game.overPrice, game.underPrice);
    const over = slot.totalAnchor.apply(said.totalCalibrated, market) * (1 - push);
    const under = 1 - push - over;
    const anchor = { model: round4(said.totalCalibrated), weight: round4(slot.totalAnchor.weight) };
    return over >= under
      ? { pick: 'Over', probability: round4(over), push: round4(push), anchor }
      : { pick: 'Under', probability: round4(under), push: round4(push), anchor };
  }

  /** Learns a finished game (its scores must be set). */
  learn(game: Game): void {
    if (game.homeScore == null || game.awayScore == null) return;
    this.enterSeason(game.season);
    const raws = this.pending.get(game.id) ?? this.rawOnly(game);
    this.pending.delete(game.id);
    const view = finalView(game);
    const total = game.homeScore + game.awayScore;
    const homeMargin = game.homeScore - game.awayScore;
    for (const slot of this.slots) {
      const raw = raws.get(slot.def.id);
      if (raw !== undefined) {
        if (homeMargin !== 0) {
          slot.calibrator.add(raw.ml, homeMargin > 0, game.season);
          const market = marketHome(game.homeMl, game.awayMl);
          if (market !== null)
            slot.anchor.add(raw.mlCalibrated, market, homeMargin > 0, game.season);
        }
        const cover = game.homeLine == null ? 0 : homeMargin + game.homeLine;
        if (raw.spread !== null && cover !== 0)
          slot.spreadCalibrator.add(raw.spread, cover > 0, game.season);
        if (raw.spreadCalibrated !== null && cover !== 0) {
          const market = marketFirstSide(game.homeSpreadPrice, game.awaySpreadPrice);
          slot.spreadAnchor.add(raw.spreadCalibrated, market, cover > 0, game.season);
        }
        const overBy = game.totalLine == null ? 0 : total - game.totalLine;
        if (raw.total !== null && overBy !== 0)
          slot.totalCalibrator.add(raw.total, overBy > 0, game.season);
        if (raw.totalCalibrated !== null && overBy !== 0) {
          const market = marketFirstSide(game.overPrice, game.underPrice);
          slot.totalAnchor.add(raw.totalCalibrated, market, overBy > 0, game.season);
        }
        slot.totalSq += (total - raw.predictedTotal) ** 2;
        slot.totalN += 1;
      }
      slot.instance.learn(view, this.stats);
    }
    this.stats.games++;
    this.stats.avgTotal += (total - this.stats.avgTotal) / Math.min(this.stats.games + 20, 600);
  }

  private rawOnly(game: Game): Map<string, RawSaid> {
    const sigma = leagueParams(this.league).sigma;
    const raws = new Map<string, RawSaid>();
    const opinions = this.opinions(game);
    for (const slot of this.slots) {
      const raw = opinions.get(slot.def.id);
      if (raw)
        raws.set(
          slot.def.id,
          this.rawMarkets(
            slot,
            game,
            raw.pHome,
            sigma * normInv(slot.calibrator.apply(raw.pHome)),
            raw.total,
          ),
        );
    }
    return raws;
  }

  /** Every model's raw opinion of a game (the market model alone reads its odds). */
  private opinions(game: Game): Map<string, RawPrediction> {
    const out = new Map<string, RawPrediction>();
    for (const slot of this.slots) {
      const raw = slot.instance.predict(
        slot.def.usesOdds ? marketView(game) : pregameView(game),
        this.stats,
      );
      if (raw) out.set(slot.def.id, raw);
    }
    return out;
  }

  private enterSeason(season: number): void {
    if (this.season !== null && season <= this.season) return;
    if (this.season !== null) for (const slot of this.slots) slot.instance.newSeason(season);
    for (const slot of this.slots) {
      slot.calibrator.refit(season);
      slot.spreadCalibrator.refit(season);
      slot.totalCalibrator.refit(season);
      for (const anchor of [slot.anchor, slot.spreadAnchor, slot.totalAnchor]) anchor.refit(season);
    }
    this.season = season;
  }
}

const round4 = (x: number): number => Math.round(x * 10_000) / 10_000;

/** Orders games for a walk-forward pass: by date, then id (deterministic within a day). */
export function chronological(games: readonly Game[]): Game[] {
  return [...games].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
}

/**
 * Walks every league forward one date at a time: each game of a date is predicted from the state
 * before that date, then the date's finished games are learned. Returns the engines, warmed.
 */
export function walkForward(
  games: readonly Game[],
  models: readonly ModelDef[],
  onPredict?: (game: Game, predictions: Prediction[]) => void,
  engines: Map<string, LeagueEngine> = new Map(),
): Map<string, LeagueEngine> {
  const ordered = chronological(games);
  let i = 0;
  while (i < ordered.length) {
    const date = ordered[i]?.date;
    let j = i;
    while (j < ordered.length && ordered[j]?.date === date) j++;
    const day = ordered.slice(i, j);
    for (const game of day) {
      let engine = engines.get(game.league);
      if (!engine) {
        engine = new LeagueEngine(game.league, models);
        engines.set(game.league, engine);
      }
      const predictions = engine.predict(game);
      onPredict?.(game, predictions);
    }
    for (const game of day) engines.get(game.league)?.learn(game);
    i = j;
  }
  return engines;
}
