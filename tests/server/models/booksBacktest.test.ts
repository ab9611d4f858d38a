import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bandTable, evaluateBooks, readSeasons } from '../../../server/models/booksBacktest';

// A season folder in The Odds API v4 layout, written here: two games, three books each.
function season(): string {
  const dir = mkdtempSync(join(tmpdir(), 'books-'));
  mkdirSync(join(dir, 'odds'));
  const bookmaker = (
    key: string,
    home: number,
    away: number,
    spread: number,
    sp: [number, number],
  ) => ({
    key,
    title: key.toUpperCase(),
    last_update: '2030-09-10T16:55:00Z',
    markets: [
      {
        key: 'h2h',
        outcomes: [
          { name: 'Home A', price: home },
          { name: 'Away A', price: away },
        ],
      },
      {
        key: 'spreads',
        outcomes: [
          { name: 'Home A', price: sp[0], point: spread },
          { name: 'Away A', price: sp[1], point: -spread },
        ],
      },
    ],
  });
  const event = (id: string, books: unknown[]) => ({
    id,
    sport_key: 'americanfootball_nfl',
    commence_time: '2030-09-10T17:00:00Z',
    home_team: 'Home A',
    away_team: 'Away A',
    bookmakers: books,
  });
  writeFileSync(
    join(dir, 'odds', '2030-09-10T165500Z.json'),
    JSON.stringify({
      timestamp: '2030-09-10T16:55:00Z',
      data: [
        event('e1', [
          bookmaker('pinnacle', -150, 135, -3, [-105, -105]),
          // +150 on the away side: 0.4149 × 2.5 − 1 = +3.7%, a winner below.
          bookmaker('bovada', -170, 150, -3, [-110, -110]),
          // Its own no-vig home chance is 8 points off Pinnacle's: stale, never the best price.
          bookmaker('stale', 110, -130, -3, [-110, -110]),
        ]),
        event('e2', [bookmaker('bovada', -120, 100, -1.5, [-110, -110])]),
      ],
    }),
  );
  writeFileSync(
    join(dir, 'scores.json'),
    JSON.stringify([
      {
        id: 'e1',
        sport_key: 'x',
        commence_time: '2030-09-10T17:00:00Z',
        completed: true,
        home_team: 'Home A',
        away_team: 'Away A',
        scores: [
          { name: 'Home A', score: '17' },
          { name: 'Away A', score: '20' },
        ],
        last_update: null,
      },
      {
        id: 'e2',
        sport_key: 'x',
        commence_time: '2030-09-10T17:00:00Z',
        completed: true,
        home_team: 'Home A',
        away_team: 'Away A',
        scores: [
          { name: 'Home A', score: '24' },
          { name: 'Away A', score: '21' },
        ],
        last_update: null,
      },
    ]),
  );
  return dir;
}

describe('npm run backtest:books on a season it has never seen', () => {
  it('prices each side against the sharp no-vig line at the best non-stale other book, and grades it', () => {
    const { events, scores } = readSeasons([season()]);
    const bets = evaluateBooks(events, scores);
    const away = bets.find(
      (b) => b.event === 'e1' && b.market === 'moneyline' && b.side === 'Away',
    );
    const q1 = 150 / 250;
    const q2 = 100 / 235;
    expect(away).toMatchObject({ book: 'bovada', price: 150, result: 'won', sharp: true });
    expect(away?.fair).toBeCloseTo(q2 / (q1 + q2), 10);
    expect(away?.edge).toBeCloseTo((q2 / (q1 + q2)) * 2.5 - 1, 10);
    // Home at the stale book's +110 is left out: the best home price is Bovada's -170.
    expect(
      bets.find((b) => b.event === 'e1' && b.market === 'moneyline' && b.side === 'Home')?.price,
    ).toBe(-170);
    // A game with no sharp book is priced from the books' median and kept apart.
    expect(bets.filter((b) => b.event === 'e2').every((b) => !b.sharp)).toBe(true);
    // Spread: away +3 won outright by 3, so it covers.
    expect(
      bets.find((b) => b.event === 'e1' && b.market === 'spread' && b.side === 'Away')?.result,
    ).toBe('won');
    const table = bandTable(bets.filter((b) => b.sharp && b.market === 'moneyline'));
    const band = table.find((r) => r.band === 'edge 2-5%');
    expect(band).toMatchObject({ n: 1, roi: 1.5 });
    expect(band?.interval).toBeGreaterThan(0);
  });
});
