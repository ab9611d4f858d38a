import { describe, expect, it } from 'vitest';
import { SPORTS, SPORT_LABELS, isSport, sportFamily } from '@domain/rules/sports';

describe('sports', () => {
  it('lists the six sports with labels', () => {
    expect(SPORTS).toEqual(['nfl', 'ncaaf', 'nba', 'ncaab', 'mlb', 'nhl']);
    expect(SPORTS.map((s) => SPORT_LABELS[s])).toEqual([
      'NFL',
      'NCAAF',
      'NBA',
      'NCAAB',
      'MLB',
      'NHL',
    ]);
    expect(isSport('nba')).toBe(true);
    expect(isSport('NBA')).toBe(false);
    expect(isSport(3)).toBe(false);
  });

  it.each([
    ['nba', 'basketball'],
    ['ncaab', 'ncaab'],
    ['nfl', 'football'],
    ['ncaaf', 'football'],
    ['nhl', 'hockey'],
    ['mlb', 'baseball'],
    ['NBA', 'basketball'],
    [' nhl ', 'hockey'],
    ['wnba', 'default'],
    ['', 'default'],
  ])('sportFamily(%j) = %s', (sport, family) => {
    expect(sportFamily(sport)).toBe(family);
  });
});
