import { describe, expect, it } from 'vitest';
import {
  CSV_COLUMNS,
  OPEN_BET_IMPORT,
  betsCsv,
  csvCell,
  parseCsv,
  uncell,
  zonedIso,
  importRefusedText,
  type CsvBet,
} from '@domain/rules/betsCsv';
import { readBetsCsv } from '@domain/contracts/betsCsv';

const BET: CsvBet = {
  id: 'b-1',
  createdAt: '2026-11-25T23:30:05.000Z',
  gradedAt: '2026-11-26T02:10:00.000Z',
  sport: 'nba',
  event: 'Boston Celtics @ Los Angeles Lakers',
  market: 'moneyline',
  bet: 'Lakers ML',
  price: 150,
  book: 'DraftKings',
  units: 2,
  status: 'win',
  profit: 3,
};

describe('Betting History CSV (docs/product.md §9 "Bet tracker")', () => {
  it('writes the columns with times in the account zone and their offset', () => {
    const csv = betsCsv([BET], 'America/New_York');
    const [header, row] = csv.trimEnd().split('\n');
    expect(header).toBe(CSV_COLUMNS.join(','));
    expect(row).toBe(
      '2026-11-25T18:30:05-05:00,NBA,Boston Celtics @ Los Angeles Lakers,Moneyline,Lakers ML,+150,DraftKings,2,win,3,2026-11-25T21:10:00-05:00,b-1',
    );
    expect(zonedIso('2026-07-01T12:00:00.000Z', 'UTC')).toBe('2026-07-01T12:00:00+00:00');
    expect(zonedIso('2026-07-01T12:00:00.000Z', 'America/Los_Angeles')).toBe(
      '2026-07-01T05:00:00-07:00',
    );
  });

  it('neutralises formulas on the way out and restores them on the way in', () => {
    for (const text of [
      '=HYPERLINK("x")',
      '+cmd',
      '-2+3',
      '@SUM(A1)',
      "'=already",
      "''+two",
      'plain',
      '-110',
      '+150',
    ]) {
      const cell = parseCsv(csvCell(text))?.[0]?.[0];
      expect(uncell(cell ?? '')).toBe(text);
    }
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('-110')).toBe('-110');
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
  });

  it('round-trips: export, read, export again gives the same file', () => {
    const bets: CsvBet[] = [
      BET,
      {
        ...BET,
        id: 'b-2',
        event: '=cmd|"/c calc"!A1, evil',
        market: 'parlay',
        bet: '2-leg parlay',
        price: 264,
        book: null,
        units: 1,
        status: 'loss',
        profit: -1,
      },
      {
        ...BET,
        id: 'b-3',
        sport: 'nfl',
        market: 'teaser',
        bet: '2-leg teaser (6 pts)',
        price: -110,
        status: 'push',
        profit: 0,
      },
      {
        ...BET,
        id: 'b-4',
        market: 'spread',
        bet: 'Lakers -3.5',
        price: -110,
        units: 1.5,
        profit: 1.3636,
      },
    ];
    const csv = betsCsv(bets, 'America/Chicago');
    const read = readBetsCsv(csv);
    expect(read.issues).toEqual([]);
    expect(read.rows.map((r) => r.row)).toEqual([2, 3, 4, 5]);
    expect(read.rows[1]?.bet.event).toBe('=cmd|"/c calc"!A1, evil');
    expect(read.rows[3]?.bet.profit).toBe(1.3636);
    expect(
      betsCsv(
        read.rows.map((r) => r.bet),
        'America/Chicago',
      ),
    ).toBe(csv);
  });

  it('names each bad row and what is wrong with it', () => {
    const good = betsCsv([BET], 'UTC').trimEnd().split('\n');
    const bad = [
      good[0],
      good[1],
      good[1]?.replace('+150', 'abc'),
      good[1]?.replace(',win,3,', ',loss,3,'),
      good[1]?.replace(',win,3,2026-11-26T02:10:00+00:00,', ',pending,,,'),
      'too,few',
    ].join('\n');
    const read = readBetsCsv(bad);
    expect(read.issues).toEqual([
      { row: 3, message: 'Odds must be American odds such as -110 or +150 (or empty)' },
      { row: 4, message: 'Profit (u) of a loss is minus the stake (-2)' },
      { row: 6, message: `The row has 2 cells where the header has ${CSV_COLUMNS.length}.` },
    ]);
    // A pending row reads; the server refuses it unless it is already saved (OPEN_BET_IMPORT).
    expect(OPEN_BET_IMPORT).toMatch(/pending/);
  });

  it('sums a refused file up by its bad rows, or names what is wrong with the whole file', () => {
    const issues = [
      { row: 3, message: 'a' },
      { row: 3, message: 'b' },
      { row: 7, message: 'c' },
    ];
    expect(importRefusedText(issues, 10)).toBe(
      'Nothing was imported: 2 of 10 rows could not be imported.',
    );
    expect(importRefusedText([{ row: 1, message: 'The file has a header but no bets.' }], 0)).toBe(
      'Nothing was imported: The file has a header but no bets.',
    );
  });

  it('checks a single win against its price, and the header', () => {
    const win = betsCsv([{ ...BET, profit: 2 }], 'UTC');
    expect(readBetsCsv(win)).toEqual({
      rows: [],
      issues: [{ row: 2, message: 'Profit (u) of a 2u win at +150 is 3' }],
      total: 1,
    });
    expect(readBetsCsv('Date,Sport\n1,2\n')).toMatchObject({ issues: [{ row: 1 }] });
    expect(readBetsCsv(`${CSV_COLUMNS.join(',')}\n`).issues).toEqual([
      { row: 1, message: 'The file has a header but no bets.' },
    ]);
    expect(readBetsCsv('"open')).toMatchObject({ issues: [{ row: 0 }] });
  });
});
