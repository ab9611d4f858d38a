import { describe, expect, it } from 'vitest';
import { HubEvent } from '@domain/rules/hub';
import type { Matchup } from '@domain/contracts/matchup';
import { DAY_FRAME_TTL_MS, DayFrames } from '../../../server/matchups/dayFrames';
import { MatchupEvents } from '../../../server/matchups/events';
import type { MatchupChanges, MatchupRow } from '../../../server/matchups/types';

const game = (id: string, date: string) => ({ id, date }) as unknown as Matchup;
const row = (gameDate: string) => ({ gameDate }) as unknown as MatchupRow;
const changes = { score: true } as unknown as MatchupChanges;

function frames() {
  let now = 1_000_000;
  const reads: string[] = [];
  const days = new DayFrames(
    async (date, sport) => {
      reads.push(`${date}|${sport ?? ''}`);
      return [game(`${date}-${sport ?? 'all'}`, date)];
    },
    DAY_FRAME_TTL_MS,
    () => now,
  );
  return { days, reads, advance: (ms: number) => (now += ms) };
}

describe('DayFrames, the cached answers of RequestMatchupsForDate', () => {
  it('answers the same day and sport with one frame, serialized once per protocol', async () => {
    const { days, reads } = frames();
    const [a, b] = await Promise.all([days.get('2026-11-22'), days.get('2026-11-22')]);
    const c = await days.get('2026-11-22');
    expect(reads).toEqual(['2026-11-22|']);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(a.target).toBe(HubEvent.ReceiveSportMatchupsUpdate);
    // One Buffer per protocol, the same one every time it is asked for.
    expect(a.frame.bytes('json')).toBe(c.frame.bytes('json'));
    expect(a.frame.bytes('messagepack')).toBe(c.frame.bytes('messagepack'));
    // A sport of the day is its own answer.
    await days.get('2026-11-22', 'nba');
    expect(reads).toEqual(['2026-11-22|', '2026-11-22|nba']);
  });

  it("drops a day's answers when one of its games is added or changes, and no other day's", async () => {
    const { days, reads } = frames();
    const events = new MatchupEvents();
    const stop = days.follow(events);
    await days.get('2026-11-22');
    await days.get('2026-11-22', 'nba');
    await days.get('2026-11-23');
    events.emit('matchupChanged', game('g1', '2026-11-22'), changes, row('2026-11-22'));
    await days.get('2026-11-22');
    await days.get('2026-11-22', 'nba');
    await days.get('2026-11-23');
    expect(reads).toEqual([
      '2026-11-22|',
      '2026-11-22|nba',
      '2026-11-23|',
      '2026-11-22|',
      '2026-11-22|nba',
    ]);
    events.emit('matchupAdded', game('g2', '2026-11-23'), row('2026-11-23'));
    await days.get('2026-11-23');
    expect(reads).toHaveLength(6);
    stop();
    events.emit('matchupChanged', game('g1', '2026-11-22'), changes, row('2026-11-22'));
    await days.get('2026-11-22');
    expect(reads).toHaveLength(6);
  });

  it('reads again once the answer is older than its time, and after a failed read', async () => {
    let fail = true;
    let now = 0;
    let loads = 0;
    const days = new DayFrames(
      async () => {
        loads += 1;
        if (fail) throw new Error('database down');
        return [];
      },
      DAY_FRAME_TTL_MS,
      () => now,
    );
    await expect(days.get('2026-11-22')).rejects.toThrow('database down');
    fail = false;
    await days.get('2026-11-22');
    expect(loads).toBe(2);
    now += DAY_FRAME_TTL_MS - 1;
    await days.get('2026-11-22');
    expect(loads).toBe(2);
    now += 1;
    await days.get('2026-11-22');
    expect(loads).toBe(3);
  });

  it('keeps a bounded number of days', async () => {
    const { days } = frames();
    for (let d = 1; d <= 200; d++) await days.get(`2026-01-${String(d).padStart(3, '0')}`);
    expect(days.size).toBeLessThanOrEqual(32);
  });
});
