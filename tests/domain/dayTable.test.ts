import { describe, expect, it } from 'vitest';
import { isDayTable, packDay, unpackDay, type DayTable } from '@domain/contracts/dayTable';
import type { Matchup } from '@domain/contracts/matchup';

// docs/hub.md "A day's answer": the day's cards as one table, unpacked into the same cards.

const card: Matchup = {
  id: 'g1',
  sport: 'mlb',
  awayTeam: 'New York Yankees',
  homeTeam: 'Boston Red Sox',
  awayScore: null,
  homeScore: null,
  awayMoneyLine: 120,
  homeMoneyLine: -130,
  awaySpread: 1.5,
  homeSpread: -1.5,
  totalPoints: 8.5,
  homeSpreadPrice: 150,
  awaySpreadPrice: -170,
  overPrice: -105,
  underPrice: -115,
  date: '2026-11-29',
  time: '7:05 PM',
  startsAt: '2026-11-30T00:05:00.000Z',
  status: 'NOTFINISHED',
  period: null,
  clock: null,
  awayPitcher: 'Gerrit Cole',
  quotes: null,
  aiConsensus: {
    moneyline: {
      pick: 'Away',
      recommendation: 'Lean',
      fairProbability: 0.4712,
      marketProbability: 0.4601,
      bestPrice: { book: 'fanduel', title: 'FanDuel', price: 124, point: null },
      edge: 0.0555,
      edgeLow: 0.021,
      edgeHigh: 0.07,
      stake: 0.4,
    },
    total: {
      pick: 'Under',
      fairProbability: 0.5,
      marketProbability: 0.5,
      point: 8.5,
      // A best price at another point than the pick's keeps its own.
      bestPrice: { book: '__proto__', title: 'Odd Book', price: -110, point: 9 },
      edge: -0.04,
    },
  },
};

const roundTrip = (cards: Matchup[]) =>
  unpackDay(JSON.parse(JSON.stringify(packDay(cards))) as DayTable);

describe('the day table', () => {
  it('gives back each card: a named pitcher kept, an unnamed one left out, a missing market absent', () => {
    const [back] = roundTrip([card]);
    expect(back).toEqual(card);
    expect(back).not.toHaveProperty('homePitcher');
    expect(back?.aiConsensus).not.toHaveProperty('spread');
  });

  it('keeps a card without a consensus, and one whose consensus has no market', () => {
    const bare = { ...card, id: 'g2', aiConsensus: null };
    const empty = { ...card, id: 'g3', aiConsensus: {} };
    expect(roundTrip([bare, empty])).toEqual([bare, empty]);
  });

  it('names each book once, by key, whatever the key', () => {
    const table = packDay([card, { ...card, id: 'g2' }]);
    expect(table.books).toEqual([
      ['fanduel', 'FanDuel'],
      ['__proto__', 'Odd Book'],
    ]);
    expect(JSON.stringify(table).match(/FanDuel/g)).toHaveLength(1);
  });

  it("carries each side's quote before the start, and leaves out a best price whose book it does not list", () => {
    const quoted: Matchup = {
      ...card,
      quotes: {
        awayMoneyLine: { book: 'fanduel', title: 'FanDuel', price: 124, point: null },
        homeMoneyLine: { book: 'draftkings', title: 'DraftKings', price: -128, point: null },
        awaySpread: null,
        homeSpread: { book: 'betmgm', title: 'BetMGM', price: 140, point: -1.5 },
        over: null,
        under: null,
      },
    };
    expect(roundTrip([quoted])).toEqual([quoted]);
    const table = JSON.parse(JSON.stringify(packDay([card]))) as DayTable;
    table.books = [];
    const [back] = unpackDay(table);
    expect(back?.aiConsensus?.moneyline).not.toHaveProperty('bestPrice');
  });

  it('tells a table from anything else', () => {
    expect(isDayTable(packDay([card]))).toBe(true);
    expect(isDayTable([card])).toBe(false);
    expect(isDayTable(null)).toBe(false);
    expect(isDayTable({ v: 2, books: {}, games: [] })).toBe(false);
    expect(isDayTable({ v: 1, books: null, games: [] })).toBe(false);
    expect(isDayTable({ v: 1, books: {}, games: [] })).toBe(false);
    expect(isDayTable({ v: 1, books: [], games: [[null, null, 42]] })).toBe(false);
    expect(isDayTable({ v: 1, books: [], games: [{}] })).toBe(false);
  });
});
