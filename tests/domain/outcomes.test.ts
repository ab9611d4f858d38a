import { describe, expect, it } from 'vitest';
import {
  gradeMargin,
  pickMargin,
  finalMargin,
  gradeMoneyline,
  gradeSpread,
  gradeTotal,
  hasFinalScore,
  sideSpread,
  spreadMargin,
  totalMargin,
  type Outcome,
} from '@domain/rules/outcomes';
import { final, matchup } from './fixtures';

describe('hasFinalScore', () => {
  it.each([
    [{ status: 'FINAL', homeScore: 100, awayScore: 90 }, true],
    [{ status: 'final', homeScore: 0, awayScore: 0 }, true],
    [{ status: 'Final/OT', homeScore: 1, awayScore: 2 }, true],
    [{ status: 'COMPLETED', homeScore: 1, awayScore: 2 }, true],
    [{ status: 'FINAL', homeScore: null, awayScore: 90 }, false],
    [{ status: 'FINAL', homeScore: 100 }, false],
    [{ status: 'NOTFINISHED', homeScore: 100, awayScore: 90 }, false],
    [{ status: 'FINAL', homeScore: Number.NaN, awayScore: 90 }, false],
  ])('%j → %s', (m, ok) => {
    expect(hasFinalScore(m)).toBe(ok);
  });
});

describe('moneyline', () => {
  it.each<[number, number, 'Home' | 'Away', Outcome]>([
    [110, 100, 'Home', 'win'],
    [110, 100, 'Away', 'loss'],
    [98, 104, 'Away', 'win'],
    [3, 3, 'Home', 'push'],
  ])('%i-%i picking %s → %s', (home, away, side, outcome) => {
    expect(gradeMoneyline(final(home, away), side)).toBe(outcome);
  });

  it('is pending until finished with both scores', () => {
    expect(gradeMoneyline(matchup({ homeScore: 100, awayScore: 90 }), 'Home')).toBe('pending');
    expect(gradeMoneyline(final(100, 90, { awayScore: null }), 'Home')).toBe('pending');
    expect(finalMargin(matchup(), 'Home')).toBeNull();
    expect(finalMargin(final(100, 90), 'Away')).toBe(-10);
  });
});

describe('spread', () => {
  // Lakers (home) -4.5, Celtics (away) +4.5 unless overridden.
  it.each<[number, number, 'Home' | 'Away', number | undefined, Outcome]>([
    [110, 100, 'Home', undefined, 'win'],
    [104, 100, 'Home', undefined, 'loss'],
    [104, 100, 'Away', undefined, 'win'],
    [110, 100, 'Away', undefined, 'loss'],
    [107, 100, 'Home', -7, 'push'],
    [108, 100, 'Home', -7, 'win'],
    [100, 107, 'Away', -7, 'push'],
    [100, 103, 'Home', 3, 'push'],
    [100, 102, 'Home', 3, 'win'],
  ])('%i-%i picking %s at %s → %s', (home, away, side, spread, outcome) => {
    expect(gradeSpread(final(home, away), side, spread)).toBe(outcome);
  });

  it('falls back to the other side’s spread negated, and is pending without any', () => {
    expect(sideSpread({ homeSpread: null, awaySpread: 3 }, 'Home')).toBe(-3);
    expect(sideSpread({ homeSpread: -3, awaySpread: null }, 'Away')).toBe(3);
    expect(sideSpread({ homeSpread: null, awaySpread: null }, 'Away')).toBeNull();
    expect(gradeSpread(final(110, 100, { homeSpread: null }), 'Home')).toBe('win');
    expect(gradeSpread(final(110, 100, { homeSpread: null, awaySpread: null }), 'Home')).toBe(
      'pending',
    );
    expect(gradeSpread(matchup(), 'Home')).toBe('pending');
    expect(spreadMargin(final(110, 100), 'Home')).toBe(5.5);
  });
});

describe('total', () => {
  it.each<[number, number, 'Over' | 'Under', number | undefined, Outcome]>([
    [115, 110, 'Over', undefined, 'win'],
    [115, 110, 'Under', undefined, 'loss'],
    [100, 100, 'Under', undefined, 'win'],
    [100, 100, 'Over', undefined, 'loss'],
    [110, 100, 'Over', 210, 'push'],
    [110, 100, 'Under', 210, 'push'],
  ])('%i-%i %s line %s → %s', (home, away, pick, line, outcome) => {
    expect(gradeTotal(final(home, away), pick, line)).toBe(outcome);
  });

  it('is pending without totalPoints or before the final', () => {
    expect(gradeTotal(final(110, 100, { totalPoints: null }), 'Over')).toBe('pending');
    expect(gradeTotal(matchup(), 'Over')).toBe('pending');
    expect(totalMargin(final(110, 100), 'Under')).toBe(10.5);
  });
});

describe('pickMargin: the one grading rule from a final score', () => {
  it.each([
    // market, side, point, home, away, margin, outcome
    ['moneyline', 'Home', 0, 24, 20, 4, 'win'],
    ['moneyline', 'Away', 0, 24, 20, -4, 'loss'],
    ['moneyline', 'Away', 0, 3, 3, 0, 'push'],
    ['spread', 'Home', -3.5, 24, 20, 0.5, 'win'],
    ['spread', 'Home', -4, 24, 20, 0, 'push'],
    ['spread', 'Away', 3.5, 24, 20, -0.5, 'loss'],
    ['total', 'Over', 44.5, 24, 20, -0.5, 'loss'],
    ['total', 'Under', 44.5, 24, 20, 0.5, 'win'],
    ['total', 'Over', 44, 24, 20, 0, 'push'],
  ] as const)('%s %s %s at %i-%i: %s', (market, side, point, home, away, margin, outcome) => {
    expect(pickMargin(market, side, point, home, away)).toBe(margin);
    expect(gradeMargin(pickMargin(market, side, point, home, away))).toBe(outcome);
  });
});
