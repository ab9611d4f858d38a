import { encode } from '@msgpack/msgpack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiResult, MarketConsensus, Matchup } from '@domain/contracts/matchup';
import { QUOTE_SIDES } from '@domain/contracts/quoteSides';
import {
  GAME_COLUMNS,
  isDayTable,
  packDay,
  unpackDay,
  type DayTable,
} from '@domain/contracts/dayTable';
import { DEFAULT_PRICING } from '@domain/pricing/fairLine';
import type { Db } from '../../../server/db/db';
import { matchupOdds } from '../../../server/matchups/books';
import { MatchupEvents } from '../../../server/matchups/events';
import { MatchupPublisher } from '../../../server/matchups/publisher';
import { MatchupStore } from '../../../server/matchups/store';
import { toCard, toWire } from '../../../server/matchups/wire';
import { testDb } from '../helpers';
import { wireDay } from './dayFixture';
import { report } from './fixtures';

// docs/architecture.md "The wire": the hub carries each game's card, priced once on the server.

const day = wireDay();
const priced = day.rows.map((r) =>
  toWire(r, day.results.get(r.id), { books: day.books.get(r.id) ?? [], pricing: DEFAULT_PRICING }),
);
const BEFORE_ANY_START = Date.now();

const MARKETS = ['moneyline', 'spread', 'total'] as const;
const SIDE = {
  moneyline: { Home: 'homeMoneyLine', Away: 'awayMoneyLine' },
  spread: { Home: 'homeSpread', Away: 'awaySpread' },
  total: { Over: 'over', Under: 'under' },
} as const;
const sideOf = (market: (typeof MARKETS)[number], pick: MarketConsensus['pick']) =>
  (SIDE[market] as Record<string, keyof ReturnType<typeof matchupOdds>['best']>)[pick]!;

