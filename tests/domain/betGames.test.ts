import { describe, expect, it } from 'vitest';
import { betGameIds, gameStateText } from '@domain/rules/betGames';
import type { BetGame } from '@domain/contracts/betGames';

const game = (over: Partial<BetGame>): BetGame => ({
  matchupId: 'g1',
  sport: 'nba',
  awayTeam: 'Boston Celtics',
  homeTeam: 'Los Angeles Lakers',
  status: 'NOTFINISHED',
  startsAt: '2026-11-26T00:30:00.000Z',
  period: null,
  clock: null,
  awayScore: null,
  homeScore: null,
  ...over,
});
const now = new Date('2026-11-25T20:00:00.000Z');

describe('an open bet’s game state', () => {
  it('before the start: the start as the formatter given writes it', () => {
    const seen: string[] = [];
    const text = gameStateText(game({}), now, (start) => {
      seen.push(start.toISOString());
      return '7:30 PM EST';
    });
    expect(text).toBe('Starts 7:30 PM EST');
    expect(seen).toEqual(['2026-11-26T00:30:00.000Z']);
    expect(gameStateText(game({ startsAt: 'soon' }), now, String)).toBe('Start time TBD');
  });

  it('live: period and clock, scores away-home; finished: Final', () => {
    const live = game({
      startsAt: '2026-11-25T19:00:00.000Z',
      period: 'Q3',
      clock: '4:12',
      awayScore: 55,
      homeScore: 60,
    });
    expect(gameStateText(live, now, String)).toBe('Q3 4:12 · 55-60');
    expect(gameStateText({ ...live, period: null, clock: null }, now, String)).toBe(
      'In Progress · 55-60',
    );
    expect(
      gameStateText({ ...live, status: 'FINAL', awayScore: 99, homeScore: 102 }, now, String),
    ).toBe('Final 99-102');
  });

  it('a bet’s games: a single’s own, a combo’s included matchups', () => {
    expect(betGameIds({ betMode: 'single', matchupId: 'a', includedMatchups: [] })).toEqual(['a']);
    expect(betGameIds({ betMode: 'parlay', matchupId: 'a', includedMatchups: ['a', 'b'] })).toEqual(
      ['a', 'b'],
    );
    expect(betGameIds({ betMode: 'single', matchupId: '', includedMatchups: [] })).toEqual([]);
  });
});
