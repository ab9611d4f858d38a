import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Matchup } from '@domain/contracts/matchup';
import type { Db } from '../../../server/db/db';
import { DemoFeed, progressAt } from '../../../server/feed/demo/demoFeed';
import { LEAGUES } from '../../../server/feed/demo/model';
import { MatchupEvents } from '../../../server/matchups/events';
import { MatchupPublisher } from '../../../server/matchups/publisher';
import { MatchupStore } from '../../../server/matchups/store';
import { testDb } from '../helpers';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const SEED = 20261122;

describe('demo feed through the store (fake clock)', () => {
  let db: Db;
  let store: MatchupStore;
  let events: MatchupEvents;
  let publisher: MatchupPublisher;
  let clock = new Date('2026-11-22T23:00:00Z');
  const log: { event: string; id: string; score?: string }[] = [];

  const feed = (speed = 30) =>
    new DemoFeed({
      publisher,
      seed: SEED,
      speed,
      log: quiet,
      now: () => clock,
      sports: ['nba', 'nhl'],
      daysBack: 1,
      daysAhead: 1,
    });

  beforeAll(async () => {
    db = await testDb();
    store = new MatchupStore(db);
    events = new MatchupEvents();
    publisher = new MatchupPublisher(store, events, quiet);
    const score = (m: Matchup) => `${m.awayScore}-${m.homeScore}`;
    events.on('matchupAdded', (m) => log.push({ event: 'added', id: m.id }));
    events.on('matchupChanged', (m) => log.push({ event: 'changed', id: m.id, score: score(m) }));
    events.on('gameFinished', (m) => log.push({ event: 'finished', id: m.id, score: score(m) }));
  });
  afterAll(() => db.close());

  it('fills yesterday final, tomorrow not started, and today by the clock', async () => {
    const f = feed();
    const written = await f.tick();
    expect(written).toBe(f.window().length);
    const yesterday = await store.byDate('2026-11-21');
    const tomorrow = await store.byDate('2026-11-23');
    expect(yesterday.length).toBeGreaterThan(5);
    expect(
      yesterday.every(
        (m) => m.status === 'FINAL' && m.homeScore !== null && m.homeScore !== m.awayScore,
      ),
    ).toBe(true);
    expect(
      tomorrow.every(
        (m) => m.status === 'NOTFINISHED' && m.homeScore === null && m.homeMoneyLine !== null,
      ),
    ).toBe(true);
    for (const m of await store.byDate('2026-11-22')) {
      const started = m.startsAt <= clock;
      expect(m.homeScore === null).toBe(!started);
    }
    expect(log.filter((e) => e.event === 'added')).toHaveLength(written);
    // Lines that moved before a past game's start were kept as snapshots; the last one is the closing line.
    const past = yesterday[0]!;
    const snaps = await store.snapshots(past.id);
    expect(snaps.length).toBeGreaterThan(1);
    const closing = await store.closingLine(past.id);
    expect([closing?.homeSpread, closing?.homeMoneyLine, closing?.totalPoints]).toEqual([
      past.homeSpread,
      past.homeMoneyLine,
      past.totalPoints,
    ]);
  });

  it('is idempotent on restart: a new feed with the same seed writes and announces nothing', async () => {
    log.length = 0;
    const before = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM odds_snapshots');
    const restarted = feed();
    await restarted.tick();
    expect(log).toEqual([]);
    const after = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM odds_snapshots');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    expect(await restarted.tick()).toBe(0);
  });

  it('takes a game live at its start and plays it to a final score, with updates along the way', async () => {
    const f = feed();
    const game = f.window().find((g) => g.date === '2026-11-23' && g.sport === 'nba')!;
    const id = `demo-${game.providerId}`;
    log.length = 0;
    clock = new Date(game.startsAt.getTime() - 60_000);
    await f.tick();
    expect((await store.byId(id))?.homeScore).toBeNull();

    const realMinutes = LEAGUES.nba.minutes / 30;
    const scores: [number, number][] = [];
    for (let s = 0; s <= realMinutes * 60 + 30; s += 5) {
      clock = new Date(game.startsAt.getTime() + s * 1000);
      await f.tick();
      const row = (await store.byId(id))!;
      if (progressAt(game, clock, 30) < 1) expect(row.status).toBe('NOTFINISHED');
      scores.push([row.awayScore ?? 0, row.homeScore ?? 0]);
    }
    const final = (await store.byId(id))!;
    expect(final.status).toBe('FINAL');
    expect(final.homeScore).not.toBe(final.awayScore);
    expect(final.homeScore! + final.awayScore!).toBeGreaterThan(150);
    // Scores only go up, in many steps, and the game's updates were announced.
    for (let i = 1; i < scores.length; i++) {
      expect(scores[i]![0]).toBeGreaterThanOrEqual(scores[i - 1]![0]);
      expect(scores[i]![1]).toBeGreaterThanOrEqual(scores[i - 1]![1]);
    }
    expect(new Set(scores.map(String)).size).toBeGreaterThan(20);
    const mine = log.filter((e) => e.id === id);
    expect(mine.filter((e) => e.event === 'changed').length).toBeGreaterThan(20);
    expect(mine.filter((e) => e.event === 'finished')).toEqual([
      { event: 'finished', id, score: `${final.awayScore}-${final.homeScore}` },
    ]);
    expect(final.updatedAt.getTime()).toBeGreaterThan(final.createdAt.getTime());
  });

  it('runs on a timer once started and stops cleanly', async () => {
    const f = new DemoFeed({
      publisher: { publish: async () => [] },
      seed: SEED,
      speed: 1,
      log: quiet,
      tickMs: 20,
      sports: ['nhl'],
      daysBack: 0,
      daysAhead: 0,
    });
    // Passes are counted whether or not the day has games to report (some days have no NHL).
    const passes = vi.spyOn(f, 'tick');
    // The feed's own clock is real; only its tick timer is driven here, without waiting.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await f.start();
      await vi.advanceTimersByTimeAsync(120);
      await f.stop();
      const seen = passes.mock.calls.length;
      await vi.advanceTimersByTimeAsync(200);
      // The first pass at start, then one every 20 ms.
      expect(seen).toBeGreaterThanOrEqual(4);
      expect(passes.mock.calls.length).toBe(seen);
    } finally {
      vi.useRealTimers();
    }
  });
});
