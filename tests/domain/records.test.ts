import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RECORD_KEYS,
  aggregateResults,
  emptyRow,
  groupAggregatedRows,
  sortAggregatedRows,
  totalRecord,
} from '@domain/rules/records';
import { aggregatedResultRowSchema, type AggregatedResultRow } from '@domain/contracts/records';
import { final, matchup, result } from './fixtures';

describe('aggregateResults', () => {
  // nba, Lakers (home) -4.5, total 220.5. Final 120-100: home wins by 20, covers, total 220 (Under).
  const game = final(120, 100, {
    aiResults: [
      // margin 10 (bet), spread 5.5 (bet), total 230 → Over 9.5 (lean), razor.
      result('a', 120, 110, { confidence: 90 }),
      // margin 9 (bet), spread 4.5 (bet), total 209 → Under 11.5 (bet).
      result('b', 109, 100, { confidence: 60, prompt: null }),
      // margin 6 Away (lean), spread 10.5 Away (bet), total 216 → Under 4.5 (none).
      result('c', 105, 111, { confidence: 85 }),
    ],
  });

  it('classifies each result per market and grades it', () => {
    const rows = aggregateResults([game]);
    expect(rows.map((r) => [r.modelId, r.modelName])).toEqual([
      ['a', 'Model A'],
      ['b', 'Model b'],
      ['c', 'Model C'],
    ]);
    const [a, b, c] = rows as [AggregatedResultRow, AggregatedResultRow, AggregatedResultRow];
    expect(a).toMatchObject({
      sport: 'nba',
      date: '2025-11-22',
      moneylineBets: { wins: 1, total: 1 },
      spreadBets: { wins: 1, total: 1 },
      overLeans: { wins: 0, total: 1 },
      consensusBets: { wins: 1, total: 1 },
      razorBets: { wins: 1, total: 1 },
      totalLeans: { wins: 0, total: 1 },
      totalBets: { wins: 2, total: 2 },
    });
    expect(b).toMatchObject({
      moneylineBets: { wins: 1, total: 1 },
      spreadBets: { wins: 1, total: 1 },
      underBets: { wins: 1, total: 1 },
      consensusBets: { wins: 1, total: 1 },
      razorBets: { wins: 0, total: 0 },
      totalBets: { wins: 3, total: 3 },
    });
    expect(c).toMatchObject({
      moneylineLeans: { wins: 0, total: 1 },
      spreadBets: { wins: 0, total: 1 },
      underLeans: { wins: 0, total: 0 },
      consensusBets: { wins: 0, total: 0 },
      razorBets: { wins: 0, total: 1 },
      totalLeans: { wins: 0, total: 1 },
      totalBets: { wins: 0, total: 1 },
    });
    for (const row of rows) expect(aggregatedResultRowSchema.parse(row)).toEqual(row);
    expect(totalRecord(a)).toMatchObject({ wins: 2, total: 3 });
  });

  it('counts no consensus when one of the side falls short of the bet minimum', () => {
    const rows = aggregateResults([
      final(120, 100, { aiResults: [result('a', 120, 110), result('b', 108, 100)] }),
    ]);
    expect(rows.every((r) => r.consensusBets.total === 0)).toBe(true);
  });

  it('counts nothing before the final or without both scores, and a push apart (W-L-P)', () => {
    const pending = matchup({ aiResults: [result('a', 120, 110, { confidence: 90 })] });
    const noScore = final(120, 100, { awayScore: null, aiResults: [result('a', 120, 110)] });
    const [row] = aggregateResults([pending, noScore]);
    for (const key of RECORD_KEYS) expect(row?.[key]).toMatchObject({ wins: 0, total: 0 });

    const push = final(110, 110, { totalPoints: 220, aiResults: [result('a', 118, 108)] });
    const [p] = aggregateResults([push]);
    // A 110-110 tie pushes the moneyline; 220 lands on the line for the Over lean (226 predicted).
    expect(p?.moneylineBets).toMatchObject({ wins: 0, pushes: 1, total: 1 });
    expect(p?.overLeans).toMatchObject({ wins: 0, pushes: 1, total: 1 });
    expect(p?.spreadBets).toMatchObject({ wins: 0, total: 1 });
    // Pushes sum into the Total column (the moneyline bet and the Over lean at least).
    expect(totalRecord(p!).pushes).toBeGreaterThanOrEqual(2);
  });

  it('skips the total market without totalPoints and results without scores', () => {
    const [row] = aggregateResults([
      final(120, 100, {
        totalPoints: null,
        aiResults: [result('a', 130, 110), { ...result('b', 1, 1), homeScore: null }],
      }),
    ]);
    expect(row?.overBets).toMatchObject({ wins: 0, total: 0 });
    expect(row?.moneylineBets).toMatchObject({ wins: 1, total: 1 });
  });

  it('keeps one row per model, sport and date', () => {
    const rows = aggregateResults([
      final(120, 100, { id: 'x', aiResults: [result('a', 120, 110)] }),
      final(120, 100, { id: 'y', aiResults: [result('a', 120, 110)] }),
      final(120, 100, { id: 'z', date: '2025-11-21', aiResults: [result('a', 120, 110)] }),
      final(5, 1, { id: 'w', sport: 'mlb', aiResults: [result('a', 6, 1)] }),
      matchup({ id: 'v', date: null, aiResults: [result('a', 120, 110)] }),
    ]);
    expect(rows.map((r) => [r.date, r.sport, r.moneylineBets.total])).toEqual([
      ['2025-11-22', 'mlb', 1],
      ['2025-11-22', 'nba', 2],
      ['2025-11-21', 'nba', 1],
      ['', 'nba', 0],
    ]);
  });
});

