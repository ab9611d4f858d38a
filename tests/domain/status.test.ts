import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareMatchups,
  gameState,
  isFinished,
  parseTimeOfDay,
  sortMatchups,
  sortTimeOfDay,
  startInstant,
  startTimeText,
  statusLabel,
  tryParseTimeOfDay,
} from '@domain/rules/status';
import type { Matchup } from '@domain/contracts/matchup';
import { matchup } from './fixtures';

// 7:30 PM Eastern on 2025-11-22 is 00:30Z on the 23rd.
const BEFORE = new Date('2025-11-22T20:00:00Z');
const AFTER = new Date('2025-11-23T01:00:00Z');

describe('isFinished', () => {
  it.each([
    ['FINAL', true],
    ['final', true],
    ['Final/OT', true],
    ['F/Final', true],
    ['COMPLETED', true],
    ['completed', true],
    ['FINISHED', true],
    ['Finished', true],
    ['ended', true],
    ['ENDED', true],
    [' FINAL ', true],
    ['NOTFINISHED', false],
    ['notfinished', false],
    ['InProgress', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('isFinished(%j) = %s', (status, finished) => {
    expect(isFinished(status)).toBe(finished);
  });
});

describe('parseTimeOfDay', () => {
  it.each([
    ['7:30 PM', 19 * 60 + 30],
    ['7:30PM', 19 * 60 + 30],
    ['7:30 pm', 19 * 60 + 30],
    ['7:30 p.m.', 19 * 60 + 30],
    ['7 PM', 19 * 60],
    ['7pm', 19 * 60],
    ['12:00 PM', 12 * 60],
    ['12:15 AM', 15],
    ['11:59 PM', 23 * 60 + 59],
    ['7:30 PM ET', 19 * 60 + 30],
    ['19:30', 19 * 60 + 30],
    ['19:30:00', 19 * 60 + 30],
    ['00:05', 5],
    ['2025-11-23T00:30:00Z', 19 * 60 + 30],
    ['2025-11-23T00:30:00.000Z', 19 * 60 + 30],
    ['2025-07-04T17:00:00+00:00', 13 * 60],
    ['2025-11-22T19:30:00', 19 * 60 + 30],
    ['TBD', 0],
    ['tbd', 0],
    ['', 0],
    ['  ', 0],
    [null, 0],
    [undefined, 0],
    ['noon-ish', 0],
    ['13 PM', 0],
    ['0 AM', 0],
    ['25:00', 0],
    ['7:75 PM', 0],
    ['2025-13-45T10:00:00Z', 0],
  ])('parseTimeOfDay(%j) = %i', (text, minutes) => {
    expect(parseTimeOfDay(text)).toBe(minutes);
  });

  it('tells unparsable apart from midnight', () => {
    expect(tryParseTimeOfDay('TBD')).toBeNull();
    expect(tryParseTimeOfDay('12:00 AM')).toBe(0);
  });
});

describe('game state and labels', () => {
  it('uses startsAt, else date + time on the Eastern clock', () => {
    expect(startInstant(matchup())?.toISOString()).toBe('2025-11-23T00:30:00.000Z');
    expect(startInstant(matchup({ startsAt: '2025-11-22T18:00:00Z' }))?.toISOString()).toBe(
      '2025-11-22T18:00:00.000Z',
    );
    expect(startInstant(matchup({ time: 'TBD' }))).toBeNull();
    expect(startInstant(matchup({ date: null }))).toBeNull();
    expect(startInstant(matchup({ startsAt: 'garbage', time: '19:30' }))?.toISOString()).toBe(
      '2025-11-23T00:30:00.000Z',
    );
  });

  it.each<[Partial<Matchup>, Date, string, string, string]>([
    [{ status: 'NOTFINISHED' }, BEFORE, 'upcoming', 'Starting @ 7:30 PM', 'Starting @ 7:30 PM'],
    [{ status: 'NOTFINISHED' }, AFTER, 'live', 'In Progress', 'In Progress'],
    [{ status: 'notfinished' }, AFTER, 'live', 'In Progress', 'In Progress'],
    [{ status: 'FINISHED' }, BEFORE, 'finished', 'ENDED', 'FINAL'],
    [{ status: 'Final/OT' }, AFTER, 'finished', 'ENDED', 'FINAL'],
    [{ status: 'completed' }, AFTER, 'finished', 'ENDED', 'FINAL'],
    [{ status: 'ended' }, AFTER, 'finished', 'ENDED', 'FINAL'],
    [{ status: null }, AFTER, 'upcoming', 'Starting @ 7:30 PM', 'Starting @ 7:30 PM'],
    [{ status: 'NOTFINISHED', time: 'TBD' }, AFTER, 'upcoming', 'Starting @ TBD', 'Starting @ TBD'],
    [{ status: 'NOTFINISHED', time: null }, AFTER, 'upcoming', 'Starting @ TBD', 'Starting @ TBD'],
    [
      { status: 'NOTFINISHED', time: null, startsAt: '2025-11-22T23:00:00Z' },
      BEFORE,
      'upcoming',
      'Starting @ 6:00 PM',
      'Starting @ 6:00 PM',
    ],
  ])('%j at %s → %s / %s / %s', (over, now, state, card, list) => {
    const m = matchup(over);
    expect(gameState(m, now)).toBe(state);
    expect(statusLabel(m, now, 'card')).toBe(card);
    expect(statusLabel(m, now, 'list')).toBe(list);
  });

  it('is live exactly at the start', () => {
    expect(gameState(matchup({ startsAt: '2025-11-22T20:00:00Z' }), BEFORE)).toBe('live');
  });

  it('shows the time as sent, else TBD', () => {
    expect(startTimeText({ time: ' 1:05 PM ' })).toBe('1:05 PM');
    expect(startTimeText({ time: '', startsAt: null })).toBe('TBD');
  });
});

describe('ordering', () => {
  const now = AFTER;
  const live = matchup({ id: 'live', time: '7:30 PM' });
  const early = matchup({ id: 'early', time: '8:00 PM', date: '2025-11-23' });
  const late = matchup({ id: 'late', time: '10:00 PM', date: '2025-11-23' });
  const tbd = matchup({ id: 'tbd', time: 'TBD' });
  const done = matchup({ id: 'done', status: 'FINAL', time: '1:00 PM' });

  it('puts live, then upcoming by time of day (TBD as 0), then finished', () => {
    expect(sortMatchups([done, late, tbd, early, live], now).map((m) => m.id)).toEqual([
      'live',
      'tbd',
      'early',
      'late',
      'done',
    ]);
  });

  it('sorts by time when present, else startsAt', () => {
    expect(sortTimeOfDay({ time: 'TBD', startsAt: '2025-11-23T00:30:00Z' })).toBe(0);
    expect(sortTimeOfDay({ time: null, startsAt: '2025-11-23T00:30:00Z' })).toBe(19 * 60 + 30);
  });

  it('does not mutate the input', () => {
    const list = [done, live];
    sortMatchups(list, now);
    expect(list.map((m) => m.id)).toEqual(['done', 'live']);
  });

  const times = ['7:30 PM', '7 PM', '19:30', 'TBD', '12:00 AM', '1:05 PM', '11:59 PM', null];
  const statuses = ['NOTFINISHED', 'FINAL', 'final', 'Final/OT', 'COMPLETED', null, 'ended'];
  const arbMatchup = fc
    .record({
      time: fc.constantFrom(...times),
      status: fc.constantFrom(...statuses),
      date: fc.constantFrom('2025-11-21', '2025-11-22', '2025-11-23'),
    })
    .map((o) => matchup(o));

  it('is a total preorder: reflexive, antisymmetric and transitive (property)', () => {
    fc.assert(
      fc.property(arbMatchup, arbMatchup, arbMatchup, (a, b, c) => {
        expect(compareMatchups(a, a, now)).toBe(0);
        expect(Math.sign(compareMatchups(a, b, now))).toBe(
          -Math.sign(compareMatchups(b, a, now)) || 0,
        );
        if (compareMatchups(a, b, now) <= 0 && compareMatchups(b, c, now) <= 0) {
          expect(compareMatchups(a, c, now)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });

  it('is sorted, a permutation, idempotent and stable (property)', () => {
    fc.assert(
      fc.property(fc.array(arbMatchup, { maxLength: 30 }), (raw) => {
        const list = raw.map((m, i) => ({ ...m, id: `g${i}` }));
        const sorted = sortMatchups(list, now);
        expect([...sorted.map((m) => m.id)].sort()).toEqual([...list.map((m) => m.id)].sort());
        for (let i = 1; i < sorted.length; i++) {
          const prev = sorted[i - 1] as Matchup;
          const cur = sorted[i] as Matchup;
          const cmp = compareMatchups(prev, cur, now);
          expect(cmp).toBeLessThanOrEqual(0);
          // Stable: equal neighbours keep input order.
          if (cmp === 0) expect(Number(prev.id.slice(1))).toBeLessThan(Number(cur.id.slice(1)));
        }
        expect(sortMatchups(sorted, now)).toEqual(sorted);
      }),
    );
  });
});