describe('the card on the wire', () => {
  it('carries the consensus priced here, and no books, pricing, model results or summary', () => {
    const card = toCard(priced[0]!);
    expect(card).not.toHaveProperty('books');
    expect(card).not.toHaveProperty('pricing');
    expect(card).not.toHaveProperty('aiResults');
    expect(card.aiConsensus).not.toHaveProperty('summary');
    const full = priced[0]!.aiConsensus!.spread!;
    expect(card.aiConsensus?.spread).toEqual({
      pick: full.pick,
      ...(full.recommendation ? { recommendation: full.recommendation } : {}),
      fairProbability: full.fairProbability,
      marketProbability: full.marketProbability,
      point: full.point,
      bestPrice: {
        book: full.bestPrice!.book,
        title: full.bestPrice!.title,
        price: full.bestPrice!.price,
        point: full.bestPrice!.point,
      },
      edge: full.edge,
      edgeLow: full.edgeLow,
      edgeHigh: full.edgeHigh,
      ...(full.stake != null ? { stake: full.stake } : {}),
      ...(full.stakedWith ? { stakedWith: full.stakedWith } : {}),
    });
    // The game's own facts travel whole, nulls included (a push clears a score or a clock).
    expect(card).toMatchObject({
      id: priced[0]!.id,
      homeTeam: priced[0]!.homeTeam,
      awayScore: null,
      period: null,
      clock: null,
      startsAt: priced[0]!.startsAt,
    });
  });

  it("names each pick's best book by key and title: the odds route's best of that side, never a stale book", () => {
    let compared = 0;
    for (const full of priced) {
      const card = toCard(full);
      const odds = matchupOdds(full, BEFORE_ANY_START);
      expect(odds.pricedFrom).toBe('books');
      for (const market of MARKETS) {
        const pick = card.aiConsensus?.[market];
        if (!pick?.bestPrice) continue;
        const best = odds.best[sideOf(market, pick.pick)];
        expect(best).toMatchObject(pick.bestPrice);
        const listed = odds.books.find((b) => b.book === pick.bestPrice!.book);
        expect(listed?.staleMarkets).not.toContain(market);
        expect(odds.reference?.book).not.toBe(pick.bestPrice.book);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(priced.length * 2);
  });

  it('once started without the sharp book moving, the odds route reads the posted close as the card does', () => {
    const full = priced[0]!;
    const after = Date.parse(full.startsAt!) + 60_000;
    const odds = matchupOdds(full, after);
    expect(odds.pricedFrom).toBe('posted');
    expect(odds.books.every((b) => !b.stale)).toBe(true);
    expect(odds.best.homeMoneyLine).toMatchObject({ book: 'posted', price: full.homeMoneyLine });
    expect(odds.best.awayMoneyLine).toMatchObject({ book: 'posted', price: full.awayMoneyLine });
  });

  it("quotes each side's best book price before the start (the price a click takes), and none after", () => {
    const full = priced[0]!;
    const card = toCard(full);
    const { best } = matchupOdds(full);
    for (const side of QUOTE_SIDES) {
      const q = best[side];
      expect(card.quotes?.[side]).toEqual(
        q && { book: q.book, title: q.title, price: q.price, point: q.point },
      );
    }
    expect(card.quotes?.awayMoneyLine?.book).not.toBe('posted');
    const started = { ...full, startsAt: new Date(Date.now() - 60_000).toISOString() };
    // Null, not absent: the push that follows the start clears the quotes a browser holds.
    expect(toCard(started).quotes).toBeNull();
  });

  // docs/benchmarks.md "The matchups answer": the day's answer is one table (docs/hub.md "A
  // day's answer"), at most 150 KB of JSON for 300 games, and the same table in MessagePack
  // smaller still.
  it('keeps the day of 300 games within 150 KB of JSON as a table, and MessagePack smaller still', () => {
    const cards = priced.map(toCard);
    const table = packDay(cards);
    const json = Buffer.byteLength(JSON.stringify(table));
    expect(table.games).toHaveLength(300);
    expect(json).toBeLessThanOrEqual(150 * 1024);
    expect(encode(table).byteLength).toBeLessThan(json);
    expect(json).toBeLessThan(Buffer.byteLength(JSON.stringify(cards)) / 2);
  });

  it('unpacks the table into the very cards it was made from', () => {
    const cards = priced.map(toCard);
    // Through JSON, as a browser reads it (no undefined on the wire).
    const sent = JSON.parse(JSON.stringify(packDay(cards))) as DayTable;
    expect(isDayTable(sent)).toBe(true);
    expect(unpackDay(sent)).toEqual(JSON.parse(JSON.stringify(cards)));
  });

  it('names every field a card carries in the table layout', () => {
    const known = new Set<string>([...GAME_COLUMNS, 'aiConsensus', 'quotes']);
    for (const card of priced.map(toCard))
      expect(Object.keys(card).filter((k) => !known.has(k))).toEqual([]);
  });
});

describe('a model result arriving', () => {
  let db: Db;
  beforeAll(async () => {
    db = await testDb();
  });
  afterAll(() => db.close());

  it('sends the game’s card with its consensus priced again on the server', async () => {
    const results: AiResult[] = [];
    const store = new MatchupStore(db, {
      loadAiResults: async (ids) => new Map(ids.map((id) => [id, results])),
    });
    const events = new MatchupEvents();
    const publisher = new MatchupPublisher(store, events, { warn: () => {}, error: () => {} });
    const [added] = await publisher.publish([report({ providerId: 'push-1' })]);
    const sent: Matchup[] = [];
    events.on('matchupChanged', (m) => sent.push(m));
    results.push({
      matchupId: added!.row.id,
      promptId: 'elo',
      prompt: { id: 'elo', name: 'Elo' },
      predictedWinner: 'Home',
      confidence: 70,
      homeScore: 118,
      awayScore: 104,
      summary: 'Elo: Lakers by 14.',
      analysis: 'A paragraph.',
    });
    // Two results of the game within the window: one card, priced once.
    await publisher.aiResultsChanged(added!.row.id);
    await publisher.aiResultsChanged(added!.row.id);
    await publisher.repriced();
    expect(sent).toHaveLength(1);
    const card = sent[0]!;
    const priced = await store.toWireOne(added!.row);
    expect(card).toEqual(toCard(priced));
    expect(card.aiConsensus?.moneyline?.pick).toBe('Home');
    expect(card).not.toHaveProperty('aiResults');
    // An unknown game announces nothing.
    await publisher.aiResultsChanged('no-such-game');
    await publisher.repriced();
    expect(sent).toHaveLength(1);
  });
});
