import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { unpackDay, type DayTable } from '@domain/contracts/dayTable';
import { HubEvent, HubMethod } from '@domain/rules/hub';
import type { Matchup } from '@domain/contracts/matchup';
import type { Db } from '../../../server/db/db';
import { HubError, type HubMethods } from '../../../server/hub/types';
import { attachHubBroadcast } from '../../../server/matchups/broadcast';
import { MatchupEvents } from '../../../server/matchups/events';
import { matchupHubMethods } from '../../../server/matchups/hubMethods';
import { MatchupPublisher } from '../../../server/matchups/publisher';
import { MatchupStore } from '../../../server/matchups/store';
import { testDb } from '../helpers';
import { fakeHub } from './fakeHub';
import { report } from './fixtures';

const quietLog = { warn: () => {}, error: () => {} };

describe('matchups hub methods', () => {
  let db: Db;
  let store: MatchupStore;
  let methods: HubMethods;
  const call = (h: ReturnType<typeof fakeHub>, name: string, ...args: unknown[]) =>
    methods[name]!(h.ctx, ...args);

  beforeAll(async () => {
    db = await testDb();
    store = new MatchupStore(db);
    methods = matchupHubMethods(store);
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.query('DELETE FROM odds_snapshots');
    await db.query('DELETE FROM matchups');
    await store.upsertMany([
      report({ providerId: 'nba1' }),
      report({
        providerId: 'nfl1',
        sport: 'nfl',
        awayTeam: 'Buffalo Bills',
        homeTeam: 'Houston Texans',
        startsAt: new Date('2026-11-22T18:00:00Z'),
      }),
      report({ providerId: 'nba-tomorrow', startsAt: new Date('2026-11-24T00:30:00Z') }),
    ]);
  });

  it('declares each method with exactly the arguments the client sends (the dispatcher counts them)', () => {
    expect(Object.keys(methods).sort()).toEqual(Object.values(HubMethod).sort());
    expect(methods.JoinMatchupGroup!.length - 1).toBe(1);
    expect(methods.RequestMatchupsForDate!.length - 1).toBe(1);
    expect(methods.RequestMatchupsForDateAndSport!.length - 1).toBe(2);
  });

  it('joins and leaves matchup and sport groups', async () => {
    const h = fakeHub('conn-a');
    await call(h, 'JoinMatchupGroup', 'test-nba1');
    await call(h, 'JoinSportGroup', 'NBA');
    expect(h.members('matchup:test-nba1')).toEqual(['conn-a']);
    expect(h.members('sport:nba')).toEqual(['conn-a']);
    await call(h, 'LeaveMatchupGroup', 'test-nba1');
    await call(h, 'LeaveSportGroup', 'nba');
    expect(h.members('matchup:test-nba1')).toEqual([]);
    expect(h.members('sport:nba')).toEqual([]);
  });

  it('answers RequestMatchupsForDate with every matchup of that Eastern date, to the caller only', async () => {
    const h = fakeHub();
    expect(await call(h, 'RequestMatchupsForDate', '2026-11-22')).toBeUndefined();
    expect(h.sent).toHaveLength(1);
    const [msg] = h.sent;
    expect(msg?.to).toBe('caller');
    expect(msg?.target).toBe(HubEvent.ReceiveSportMatchupsUpdate);
    const list = unpackDay(msg?.args[0] as DayTable);
    expect(list.map((m) => m.id)).toEqual(['test-nfl1', 'test-nba1']);
    expect(list[1]).toMatchObject({
      date: '2026-11-22',
      time: '10:30 PM',
      startsAt: '2026-11-23T03:30:00.000Z',
    });
  });

  it('answers RequestMatchupsForDateAndSport with one sport, and an empty list for a quiet day', async () => {
    const h = fakeHub();
    await call(h, 'RequestMatchupsForDateAndSport', '2026-11-22', 'nfl');
    await call(h, 'RequestMatchupsForDateAndSport', '2026-11-25', 'nhl');
    expect(unpackDay(h.sent[0]?.args[0] as DayTable).map((m) => m.id)).toEqual(['test-nfl1']);
    expect(unpackDay(h.sent[1]?.args[0] as DayTable)).toEqual([]);
  });

  it('refuses a bad date or sport with a clear HubError and sends nothing', async () => {
    const h = fakeHub();
    await expect(call(h, 'RequestMatchupsForDate', '2026-02-30')).rejects.toThrow(
      new HubError("Invalid date '2026-02-30'. Expected a calendar date as yyyy-MM-dd."),
    );
    await expect(call(h, 'RequestMatchupsForDate', 20261122)).rejects.toThrow(
      /Invalid date 20261122/,
    );
    await expect(call(h, 'RequestMatchupsForDate', '11/22/2026')).rejects.toBeInstanceOf(HubError);
    await expect(
      call(h, 'RequestMatchupsForDateAndSport', '2026-11-22', 'cricket'),
    ).rejects.toThrow(
      "Unknown sport 'cricket'. Expected one of: nfl, ncaaf, nba, ncaab, mlb, nhl.",
    );
    await expect(call(h, 'JoinSportGroup', null)).rejects.toThrow(/Unknown sport null/);
    await expect(call(h, 'JoinMatchupGroup', '')).rejects.toThrow(
      'A matchup id (text) is required.',
    );
    await expect(call(h, 'JoinMatchupGroup', { id: 1 })).rejects.toBeInstanceOf(HubError);
    await expect(call(h, 'JoinMatchupGroup', 'x'.repeat(201))).rejects.toThrow(/at most 200/);
    expect(h.sent).toEqual([]);
  });

  it('broadcasts each stored change to exactly matchup:{id} and sport:{sport}, after the write', async () => {
    const h = fakeHub();
    const events = new MatchupEvents();
    const stop = attachHubBroadcast(events, h.hub, quietLog);
    const publisher = new MatchupPublisher(store, events, quietLog);
    const seenInDb: (number | null | undefined)[] = [];
    // Every read is awaited before the test ends: none may outlive the database it reads.
    const reads: Promise<void>[] = [];
    const readBack = (m: Matchup) => {
      reads.push(
        store.byId(m.id).then((row) => {
          seenInDb.push(row?.homeScore);
        }),
      );
    };
    events.on('matchupChanged', readBack);

    await publisher.publish([
      report({
        providerId: 'nba1',
        awayScore: 3,
        homeScore: 5,
        observedAt: new Date('2026-11-23T03:40:00Z'),
      }),
    ]);
    // The broadcasts leave while the publish announces the change; the listener's read settles here.
    await Promise.all(reads);
    expect(h.sent.map((s) => [s.to, s.target])).toEqual([
      ['group:matchup:test-nba1', HubEvent.ReceiveMatchupUpdate],
      ['group:sport:nba', HubEvent.ReceiveSportMatchupUpdate],
    ]);
    expect(h.sent[0]?.args).toEqual([
      expect.objectContaining({ id: 'test-nba1', awayScore: 3, homeScore: 5 }),
    ]);
    expect(seenInDb).toEqual([5]);

    // An unchanged report broadcasts nothing; a new game is not broadcast (clients ask for dates).
    h.sent.length = 0;
    await publisher.publish([
      report({ providerId: 'nba1', awayScore: 3, homeScore: 5 }),
      report({ providerId: 'new' }),
    ]);
    expect(h.sent).toEqual([]);

    stop();
    await publisher.publish([report({ providerId: 'nba1', awayScore: 6, homeScore: 5 })]);
    expect(h.sent).toEqual([]);
    events.off('matchupChanged', readBack);
    await Promise.all(reads);
  });
});
