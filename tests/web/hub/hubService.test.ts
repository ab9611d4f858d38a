import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HubService, HubTimeoutError, reconnectDelay, type HubHandler } from '@/lib/hub/hubService';
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

  it('connects, joins groups and hands pushed events to the handlers features registered', async () => {
    const seen: unknown[][] = [];
    const handler: HubHandler = (args, to) => {
      expect(to).toBe(dispatch);
      seen.push(args);
    };
    hub.on('ReceiveMatchupUpdate', handler);
    hub.on('ReceiveMatchupUpdate', handler); // the same handler again changes nothing
    expect(await hub.start(dispatch)).toBe(true);
    expect(dispatch.mock.calls.map(([a]) => (a as { type: string }).type)).toEqual([
      'hub/connecting',
      'hub/connected',
    ]);
    expect(await hub.joinSportGroup('nba')).toBe(true);
    await mock.waitForInvocation('JoinSportGroup');
    expect(mock.invocations).toEqual([{ target: 'JoinSportGroup', args: ['nba'] }]);
    mock.push('ReceiveMatchupUpdate', { id: 'g1', homeScore: 3 });
    await vi.waitFor(() => expect(seen).toEqual([[{ id: 'g1', homeScore: 3 }]]));
    // A handler registered once connected hears the next push too.
    hub.on('ReceiveAiResultUpdate', handler);
    mock.push('ReceiveAiResultUpdate', { matchupId: 'g1' });
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toEqual([{ matchupId: 'g1' }]);
  });

  it('resolves a request with the event that answers it, before the completion', async () => {
    const unasked = vi.fn();
    hub.on('ReceiveList', unasked);
    mock.onInvoke('AskList', ([n]) => {
      mock.push('ReceiveList', [n]);
      return null;
    });
    mock.onInvoke('AskNothing', () => null);
    mock.onInvoke('AskRefused', () => {
      throw new Error('Unknown sport');
    });
    await hub.start(dispatch);
    const [one, two] = await Promise.all([
      hub.request('AskList', [1], 'ReceiveList', 1000),
      hub.request('AskList', [2], 'ReceiveList', 1000),
    ]);
    expect([one, two]).toEqual([[[1]], [[2]]]);
    await expect(hub.request('AskNothing', [], 'ReceiveList', 1000)).rejects.toThrow(
      'The server completed AskNothing without ReceiveList',
    );
    await expect(hub.request('AskRefused', [], 'ReceiveList', 1000)).rejects.toThrow(
      'Unknown sport',
    );
    // A list nobody asked for goes to the handlers.
    mock.push('ReceiveList', [3]);
    await vi.waitFor(() => expect(unasked).toHaveBeenCalledWith([[3]], dispatch));
    expect(unasked).toHaveBeenCalledTimes(1);
  });

  it('times a request out with a HubTimeoutError, and its late answer is not taken for the next', async () => {
    let release = () => {};
    mock.onInvoke('AskList', ([n]) => {
      if (n !== 1) {
        mock.push('ReceiveList', [n]);
        return null;
      }
      return new Promise((resolve) => {
        release = () => {
          mock.push('ReceiveList', [n]);
          resolve(null);
        };
      });
    });
    const unasked = vi.fn();
    hub.on('ReceiveList', unasked);
    await hub.start(dispatch);
    const late = hub.request('AskList', [1], 'ReceiveList', 50);
    await expect(late).rejects.toBeInstanceOf(HubTimeoutError);
    await expect(late).rejects.toThrow('The server did not answer AskList within 0.05 s');
    // The server answers the first request late, then the next one (docs/hub.md §1.5: in order).
    release();
    expect(await hub.request('AskList', [2], 'ReceiveList', 1000)).toEqual([[2]]);
    expect(unasked).not.toHaveBeenCalled();
  });

  it('refuses a request while not connected', async () => {
    await expect(hub.request('AskList', [], 'ReceiveList', 1000)).rejects.toThrow(
      'AskList: not connected to the server',
    );
    expect(mock.invocations).toEqual([]);
  });

  it('returns false and makes no call while not connected, without a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await hub.joinSportGroup('nfl')).toBe(false);
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

  it('closes the connection while a request ends its session, then connects again with its groups', async () => {
    await hub.start(dispatch);
    await hub.joinSportGroup('nfl');
    await mock.waitForInvocation('JoinSportGroup');
    let openDuring = -1;
    const answer = await hub.closedDuring(async () => {
      // The server, which ends the session now, finds no connection of this page to close.
      await vi.waitFor(() => expect(mock.connectedCount()).toBe(0));
      openDuring = mock.connectedCount();
      return 'signed out';
    });
    expect(answer).toBe('signed out');
    expect(openDuring).toBe(0);
    expect(hub.connected).toBe(true);
    await mock.waitForInvocation('JoinSportGroup', 2);
    // A refused request (a wrong password) leaves the page connected as before.
    await expect(
      hub.closedDuring(() => Promise.reject(new Error('Incorrect password'))),
    ).rejects.toThrow('Incorrect password');
    expect(hub.connected).toBe(true);
    await mock.waitForInvocation('JoinSportGroup', 3);
    await vi.waitFor(() => expect(mock.connectedCount()).toBe(1));
  });

  it('runs the request at once when no page started the hub', async () => {
    expect(await hub.closedDuring(() => Promise.resolve(7))).toBe(7);
    expect(hub.state).toBe('Disconnected');
    expect(dispatch).not.toHaveBeenCalled();
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
