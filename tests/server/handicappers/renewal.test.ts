import { describe, expect, it } from 'vitest';
import { renewalDate } from '../../../server/handicappers/subscriptions';
import { toRecord } from '../../../server/handicappers/records';

describe('renewalDate', () => {
  it('is the first monthly anniversary after now', () => {
    const start = new Date('2025-01-15T10:00:00Z');
    expect(renewalDate(start, new Date('2025-01-15T10:00:00Z')).toISOString()).toBe(
      '2025-02-15T10:00:00.000Z',
    );
    expect(renewalDate(start, new Date('2025-03-14T09:00:00Z')).toISOString()).toBe(
      '2025-03-15T10:00:00.000Z',
    );
    expect(renewalDate(start, new Date('2025-03-15T11:00:00Z')).toISOString()).toBe(
      '2025-04-15T10:00:00.000Z',
    );
  });
});

describe('toRecord', () => {
  it('has no win rate without decided picks, and no ROI without units risked', () => {
    expect(
      toRecord({ wins: 0, losses: 0, pushes: 3, units: 0, risked: 3, clv: null }),
    ).toMatchObject({
      picks: 3,
      winRate: null,
      roi: 0,
      sampleSize: 'small',
    });
    expect(
      toRecord({ wins: 0, losses: 0, pushes: 0, units: 0, risked: 0, clv: null }),
    ).toMatchObject({ picks: 0, winRate: null, roi: null });
  });

  it('is ROI = units / risked at the prices taken, not at -110', () => {
    // 3 wins at +150 (1.5u each) and 2 losses on 1u: +2.5u over 5u risked.
    expect(
      toRecord({ wins: 3, losses: 2, pushes: 0, units: 2.5, risked: 5, clv: null }),
    ).toMatchObject({ winRate: 60, units: 2.5, risked: 5, roi: 50 });
  });

  it('is a full sample from 20 graded picks', () => {
    expect(
      toRecord({ wins: 10, losses: 10, pushes: 0, units: -0.9, risked: 20, clv: 0.04 }),
    ).toMatchObject({
      picks: 20,
      winRate: 50,
      roi: -4.5,
      clv: 0,
      sampleSize: 'ok',
    });
  });
});