describe('sorting and grouping', () => {
  const row = (modelId: string, sport: string, date: string, wins = 1): AggregatedResultRow => ({
    ...emptyRow(modelId, `Model ${modelId}`, sport, date),
    moneylineLeans: { wins, total: 2 },
  });

  it('sorts by date newest, then sport, then model id (numeric aware)', () => {
    const sorted = sortAggregatedRows([
      row('10', 'nba', '2025-11-21'),
      row('2', 'nba', '2025-11-22'),
      row('10', 'nba', '2025-11-22'),
      row('1', 'mlb', '2025-11-22'),
    ]);
    expect(sorted.map((r) => `${r.date} ${r.sport} ${r.modelId}`)).toEqual([
      '2025-11-22 mlb 1',
      '2025-11-22 nba 2',
      '2025-11-22 nba 10',
      '2025-11-21 nba 10',
    ]);
  });

  const arbRow = fc
    .record({
      modelId: fc.constantFrom('1', '2', '10', 'elo'),
      sport: fc.constantFrom('nba', 'nfl', 'mlb'),
      date: fc.constantFrom('2025-11-20', '2025-11-21', '2025-11-22'),
      wins: fc.nat(5),
    })
    .map((o) => row(o.modelId, o.sport, o.date, o.wins));

  it('is a stable total order (property)', () => {
    fc.assert(
      fc.property(fc.array(arbRow, { maxLength: 25 }), (rows) => {
        const tagged = rows.map((r, i) => ({ ...r, modelName: String(i) }));
        const sorted = sortAggregatedRows(tagged);
        expect(sorted).toHaveLength(rows.length);
        expect(sortAggregatedRows(sorted)).toEqual(sorted);
        for (let i = 1; i < sorted.length; i++) {
          const [p, c] = [sorted[i - 1], sorted[i]] as [AggregatedResultRow, AggregatedResultRow];
          expect(p.date >= c.date).toBe(true);
          if (p.date === c.date && p.sport === c.sport && p.modelId === c.modelId) {
            expect(Number(p.modelName)).toBeLessThan(Number(c.modelName));
          }
        }
      }),
    );
  });

  it('groups rows by model, sport and date, summing records', () => {
    const rows = [
      row('a', 'nba', '2025-11-22'),
      row('a', 'nfl', '2025-11-21'),
      row('b', 'nba', '2025-11-21'),
    ];
    expect(
      groupAggregatedRows(rows, 'model').map((g) => [g.key, g.label, g.moneylineLeans]),
    ).toEqual([
      ['a', 'Model a', { wins: 2, pushes: 0, total: 4, units: 0, priced: 0 }],
      ['b', 'Model b', { wins: 1, pushes: 0, total: 2, units: 0, priced: 0 }],
    ]);
    expect(
      groupAggregatedRows(rows, 'sport').map((g) => [g.label, g.moneylineLeans.total]),
    ).toEqual([
      ['NBA', 4],
      ['NFL', 2],
    ]);
    expect(groupAggregatedRows(rows, 'date').map((g) => [g.label, g.moneylineLeans.total])).toEqual(
      [
        ['2025-11-22', 2],
        ['2025-11-21', 4],
      ],
    );
  });
});

describe('Total Results at the prices taken', () => {
  it('adds units and priced picks beside each win-loss; a push returns the stake, an unpriced moneyline stays out', () => {
    // nba, home -170 / away +150, home -4.5, total 220.5; final 110-100 (home covers, under).
    const priced = final(110, 100, { homeSpreadPrice: -105, awaySpreadPrice: -115 });
    const [row] = aggregateResults([{ ...priced, aiResults: [result('a', 120, 100)] }]);
    // Moneyline Bet on the home side at -170 wins 100/170; spread Bet at -105 wins 100/105.
    expect(row?.moneylineBets).toEqual({ wins: 1, pushes: 0, total: 1, units: 0.59, priced: 1 });
    expect(row?.spreadBets).toEqual({ wins: 1, pushes: 0, total: 1, units: 0.95, priced: 1 });
    const unpriced = final(110, 100, { homeMoneyLine: null });
    const [other] = aggregateResults([{ ...unpriced, aiResults: [result('a', 120, 100)] }]);
    expect(other?.moneylineBets).toEqual({ wins: 1, pushes: 0, total: 1, units: 0, priced: 0 });
    // The spread without a posted price is graded at -110.
    expect(other?.spreadBets).toEqual({ wins: 1, pushes: 0, total: 1, units: 0.91, priced: 1 });
    expect(totalRecord(other ?? row!)).toMatchObject({ priced: 1, units: 0.91 });
  });
});
