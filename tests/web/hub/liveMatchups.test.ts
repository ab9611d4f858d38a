import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { selectVisibleIds } from '@/features/matchups/selectors';
import {
  hubAiResultReceived,
  hubMatchupsReceived,
  hubMatchupUpdatesReceived,
} from '@/lib/hub/hubSlice';
import { hub, startHub } from '@/lib/hub/hubService';
import { matchupsQueryChanged } from '@/lib/hub/matchupsSlice';
import { server } from '../../mocks/server';
import { createSignalRMock, type SignalRMock } from '../../mocks/signalr';
import { result, slate, today } from '../matchups/fixtures';

const requests = (mock: SignalRMock) =>
  mock.invocations.filter((i) => i.target.startsWith('Request')).length;

describe('live matchups store', () => {
  let mock: SignalRMock;
  beforeEach(() => {
    mock = createSignalRMock();
    mock.onInvoke('RequestMatchupsForDateAndSport', ([date, sport]) => {
      mock.push(
        'ReceiveSportMatchupsUpdate',
        slate(date as string).filter((m) => m.sport === sport),
      );
      return null;
    });
    server.use(...mock.handlers);
    hub.configure({ connection: { WebSocket: globalThis.WebSocket }, random: () => 0 });
  });
  afterEach(async () => {
    await hub.stop();
    vi.useRealTimers();
  });

  it('stays loading until connected, requests once connected and clears loading 500 ms after', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const store = makeStore();
    store.dispatch(matchupsQueryChanged({ date: today(), sport: 'nba' }));
    expect(store.getState().matchups.loading).toBe(true);
    expect(mock.invocations).toEqual([]);
    await store.dispatch(startHub());
    await vi.waitFor(() => expect(requests(mock)).toBe(1));
    expect(mock.invocations).toContainEqual({
      target: 'RequestMatchupsForDateAndSport',
      args: [today(), 'nba'],
    });
    await vi.waitFor(() => expect(store.getState().matchups.ids).toHaveLength(4));
    await vi.advanceTimersByTimeAsync(500);
    expect(store.getState().matchups.loading).toBe(false);
  });

  it('asks for today once connected when no page chose a date', async () => {
    mock.onInvoke('RequestMatchupsForDate', () => null);
    const store = makeStore();
    await store.dispatch(startHub());
    await mock.waitForInvocation('RequestMatchupsForDate');
    expect(mock.invocations.find((i) => i.target === 'RequestMatchupsForDate')?.args).toEqual([
      today(),
    ]);
    expect(mock.invocations.filter((i) => i.target === 'JoinSportGroup')).toHaveLength(6);
  });

  it('clears the list on a sport change and re-requests, leaving the old group', async () => {
    const store = makeStore();
    store.dispatch(matchupsQueryChanged({ date: today(), sport: 'nba' }));
    await store.dispatch(startHub());
    await vi.waitFor(() => expect(store.getState().matchups.ids.length).toBeGreaterThan(0));
    store.dispatch(matchupsQueryChanged({ date: today(), sport: 'nhl' }));
    expect(store.getState().matchups.ids).toEqual([]);
    expect(store.getState().matchups.loading).toBe(true);
    await vi.waitFor(() => expect(store.getState().matchups.ids).toEqual(['g-nhl']));
    expect(mock.invocations).toContainEqual({ target: 'LeaveSportGroup', args: ['nba'] });
    expect(mock.invocations).toContainEqual({ target: 'JoinSportGroup', args: ['nhl'] });
  });

  it('polls while a game is live: checks every 60 s, asks only when 55 s passed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const store = makeStore();
    store.dispatch(matchupsQueryChanged({ date: today(), sport: 'nba' }));
    await store.dispatch(startHub());
    await vi.waitFor(() => expect(store.getState().matchups.ids).toHaveLength(4));
    expect(requests(mock)).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    // A request 10 s in (a page re-asking) pushes the next poll past the 60 s check.
    store.dispatch(matchupsQueryChanged({ date: today(), sport: 'nhl' }));
    store.dispatch(matchupsQueryChanged({ date: today(), sport: 'nba' }));
    await vi.waitFor(() => expect(requests(mock)).toBe(3));
    await vi.advanceTimersByTimeAsync(50_000);
    expect(requests(mock)).toBe(3);
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(() => expect(requests(mock)).toBe(4));
  });

  it('does not poll when no game is live', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const store = makeStore();
    store.dispatch(matchupsQueryChanged({ date: today(), sport: 'nhl' }));
    await store.dispatch(startHub());
    await vi.waitFor(() => expect(store.getState().matchups.ids).toEqual(['g-nhl']));
    await vi.advanceTimersByTimeAsync(180_000);
    expect(requests(mock)).toBe(1);
  });
});

describe('matchups reducers', () => {
  it('merges lists by id, keeps fields a push leaves out, and merges AI results by model', () => {
    const store = makeStore();
    store.dispatch(matchupsQueryChanged({ date: today(), sport: 'nba' }));
    store.dispatch(hubMatchupsReceived(slate()));
    store.dispatch(hubMatchupsReceived([{ id: 'g-live', sport: 'nba', homeScore: 60 }]));
    const live = store.getState().matchups.entities['g-live']!;
    expect(live.homeScore).toBe(60);
    expect(live.awayTeam).toBe('Los Angeles Lakers');
    expect(live.aiResults).toHaveLength(3);

    store.dispatch(
      hubAiResultReceived(result('g-live', 'm2', 'Power Ratings v2', { confidence: 66 })),
    );
    store.dispatch(hubAiResultReceived(result('g-live', 'm9', 'LLM analyst')));
    store.dispatch(hubAiResultReceived(result('unknown', 'm1', 'Elo')));
    const merged = store.getState().matchups.entities['g-live']!;
    expect(merged.aiResults?.map((r) => `${r.promptId}:${r.prompt?.name}`)).toEqual([
      'm1:Elo',
      'm2:Power Ratings v2',
      'm3:Market',
      'm9:LLM analyst',
    ]);
    expect(merged.aiConsensus?.summary).toBe('All three models back Boston at home.');
    expect(store.getState().matchups.entities.unknown).toBeUndefined();
  });

  it('keeps the visible id list identical when only a score changes (one card re-renders)', () => {
    const store = makeStore();
    store.dispatch(matchupsQueryChanged({ date: today(), sport: 'nba' }));
    store.dispatch(hubMatchupsReceived(slate()));
    const now = Date.now();
    const before = selectVisibleIds(store.getState(), now);
    const otherBefore = store.getState().matchups.entities['g-early'];
    store.dispatch(hubMatchupUpdatesReceived([{ id: 'g-live', sport: 'nba', homeScore: 70 }]));
    expect(selectVisibleIds(store.getState(), now)).toBe(before);
    expect(store.getState().matchups.entities['g-early']).toBe(otherBefore);
  });
});
