import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AiResult, Matchup } from '@domain/contracts/matchup';
import type { Db } from '../../../server/db/db';
import { SUSPEND_MS } from '../../../server/feed/demo/books';
import { DemoFeed, demoDay, demoReport, progressAt } from '../../../server/feed/demo/demoFeed';
import { expectation, LEAGUES } from '../../../server/feed/demo/model';
import { MatchupEvents } from '../../../server/matchups/events';
import { MatchupPublisher } from '../../../server/matchups/publisher';
import { MatchupStore } from '../../../server/matchups/store';
import type { FeedMatchup } from '../../../server/matchups/types';
import { toCard } from '../../../server/matchups/wire';
import { testDb } from '../helpers';

// docs/models.md "Labels in the demo market" (In play): in play the books price the game from its score and clock, dated when
// they priced it, so the edge engine reads them as live; a started game carries no label.

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const SEED = 20261122;
const DAY = '2026-11-22';

/** One model's opinion of every game: a coin flip, which moves nothing (its weight is 0). */
const opinion = (matchupId: string): AiResult => ({
  matchupId,
  promptId: 'elo',
  prompt: { id: 'elo', name: 'Elo' },
  predictedWinner: 'Home',
  confidence: 50,
  homeScore: 100,
  awayScore: 100,
  markets: {
    moneyline: { pick: 'Home', probability: 0.5 },
    spread: { pick: 'Home', probability: 0.5 },
    total: { pick: 'Over', probability: 0.5 },
  },
});

const MARKETS = ['moneyline', 'spread', 'total'] as const;

describe('the demo in play, through the store', () => {
  let db: Db;
  let store: MatchupStore;
  let clock = new Date(`${DAY}T05:00:00Z`);
  let feed: DemoFeed;

  beforeAll(async () => {
    db = await testDb();
    store = new MatchupStore(db, {
      loadAiResults: async (ids) => new Map(ids.map((id) => [id, [opinion(id)]])),
    });
    const publisher = new MatchupPublisher(store, new MatchupEvents(), quiet);
    feed = new DemoFeed({
      publisher,
      seed: SEED,
      speed: 1,
      log: quiet,
      now: () => clock,
      sports: ['nba', 'nfl'],
      daysBack: 0,
      daysAhead: 0,
    });
    await feed.tick();
  });
  afterAll(() => db.close());

  it("moves a live game's prices with its score and prices its consensus live, never labelled once started", async () => {
    const games = feed.window();
    const watched = [games.find((g) => g.sport === 'nba'), games.find((g) => g.sport === 'nfl')];
    const seen = new Map<
      string,
      { score: string; ml: number | null; card: number | null; fair: number | null }[]
    >();
    let labelledBefore = 0;
    let startedLooks = 0;
    const first = Math.min(...watched.map((g) => g?.startsAt.getTime() ?? Infinity));
    const last = Math.max(...watched.map((g) => g?.startsAt.getTime() ?? 0)) + 4 * 3_600_000;
    // The wire prices a game at the server's clock: it reads the feed's.
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let t = first - 30 * 60_000; t <= last; t += 10 * 60_000) {
      clock = new Date(t);
      vi.setSystemTime(clock);
      await feed.tick();
      const wires: Matchup[] = await store.toWireMany(await store.byDate(DAY));
      for (const m of wires) {
        const started = Date.parse(m.startsAt ?? '') <= t;
        for (const market of MARKETS) {
          const c = m.aiConsensus?.[market];
          if (!c) continue;
          if (!started) {
            if (c.recommendation) labelledBefore++;
            continue;
          }
          startedLooks++;
          // A started game carries no label and no stake on the wire.
          expect(c.recommendation ?? null).toBeNull();
          expect(c.stake ?? null).toBeNull();
        }
      }
      for (const g of watched) {
        if (!g) continue;
        const m = wires.find((w) => w.id === `demo-${g.providerId}`);
        const progress = progressAt(g, clock, 1);
        if (!m || progress <= 0 || progress >= 1) continue;
        const sharp = m.books?.find((b) => b.book === 'pinnacle');
        // In play the sharp book is dated when it priced the game: after the start.
        expect(Date.parse(sharp?.updatedAt ?? '')).toBeGreaterThan(g.startsAt.getTime());
        // The card the browsers get shows the sharp's live line (null while it is suspended).
        const card = toCard(m);
        expect([card.homeMoneyLine, card.totalPoints, card.overPrice]).toEqual([
          sharp?.homeMoneyLine ?? null,
          sharp?.totalPoints ?? null,
          sharp?.overPrice ?? null,
        ]);
        const list = seen.get(g.providerId) ?? [];
        list.push({
          score: `${m.awayScore}-${m.homeScore}`,
          ml: sharp?.homeMoneyLine ?? null,
          card: card.homeMoneyLine ?? null,
          fair: m.aiConsensus?.moneyline?.marketProbability ?? null,
        });
        seen.set(g.providerId, list);
      }
    }
    vi.useRealTimers();
    expect(labelledBefore).toBeGreaterThan(0);
    expect(startedLooks).toBeGreaterThan(20);
    for (const g of watched) {
      const looks = seen.get(g?.providerId ?? '') ?? [];
      expect(looks.length).toBeGreaterThan(5);
      // The score moves, and the sharp's moneyline and the card's market chance move with it.
      expect(new Set(looks.map((l) => l.score)).size).toBeGreaterThan(3);
      expect(new Set(looks.map((l) => l.ml).filter((x) => x !== null)).size).toBeGreaterThan(3);
      expect(new Set(looks.map((l) => l.card).filter((x) => x !== null)).size).toBeGreaterThan(3);
      expect(new Set(looks.map((l) => l.fair).filter((x) => x !== null)).size).toBeGreaterThan(3);
    }
    // The posted lines stay the close, and a final card shows it again.
    for (const g of watched) {
      if (!g) continue;
      const row = await store.byId(`demo-${g.providerId}`);
      const close = await store.closingLine(`demo-${g.providerId}`);
      expect(close?.homeMoneyLine).toBe(row?.homeMoneyLine);
      expect(close?.totalPoints).toBe(row?.totalPoints);
      expect(row?.status).toBe('FINAL');
      const card = toCard(await store.toWireOne(row as NonNullable<typeof row>));
      expect([card.homeMoneyLine, card.totalPoints]).toEqual([
        close?.homeMoneyLine,
        close?.totalPoints,
      ]);
    }
  }, 240_000);
});

