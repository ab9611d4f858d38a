import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HubService, reconnectDelay } from '@/lib/hub/hubService';
import { server } from '../../mocks/server';
import { createSignalRMock } from '../../mocks/signalr';

describe('HubService against the SignalR mock', () => {
  let hub: HubService;
  let mock: ReturnType<typeof createSignalRMock>;
  const dispatch = vi.fn();

  beforeEach(() => {
    mock = createSignalRMock();
    server.use(...mock.handlers);
    hub = new HubService();
    hub.configure({ connection: { WebSocket: globalThis.WebSocket } });
    dispatch.mockClear();
  });
  afterEach(() => hub.stop());

  it('connects, joins groups and dispatches pushed events', async () => {
    expect(await hub.start(dispatch)).toBe(true);
    expect(dispatch.mock.calls.map(([a]) => (a as { type: string }).type)).toEqual([
      'hub/connecting',
      'hub/connected',
    ]);
    expect(await hub.joinSportGroup('nba')).toBe(true);
    await mock.waitForInvocation('JoinSportGroup');
    expect(mock.invocations).toEqual([{ target: 'JoinSportGroup', args: ['nba'] }]);
    // Pushes within the batch window reach the store as one action; the later push for a game wins.
    mock.push('ReceiveMatchupUpdate', { id: 'g1', sport: 'nba', homeScore: 3 });
    mock.push('ReceiveSportMatchupUpdate', { id: 'g2', sport: 'nba', awayScore: 1 });
    mock.push('ReceiveMatchupUpdate', { id: 'g1', sport: 'nba', homeScore: 5 });
    await vi.waitFor(() =>
      expect(dispatch).toHaveBeenCalledWith({
        type: 'hub/matchupUpdatesReceived',
        payload: [
          { id: 'g1', sport: 'nba', homeScore: 5 },
          { id: 'g2', sport: 'nba', awayScore: 1 },
        ],
      }),
    );
    expect(
      dispatch.mock.calls.filter(
        ([a]) => (a as { type: string }).type === 'hub/matchupUpdatesReceived',
      ),
    ).toHaveLength(1);
  });

  it('returns false and makes no call while not connected, without a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await hub.joinSportGroup('nfl')).toBe(false);
    expect(await hub.requestMatchups('2025-01-01')).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    expect(mock.invocations).toEqual([]);
    warn.mockRestore();
  });

  it('connects again on renew (a new sign-in) and re-joins its groups', async () => {
    await hub.start(dispatch);
    await hub.joinSportGroup('nba');
    await mock.waitForInvocation('JoinSportGroup');
    await hub.renew();
    expect(hub.connected).toBe(true);
    await mock.waitForInvocation('JoinSportGroup', 2);
    await vi.waitFor(() => expect(mock.connectedCount()).toBe(1));
    const types = dispatch.mock.calls.map(([a]) => (a as { type: string }).type);
    expect(types.filter((t) => t === 'hub/connected')).toHaveLength(2);
    expect(types).not.toContain('hub/gaveUp');
  });

  it('does nothing on renew before any start', async () => {
    await hub.renew();
    expect(hub.state).toBe('Disconnected');
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('reconnects after a lost connection and re-joins its groups', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    hub.configure({ connection: { WebSocket: globalThis.WebSocket }, random: () => 0 });
    await hub.start(dispatch);
    await hub.joinMatchupGroup('g7');
    await hub.joinSportGroup('nhl');
    mock.dropConnections();
    await vi.waitFor(() => expect(dispatch).toHaveBeenCalledWith({ type: 'hub/connectionLost' }));
    await vi.waitFor(() => expect(dispatch).toHaveBeenCalledWith({ type: 'hub/reconnected' }), {
      timeout: 3000,
    });
    const joins = mock.invocations
      .filter((i) => i.target.startsWith('Join'))
      .map((i) => `${i.target}(${String(i.args[0])})`);
    expect(joins.sort()).toEqual([
      'JoinMatchupGroup(g7)',
      'JoinMatchupGroup(g7)',
      'JoinSportGroup(nhl)',
      'JoinSportGroup(nhl)',
    ]);
    vi.restoreAllMocks();
  });

  it('gives up after five failed attempts following a lost connection', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      hub.configure({ connection: { WebSocket: globalThis.WebSocket }, random: () => 0 });
      await hub.start(dispatch);
      mock.setAvailable(false);
      mock.dropConnections();
      await vi.waitFor(() => expect(dispatch).toHaveBeenCalledWith({ type: 'hub/connectionLost' }));
      for (const delay of [1000, 2000, 4000, 8000, 16000]) {
        expect(dispatch).not.toHaveBeenCalledWith({ type: 'hub/gaveUp' });
        await vi.advanceTimersByTimeAsync(delay);
      }
      await vi.waitFor(() => expect(dispatch).toHaveBeenCalledWith({ type: 'hub/gaveUp' }));
    } finally {
      vi.useRealTimers();
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it('retries a failed start five times, then gives up', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      mock.setAvailable(false);
      hub.configure({ connection: { WebSocket: globalThis.WebSocket }, random: () => 0 });
      expect(await hub.start(dispatch)).toBe(false);
      for (const delay of [1000, 2000, 4000, 8000, 16000]) await vi.advanceTimersByTimeAsync(delay);
      await vi.waitFor(() => expect(dispatch).toHaveBeenCalledWith({ type: 'hub/gaveUp' }));
      expect(dispatch.mock.calls.filter(([a]) => a.type === 'hub/connecting')).toHaveLength(6);
    } finally {
      vi.useRealTimers();
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it('computes the documented back-off delays', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => reconnectDelay(n, () => 0))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(reconnectDelay(0, () => 0.999)).toBe(1999);
  });
});
