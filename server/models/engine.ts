import { PlattCalibrator } from './calibration';
import { leagueParams } from './leagues';
import { normInv, round1 } from './math';
import type { FinalView, Game, LeagueStats, MarketView, ModelDef, ModelInstance, Prediction, PregameView } from './types';

/** The pregame facts only: a fresh object, so a model cannot reach the result or the odds. */
export function pregameView(g: Game): PregameView {
  return Object.freeze({ id: g.id, league: g.league, season: g.season, date: g.date, neutral: g.neutral, home: g.home, away: g.away });
}

function marketView(g: Game): MarketView {
  return Object.freeze({ ...pregameView(g), homeMl: g.homeMl, awayMl: g.awayMl, homeLine: g.homeLine, totalLine: g.totalLine });
}

function finalView(g: Game): FinalView {
  return Object.freeze({ ...pregameView(g), homeScore: g.homeScore ?? 0, awayScore: g.awayScore ?? 0, closingLine: g.homeLine, closingTotal: g.totalLine });
}

interface Slot {
  def: ModelDef;
  instance: ModelInstance;
  calibrator: PlattCalibrator;
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
  private readonly pending = new Map<string, Map<string, number>>();

  constructor(league: string, models: readonly ModelDef[]) {
    this.league = league;
    this.slots = models
      .filter((m) => m.sports.includes(league))
      .map((def) => ({ def, instance: def.create(league), calibrator: new PlattCalibrator() }));
    this.stats = { avgTotal: leagueParams(league).defaultTotal, games: 0 };
  }

  get modelIds(): string[] {
    return this.slots.map((s) => s.def.id);
  }

  /** Calibrated predictions of every model that has an opinion on this game. */
  predict(game: Game): Prediction[] {
    this.enterSeason(game.season);
    const sigma = leagueParams(this.league).sigma;
    const out: Prediction[] = [];
    const raws = new Map<string, number>();
    for (const slot of this.slots) {
      const raw = slot.instance.predict(slot.def.usesOdds ? marketView(game) : pregameView(game), this.stats);
      if (!raw) continue;
      raws.set(slot.def.id, raw.pHome);
      const pHome = slot.calibrator.apply(raw.pHome);
      const margin = sigma * normInv(pHome);
      const pick = pHome >= 0.5 ? 'Home' : 'Away';
      // Scores in whole tenths that add up exactly to the rounded total (no phantom totals edge).
      const totalTenths = Math.round(raw.total * 10);
      const homeTenths = Math.round((raw.total + margin) * 5);
      out.push({
        modelId: slot.def.id,
        gameId: game.id,
        pHome,
        pRaw: raw.pHome,
        winner: pick,
        confidence: round1(Math.max(pHome, 1 - pHome) * 100),
        homeScore: homeTenths / 10,
        awayScore: (totalTenths - homeTenths) / 10,
        margin,
        total: raw.total,
        numbers: raw.numbers,
      });
    }
    this.pending.set(game.id, raws);
    return out;
  }

  /** Learns a finished game (its scores must be set). */
  learn(game: Game): void {
    if (game.homeScore == null || game.awayScore == null) return;
    this.enterSeason(game.season);
    const raws = this.pending.get(game.id) ?? this.rawOnly(game);
    this.pending.delete(game.id);
    const view = finalView(game);
    for (const slot of this.slots) {
      const raw = raws.get(slot.def.id);
      if (raw !== undefined && game.homeScore !== game.awayScore) {
        slot.calibrator.add(raw, game.homeScore > game.awayScore, game.season);
      }
      slot.instance.learn(view, this.stats);
    }
    const total = game.homeScore + game.awayScore;
    this.stats.games++;
    this.stats.avgTotal += (total - this.stats.avgTotal) / Math.min(this.stats.games + 20, 600);
  }

  private rawOnly(game: Game): Map<string, number> {
    const raws = new Map<string, number>();
    for (const slot of this.slots) {
      const raw = slot.instance.predict(slot.def.usesOdds ? marketView(game) : pregameView(game), this.stats);
      if (raw) raws.set(slot.def.id, raw.pHome);
    }
    return raws;
  }

  private enterSeason(season: number): void {
    if (this.season !== null && season <= this.season) return;
    if (this.season !== null) for (const slot of this.slots) slot.instance.newSeason(season);
    for (const slot of this.slots) slot.calibrator.refit(season);
    this.season = season;
  }
}

/** Orders games for a walk-forward pass: by date, then id (deterministic within a day). */
export function chronological(games: readonly Game[]): Game[] {
  return [...games].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
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