describe('the demo books around a score', () => {
  it('suspends a football book for a moment after a score, then prices it again', () => {
    const g = demoDay(SEED, DAY, ['nfl'])[0];
    if (!g) throw new Error('no NFL game on the day');
    const known = { game: g, truth: expectation(SEED, g) };
    const gameMs = LEAGUES.nfl.minutes * 60_000;
    demoReport(SEED, 1, known, new Date(g.startsAt.getTime() + 1));
    const plays = (known as { played?: { plays: { at: number }[] } }).played?.plays ?? [];
    const play = plays.find((p) => p.at > 0.05 && p.at < 0.7);
    if (!play) throw new Error('no score in the game');
    const scoredAt = g.startsAt.getTime() + play.at * gameMs;
    const sharpAt = (ms: number) =>
      demoReport(SEED, 1, known, new Date(scoredAt + ms)).books?.find((b) => b.book === 'pinnacle');
    const during = sharpAt(SUSPEND_MS / 3);
    expect([during?.homeMoneyLine, during?.overPrice, during?.homeSpreadPrice]).toEqual([
      null,
      null,
      null,
    ]);
    const after = sharpAt(SUSPEND_MS * 2);
    expect(after?.overPrice).not.toBeNull();
  });
});

describe('an Odds API game in play, through the store', () => {
  it('keeps the books the provider sends after the start; the posted line stays the close', async () => {
    const db = await testDb();
    try {
      const store = new MatchupStore(db);
      const startsAt = new Date('2026-11-22T18:00:00Z');
      const book = (home: number, away: number, at: Date) => ({
        book: 'pinnacle',
        title: 'Pinnacle',
        homeMoneyLine: home,
        awayMoneyLine: away,
        homeSpread: null,
        awaySpread: null,
        totalPoints: null,
        updatedAt: at,
      });
      const report = (observedAt: Date, home: number, away: number): FeedMatchup => ({
        provider: 'oddsApi',
        providerId: 'abc',
        sport: 'nfl',
        awayTeam: 'Atlanta Falcons',
        homeTeam: 'Arizona Cardinals',
        startsAt,
        lines: { homeMoneyLine: home, awayMoneyLine: away },
        books: [book(home, away, observedAt)],
        observedAt,
      });
      await store.upsert(report(new Date('2026-11-22T17:55:00Z'), 149, -167));
      const live = await store.upsert(report(new Date('2026-11-22T19:10:00Z'), 320, -420));
      expect(live.changes.odds).toBe(true);
      const wire = await store.toWireOne(live.row);
      expect(wire.books?.[0]?.homeMoneyLine).toBe(320);
      expect(Date.parse(wire.books?.[0]?.updatedAt ?? '')).toBeGreaterThan(startsAt.getTime());
      expect([wire.homeMoneyLine, wire.awayMoneyLine]).toEqual([149, -167]);
    } finally {
      await db.close();
    }
  });
});
