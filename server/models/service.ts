import { isFinished } from '@domain/rules/status';
import type { Db } from '../db/db';
import type { HubContext } from '../hub';
import {
  allMatchups,
  broadcastAiResult,
  closingLines,
  linesOf,
  upcomingOfTeams,
  type Lines,
} from '../matchups';
import { saveRewrite, type Analyst } from './analyst';
import { describePrediction } from './describe';
import { LeagueEngine, walkForward } from './engine';
import { seasonOf } from './leagues';
import {
  ensureModels,
  freezeStarted,
  insertHistoryPredictions,
  marketsKey,
  storedPredictions,
  toWire,
  type StoredNumbers,
  upsertLivePrediction,
  type StoredPrediction,
} from './repository';
import type { Game, ModelDef } from './types';

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The fields of a matchup row the models need (server/matchups MatchupRow satisfies it). */
export type MatchupLike = Lines & {
  id: string;
  sport: string;
  awayTeam: string;
  homeTeam: string;
  awayScore: number | null;
  homeScore: number | null;
  startsAt: Date;
  gameDate: string;
  status: string;
  season: number | null;
  neutral: boolean;
};

export interface PredictionServiceDeps {
  db: Db;
  log: Logger;
  models: readonly ModelDef[];
  /** The optional LLM analyst: runs after a prediction is stored and pushed, never before. */
  analyst: Analyst | null;
  hub: () => HubContext | undefined;
  /** After a result is pushed: the matchups module prices the game's card again and sends it. */
  onPublished?: (matchupId: string) => Promise<void>;
  now?: () => Date;
}

const FREEZE_EVERY_MS = 30_000;
// Events are handled in quiet moments: a burst (a feed filling two weeks of games) becomes one
// batch, and games that arrive already finished trigger one rebuild from the database instead
// of being learned out of order.
const QUIET_MS = 750;

/** A matchup as an engine game (home spread, or the away spread negated). */
export function gameFromMatchup(m: MatchupLike): Game {
  const homeLine = m.homeSpread ?? (m.awaySpread == null ? null : -m.awaySpread);
  return {
    id: m.id,
    league: m.sport,
    season: m.season ?? seasonOf(m.sport, m.gameDate),
    date: m.gameDate,
    neutral: m.neutral,
    home: m.homeTeam,
    away: m.awayTeam,
    homeScore: m.homeScore,
    awayScore: m.awayScore,
    homeMl: m.homeMoneyLine,
    awayMl: m.awayMoneyLine,
    homeLine,
    totalLine: m.totalPoints,
    homeSpreadPrice: m.homeSpreadPrice ?? null,
    awaySpreadPrice: m.awaySpreadPrice ?? null,
    overPrice: m.overPrice ?? null,
    underPrice: m.underPrice ?? null,
  };
}

const isFinal = (m: MatchupLike) =>
  isFinished(m.status) && m.homeScore != null && m.awayScore != null;

/**
 * Live predictions: warms each league's models on the finished games in the database, predicts
 * every game that has not started, re-predicts when a game is added or its odds move, learns
 * each game as it finishes, and freezes predictions at the start. Work runs one item at a time.
 */
export class PredictionService {
  private readonly engines = new Map<string, LeagueEngine>();
  private readonly learned = new Set<string>();
  private readonly names: Map<string, string>;
  private readonly defs: Map<string, ModelDef>;
  private queue: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private flushTimer: NodeJS.Timeout | null = null;
  private readonly pendingRows = new Map<string, MatchupLike>();
  private needsRebuild = false;
  private started = false;
  private stopped = false;

