import { addDays, easternDate } from '@domain/rules/dates';
import { SPORTS, type Sport } from '@domain/rules/sports';
import type { BookLines, Feed, FeedLogger, FeedMatchup, FeedPublisher } from '../types';
import { aroundTheClock } from './aroundTheClock';
import {
  DEMO_BOOKS,
  IN_PLAY_LAG,
  liveBooks,
  pregameBooks,
  SHARP_BOOK,
  SUSPEND_MS,
  type DemoBook,
} from './books';
import { gameState } from './gameState';
import { bookGame, expectation, LEAGUES, linesAt, type Expectation } from './model';
import { gamesOn, type ScheduledGame } from './schedule';
import { closingView } from './sharp';
import { playGame, scoreAt, type PlayedGame } from './simulate';

export const DEMO_PROVIDER = 'demo';

/** Share of a game played at `now`: below 0 not started, 1 or more final. DEMO_SPEED plays it faster. */
export function progressAt(g: ScheduledGame, now: Date, speed: number): number {
  return ((now.getTime() - g.startsAt.getTime()) * speed) / (LEAGUES[g.sport].minutes * 60_000);
}

/**
 * One Eastern date of the demo: every league's games, spread around the clock unless told not to.
 * The feed and the browser tests that move the clock to a tip-off read the same schedule here.
 */
export function demoDay(
  seed: number,
  date: string,
  sports: readonly Sport[] = SPORTS,
  spread = true,
): ScheduledGame[] {
  const games = sports.flatMap((sport) => gamesOn(seed, sport, date));
  return spread ? aroundTheClock(games) : games;
}

interface Known {
  game: ScheduledGame;
  /** The expected scores of the teams' ratings, about which the sharp's path is drawn. */
  truth: Expectation;
  played?: PlayedGame;
}

/** What the demo feed reports about one game at a moment (a pure function of seed, speed and time). */
export function demoReport(seed: number, speed: number, known: Known, now: Date): FeedMatchup {
  const g = known.game;
  const line = linesAt(seed, g, known.truth, now);
  const progress = progressAt(g, now, speed);
  let status = 'NOTFINISHED';
  let score: { home: number; away: number } | null = null;
  let state = gameState(g.sport, progress, false);
  const game = bookGame(seed, g, known.truth);
  let books: BookLines[] = pregameBooks(game, now.getTime());
  // Before the start a report is dated when its lines were set; in play, when it was seen.
  let observedAt = line.since;
  if (progress >= 0) {
    // The game is played from the sharp's closing view: its closing price is the truth.
    const played = (known.played ??= playGame(seed, g.sport, g.providerId, closingView(game.path)));
    score = progress >= 1 ? played : scoreAt(played, progress);
    if (progress >= 1) status = 'FINAL';
    state = gameState(g.sport, progress, played.overtime);
    // Real time as a share of the game (the game plays DEMO_SPEED times faster).
    const gameMs = (LEAGUES[g.sport].minutes * 60_000) / speed;
    const share = (ms: number): number => ms / gameMs;
    const lagMs = (b: DemoBook): number => b.lagMs * IN_PLAY_LAG;
    const byBook = new Map(DEMO_BOOKS.map((b) => [b.book, b]));
    // In play a book prices the moment its delay puts it at (the final once the game is over):
    // dated then, so the engine reads its prices as live (docs/product.md "Edges" 4).
    const seenAt = Math.min(now.getTime(), g.startsAt.getTime() + gameMs);
    observedAt = new Date(seenAt);
    books = liveBooks(
      game,
      progress,
      (b) => share(lagMs(b)),
      (x) => ({
        progress: x,
        ...(x >= 1 ? { home: played.home, away: played.away } : scoreAt(played, x)),
      }),
      // Basketball books stay up through baskets; a touchdown, a goal or a run takes them down.
      g.sport === 'nba' || g.sport === 'ncaab' ? 0 : share(SUSPEND_MS),
    ).map((b) => ({
      ...b,
      updatedAt: new Date(seenAt - lagMs(byBook.get(b.book) ?? SHARP_BOOK)),
    }));
  }
  return {
    provider: DEMO_PROVIDER,
    providerId: g.providerId,
    sport: g.sport,
    awayTeam: g.away.name,
    homeTeam: g.home.name,
    startsAt: g.startsAt,
    status,
    awayScore: score ? score.away : null,
    homeScore: score ? score.home : null,
    lines: line.lines,
    // A started game's lines are its close, set at `line.since` (before the start): kept as the
    // last snapshot, since the report itself is dated in play.
    lineHistory:
      progress >= 0 ? [...line.history, { ...line.lines, takenAt: line.since }] : line.history,
    books,
    period: state.period,
    clock: state.clock,
    observedAt,
    awayPitcher: g.awayPitcher ?? null,
    homePitcher: g.homePitcher ?? null,
    season: g.season,
    neutral: g.neutral,
  };
}

