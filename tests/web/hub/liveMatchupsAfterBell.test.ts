// The matchups' listeners arrive after the connection opened (the bell opens it for a signed-in
// user on every page), in a file of its own so no earlier test has registered them.
import { packDay } from '@domain/contracts/dayTable';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { startLiveMatchups } from '@/app/live/matchupsListeners';
import { hub, startHub } from '@/lib/hub/hubService';
import { server } from '../../mocks/server';
import { createSignalRMock, type SignalRMock } from '../../mocks/signalr';
import { slate, today } from '../matchups/fixtures';

describe('live matchups on a connection already open', () => {
  let mock: SignalRMock;
  beforeEach(() => {
    mock = createSignalRMock();
    mock.onInvoke('RequestMatchupsForDate', ([date]) => {
      mock.push('ReceiveSportMatchupsUpdate', packDay(slate(date as string)));
      return null;
    });
    server.use(...mock.handlers);
    hub.configure({ connection: { WebSocket: globalThis.WebSocket }, random: () => 0 });
  });
  afterEach(() => hub.stop());

  it('asks for the day at once and ends loading with the answer', async () => {
    const store = makeStore();
    expect(await store.dispatch(startHub())).toBe(true);
    expect(mock.invocations).toEqual([]);
    await store.dispatch(startLiveMatchups());
    await mock.waitForInvocation('RequestMatchupsForDate');
    await vi.waitFor(() => expect(store.getState().matchups.loading).toBe(false));
    expect(store.getState().matchups.ids.length).toBe(slate(today()).length);
  });
});