  constructor(private readonly deps: PredictionServiceDeps) {
    this.names = new Map(deps.models.map((m) => [m.id, m.name]));
    this.defs = new Map(deps.models.map((m) => [m.id, m]));
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** Runs `task` after everything queued before it; failures are logged, never thrown. */
  private enqueue(label: string, task: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(async () => {
      if (this.stopped) return;
      try {
        await task();
      } catch (err) {
        this.deps.log.error({ err }, `models: ${label} failed`);
      }
    });
    return this.queue;
  }

  /** Resolves when every queued task has run (tests, shutdown). */
  idle(): Promise<void> {
    return this.queue;
  }

  /**
   * Starts the warm-up and the freeze timer. Events that came before are covered by the warm-up,
   * which reads every game from the database.
   */
  start(): Promise<void> {
    this.started = true;
    this.pendingRows.clear();
    this.needsRebuild = false;
    this.timer = setInterval(() => {
      void this.enqueue('freeze', async () => {
        await freezeStarted(this.deps.db);
      });
    }, FREEZE_EVERY_MS);
    this.timer.unref();
    return this.enqueue('warm-up', () => this.warmUp());
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.timer = null;
    this.flushTimer = null;
    await this.queue;
    this.stopped = true;
    await this.deps.analyst?.stop();
  }

  /** A game was added or its odds moved: (re)predict it, in the next quiet moment, if it has not started. */
  onMatchup(row: MatchupLike): void {
    if (row.startsAt.getTime() <= this.now().getTime() || isFinished(row.status)) {
      if (!isFinal(row) || this.learned.has(row.id)) return;
      this.needsRebuild = true;
    } else {
      this.pendingRows.set(row.id, row);
    }
    this.scheduleFlush();
  }

  private scheduleFlush(): void {
    if (this.stopped || !this.started) return;
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      const rows = [...this.pendingRows.values()];
      const rebuild = this.needsRebuild;
      this.pendingRows.clear();
      this.needsRebuild = false;
      // A rebuild re-reads and predicts every upcoming game, so the batch is not needed then.
      void this.enqueue(rebuild ? 'rebuild' : 'predict', () =>
        rebuild ? this.warmUp() : this.predictMany(rows),
      );
    }, QUIET_MS);
    this.flushTimer.unref();
  }

  /** Resolves when no batch is waiting and every queued task has run (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.flushTimer) await new Promise((r) => setTimeout(r, QUIET_MS / 3));
    await this.queue;
  }

  /** A game finished: learn it, freeze what started, refresh the two teams' upcoming games. */
  onFinished(row: MatchupLike): Promise<void> {
    // Before start() the warm-up, which registers the models and reads every finished game, covers it.
    if (!this.started) return Promise.resolve();
    return this.enqueue('learn', async () => {
      if (!isFinal(row) || this.learned.has(row.id)) return;
      this.engine(row.sport).learn(gameFromMatchup(row));
      this.learned.add(row.id);
      await freezeStarted(this.deps.db);
      const upcoming = await upcomingOfTeams(this.deps.db, row.sport, this.now(), [
        row.homeTeam,
        row.awayTeam,
      ]);
      await this.predictMany(upcoming.filter((m) => !isFinished(m.status)));
    });
  }

  private engine(league: string): LeagueEngine {
    let engine = this.engines.get(league);
    if (!engine) {
      engine = new LeagueEngine(league, this.deps.models);
      this.engines.set(league, engine);
    }
    return engine;
  }

  private async warmUp(): Promise<void> {
    const { db, models, log } = this.deps;
    this.engines.clear();
    this.learned.clear();
    await ensureModels(db, models);
    const all = await allMatchups(db);
    const predicted = new Set(
      (
        await db.query<{ matchup_id: string }>('SELECT DISTINCT matchup_id FROM ai_results')
      ).rows.map((r) => r.matchup_id),
    );
    const finished = all.filter(isFinal);
    const missing: StoredPrediction[] = [];
    walkForward(
      finished.map(gameFromMatchup),
      models,
      (game, predictions) => {
        if (predicted.has(game.id)) return;
        for (const p of predictions) {
          const def = this.defs.get(p.modelId);
          if (def) missing.push(describePrediction(def, game, p));
        }
      },
      this.engines,
    );
    for (const m of finished) this.learned.add(m.id);
    // Finished games nobody predicted before they started get the walk-forward prediction,
    // stored as history (frozen), never as a live call.
    const now = this.now().getTime();
    // Games under way that nobody predicted before they started keep a pre-game prediction: the
    // models as of the start, read against the last lines posted before it (never in-game
    // prices), stored frozen like history.
    const underWay = all.filter(
      (m) => !isFinished(m.status) && m.startsAt.getTime() <= now && !predicted.has(m.id),
    );
    const closing = await closingLines(
      db,
      underWay.map((m) => m.id),
    );
    for (const m of underWay) {
      const close = closing.get(m.id);
      if (!close) continue;
      const game = gameFromMatchup({ ...m, ...linesOf(close) });
      for (const p of this.engine(m.sport).predict(game)) {
        const def = this.defs.get(p.modelId);
        if (def) missing.push(describePrediction(def, game, p));
      }
    }
    const added = await insertHistoryPredictions(db, missing);
    await freezeStarted(db);
    const upcoming = all.filter((m) => !isFinished(m.status) && m.startsAt.getTime() > now);
    await this.predictMany(upcoming);
    log.info(
      { learned: finished.length, historyAdded: added, upcoming: upcoming.length },
      'models warmed up',
    );
  }

  /** Predicts games that have not started and writes and publishes what changed. */
  private async predictMany(rows: readonly MatchupLike[]): Promise<void> {
    const now = this.now().getTime();
    const live = rows.filter((r) => r.startsAt.getTime() > now && !isFinished(r.status));
    if (live.length === 0) return;
    const stored = await storedPredictions(
      this.deps.db,
      live.map((r) => r.id),
    );
    for (const row of live)
      await this.predictAndPublish(row, stored.get(row.id) ?? new Map<string, StoredNumbers>());
  }

  private async predictAndPublish(
    row: MatchupLike,
    stored: Map<string, StoredNumbers>,
  ): Promise<void> {
    const game = gameFromMatchup(row);
    const predictions = this.engine(row.sport).predict(game);
    for (const p of predictions) {
      const def = this.defs.get(p.modelId);
      if (!def) continue;
      const before = stored.get(p.modelId);
      if (
        before &&
        (before.frozen ||
          (before.winner === p.winner &&
            before.confidence === p.confidence &&
            before.homeScore === p.homeScore &&
            before.awayScore === p.awayScore &&
            before.markets === marketsKey(p.markets)))
      ) {
        continue;
      }
      const described = describePrediction(def, game, p);
      const createdAt = await upsertLivePrediction(this.deps.db, described);
      if (!createdAt) continue;
      await this.publish(row.sport, described, createdAt);
      // The LLM's prose replaces the template later, if it comes in time.
      const template = described.analysis;
      this.deps.analyst?.request(
        {
          modelName: def.name,
          matchup: `${row.awayTeam} at ${row.homeTeam} (${row.sport.toUpperCase()}, ${row.gameDate})`,
          template,
        },
        async (analysis) => {
          if (this.stopped || !(await saveRewrite(this.deps.db, described, template, analysis)))
            return;
          await this.publish(row.sport, { ...described, analysis }, createdAt);
        },
      );
    }
  }

  private async publish(sport: string, p: StoredPrediction, createdAt: string): Promise<void> {
    const hub = this.deps.hub();
    if (!hub) return;
    const wire = toWire(p, this.names.get(p.modelId) ?? `Model ${p.modelId}`, createdAt);
    await broadcastAiResult(hub, { matchupId: p.matchupId, sport }, wire);
    await this.deps.onPublished?.(p.matchupId);
  }
}