const signature = (r: FeedMatchup): string =>
  JSON.stringify([
    r.status,
    r.awayScore,
    r.homeScore,
    r.period,
    r.clock,
    r.lines,
    r.books,
    r.startsAt.getTime(),
    r.awayPitcher,
    r.homePitcher,
  ]);

export interface DemoFeedOptions {
  publisher: FeedPublisher;
  seed: number;
  /** DEMO_SPEED: games play out this many times faster than real time. */
  speed: number;
  log: FeedLogger;
  /** The clock the feed reads (tests inject one, so nothing waits for a real tip-off). */
  now?: () => Date;
  /** Spread each day's games over the 24 hours (default) instead of their real Eastern times. */
  aroundTheClock?: boolean;
  /** Real milliseconds between passes; defaults to every few seconds (faster when sped up). */
  tickMs?: number;
  sports?: readonly Sport[];
  daysBack?: number;
  daysAhead?: number;
}

const BATCH = 100;

/**
 * The embedded demo feed: a seeded simulator of all six leagues from 7 days ago to 7 days ahead.
 * Past days are final, future days not started, today's games go live at their start and play
 * to a final score; lines move a little before each start. Restarts rebuild the same games.
 */
export class DemoFeed implements Feed {
  readonly kind = 'demo' as const;
  private readonly now: () => Date;
  private readonly tickMs: number;
  private readonly sports: readonly Sport[];
  private readonly days: [number, number];
  private readonly schedule = new Map<string, Known[]>();
  private readonly sent = new Map<string, string>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = true;

  constructor(private readonly options: DemoFeedOptions) {
    this.now = options.now ?? (() => new Date());
    this.tickMs = options.tickMs ?? Math.max(1000, Math.round(5000 / options.speed));
    this.sports = options.sports ?? SPORTS;
    this.days = [options.daysBack ?? 7, options.daysAhead ?? 7];
  }

  async start(): Promise<void> {
    this.stopped = false;
    try {
      const written = await this.tick();
      this.options.log.info(
        { seed: this.options.seed, speed: this.options.speed, written },
        'demo feed started',
      );
    } catch (err) {
      // The next pass retries; a database hiccup at start must not keep the server down.
      this.options.log.error({ err }, 'demo feed first pass failed');
    }
    this.scheduleNext();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => 0);
  }

  /** The games of the current window (today ± days, US Eastern), in start order. */
  window(): ScheduledGame[] {
    return this.known().map((k) => k.game);
  }

  /** One pass: reports every game whose state differs from what was last written. Returns how many. */
  async tick(): Promise<number> {
    if (this.running) return this.running;
    this.running = this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async pass(): Promise<number> {
    const now = this.now();
    const changed: FeedMatchup[] = [];
    for (const k of this.known()) {
      const report = demoReport(this.options.seed, this.options.speed, k, now);
      if (this.sent.get(report.providerId) !== signature(report)) changed.push(report);
    }
    for (let i = 0; i < changed.length; i += BATCH) {
      const batch = changed.slice(i, i + BATCH);
      await this.options.publisher.publish(batch);
      for (const r of batch) this.sent.set(r.providerId, signature(r));
    }
    return changed.length;
  }

  private known(): Known[] {
    const today = easternDate(this.now());
    const dates: string[] = [];
    for (let d = -this.days[0]; d <= this.days[1]; d++) dates.push(addDays(today, d));
    // Days that left the window are forgotten (their games stay stored, final).
    for (const [key, day] of this.schedule) {
      if (dates.includes(key)) continue;
      this.schedule.delete(key);
      for (const k of day) this.sent.delete(k.game.providerId);
    }
    const all: Known[] = [];
    for (const date of dates) {
      let day = this.schedule.get(date);
      if (!day) {
        day = demoDay(
          this.options.seed,
          date,
          this.sports,
          this.options.aroundTheClock !== false,
        ).map((game) => ({ game, truth: expectation(this.options.seed, game) }));
        this.schedule.set(date, day);
      }
      all.push(...day);
    }
    return all.sort((a, b) => a.game.startsAt.getTime() - b.game.startsAt.getTime());
  }

  private scheduleNext(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.tick()
        .catch((err: unknown) => this.options.log.error({ err }, 'demo feed pass failed'))
        .finally(() => this.scheduleNext());
    }, this.tickMs);
    this.timer.unref();
  }
}
