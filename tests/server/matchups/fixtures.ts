import type { FeedMatchup } from '../../../server/matchups/types';

/** A feed report for tests: an NBA game on the evening of 2026-11-22 (Eastern). */
export function report(overrides: Partial<FeedMatchup> = {}): FeedMatchup {
  return {
    provider: 'test',
    providerId: 'g1',
    sport: 'nba',
    awayTeam: 'Boston Celtics',
    homeTeam: 'Los Angeles Lakers',
    startsAt: new Date('2026-11-23T03:30:00Z'),
    status: 'NOTFINISHED',
    lines: {
      awayMoneyLine: 130,
      homeMoneyLine: -150,
      awaySpread: 3.5,
      homeSpread: -3.5,
      totalPoints: 228.5,
    },
    observedAt: new Date('2026-11-22T15:00:00Z'),
    ...overrides,
  };
}
