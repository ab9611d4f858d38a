import { addListener } from '@reduxjs/toolkit';
import { packDay } from '@domain/contracts/dayTable';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { selectVisibleIds } from '@/features/matchups/selectors';
import type { Matchup } from '@domain/contracts/matchup';
import { aiResultReceived, matchupUpdatesReceived } from '@/app/live/matchupsActions';
import { MATCHUPS_ANSWER_TIMEOUT_MS, requestMatchups } from '@/app/live/matchupsHub';
import { startLiveMatchups } from '@/app/live/matchupsListeners';
import { matchupsQueryChanged } from '@/app/live/matchupsSlice';
import { hub } from '@/lib/hub/hubService';
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
        packDay(slate(date as string).filter((m) => m.sport === sport)),
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

  it('stays loading until connected, then until the answer to its request arrives', async () => {
    const store = makeStore();
    store.dispatch(matchupsQueryChanged({ date: today(), sport: 'nba' }));
    expect(store.getState().matchups.loading).toBe(true);
    expect(mock.invocations).toEqual([]);
    await store.dispatch(startLiveMatchups());
    await vi.waitFor(() => expect(requests(mock)).toBe(1));
    expect(mock.invocations).toContainEqual({
      target: 'RequestMatchupsForDateAndSport',
      args: [today(), 'nba'],
    });
    // The list and the end of loading come together, with no timer between them.
    await vi.waitFor(() => expect(store.getState().matchups.ids).toHaveLength(4));
    expect(store.getState().matchups.loading).toBe(false);
  });

  it('resolves each request with the list that answers it', async () => {
    const store = makeStore();
    store.dispatch(matchupsQueryChanged({ date: today(), sport: 'nhl' }));
    await store.dispatch(startLiveMatchups());
    await vi.waitFor(() => expect(store.getState().matchups.loading).toBe(false));
    const ids = (action: { payload?: unknown }) => (action.payload as Matchup[]).map((m) => m.id);
    const [nba, nhl] = await Promise.all([
      store.dispatch(requestMatchups({ date: today(), sport: 'nba' })),
      store.dispatch(requestMatchups({ date: today(), sport: 'nhl' })),
    ]);
    expect(ids(nba)).toHaveLength(4);
    expect((nba.payload as Matchup[]).every((m) => m.sport === 'nba')).toBe(true);
    expect(ids(nhl)).toEqual(['g-nhl']);
    // The shown query is NHL: the NBA answer is not merged into it.
    expect(store.getState().matchups.ids).toEqual(['g-nhl']);
  });

  it('ends loading with a clear error when the answer does not come in time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mock.onInvoke('RequestMatchupsForDateAndSport', () => new Promise(() => {}));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const store = makeStore();
    store.dispatch(matchupsQueryChanged({ date: today(), sport: 'nba' }));
    await store.dispatch(startLiveMatchups());
    await vi.waitFor(() => expect(requests(mock)).toBe(1));
    await vi.advanceTimersByTimeAsync(MATCHUPS_ANSWER_TIMEOUT_MS - 100);
    expect(store.getState().matchups.loading).toBe(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(store.getState().matchups.loading).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      'Hub: matchups request failed',
      expect.objectContaining({
        name: 'HubTimeoutError',
        message: 'The server did not answer RequestMatchupsForDateAndSport within 10 s',
      }),
    );
    warn.mockRestore();
  });

  it('applies pushes within the batch window as one update, the later push for a game winning', async () => {
    const store = makeStore();
    store.dispatch(matchupsQueryChanged({ date: today(), sport: 'nba' }));
    await store.dispatch(startLiveMatchups());
    await vi.waitFor(() => expect(store.getState().matchups.loading).toBe(false));
    const updates: unknown[] = [];
    const stop = store.dispatch(
      addListener({
        actionCreator: matchupUpdatesReceived,
        effect: (action) => {
          updates.push(action.payload);
        },
      }),
    );
    mock.push('ReceiveMatchupUpdate', { id: 'g-live', sport: 'nba', homeScore: 3 });
    mock.push('ReceiveSportMatchupUpdate', { id: 'g-early', sport: 'nba', awayScore: 1 });
    mock.push('ReceiveMatchupUpdate', { id: 'g-live', sport: 'nba', homeScore: 5 });
    await vi.waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toEqual([
      { id: 'g-live', sport: 'nba', homeScore: 5 },
      { id: 'g-early', sport: 'nba', awayScore: 1 },
    ]);
    expect(store.getState().matchups.entities['g-live']?.homeScore).toBe(5);
    stop();
  });

  it('asks for today once connected when no page chose a date', async () => {
    mock.onInvoke('RequestMatchupsForDate', () => {
      mock.push('ReceiveSportMatchupsUpdate', packDay([]));
      return null;
    });
    const store = makeStore();
    await store.dispatch(startLiveMatchups());
    await mock.waitForInvocation('RequestMatchupsForDate');
    expect(mock.invocations.find((i) => i.target === 'RequestMatchupsForDate')?.args).toEqual([
      today(),
    ]);
    expect(mock.invocations.filter((i) => i.target === 'JoinSportGroup')).toHaveLength(6);
  });

  it('clears the list on a sport change and re-requests, leaving the old group', async () => {
    const store = makeStore();
    store.dispatch(matchupsQueryChanged({ date: today(), sport: 'nba' }));
    await store.dispatch(startLiveMatchups());
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
    await store.dispatch(startLiveMatchups());
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
    await store.dispatch(startLiveMatchups());
    await vi.waitFor(() => expect(store.getState().matchups.ids).toEqual(['g-nhl']));
    await vi.advanceTimersByTimeAsync(180_000);
    expect(requests(mock)).toBe(1);
  });
});

/** The answer to a request for today's NBA games. */
const answered = (list: Matchup[]) =>
  requestMatchups.fulfilled(list, 'r1', { date: today(), sport: 'nba' }, { sentAt: Date.now() });

describe('matchups reducers', () => {
  it('merges lists by id, keeps fields a push leaves out, and merges AI results by model', () => {
    const store = makeStore();
    store.dispatch(matchupsQueryChanged({ date: today(), sport: 'nba' }));
    store.dispatch(answered(slate()));
    store.dispatch(answered([{ id: 'g-live', sport: 'nba', homeScore: 60 }]));
    const live = store.getState().matchups.entities['g-live']!;
    expect(live.homeScore).toBe(60);
    expect(live.awayTeam).toBe('Los Angeles Lakers');
    expect(live.aiResults).toHaveLength(3);

    store.dispatch(
      aiResultReceived(result('g-live', 'm2', 'Power Ratings v2', { confidence: 66 })),
    );
    store.dispatch(aiResultReceived(result('g-live', 'm9', 'LLM analyst')));
    store.dispatch(aiResultReceived(result('unknown', 'm1', 'Elo')));
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
    store.dispatch(answered(slate()));
    const now = Date.now();
    const before = selectVisibleIds(store.getState(), now);
    const otherBefore = store.getState().matchups.entities['g-early'];
    store.dispatch(matchupUpdatesReceived([{ id: 'g-live', sport: 'nba', homeScore: 70 }]));
    expect(selectVisibleIds(store.getState(), now)).toBe(before);
    expect(store.getState().matchups.entities['g-early']).toBe(otherBefore);
  });
});
