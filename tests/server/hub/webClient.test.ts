// The web app's HubService against the real server, in each hub protocol it can choose: pushes
// read alike (MessagePack timestamps arrive as JSON's ISO strings), with stateful reconnect on.
import { isDayTable } from '@domain/contracts/dayTable';
import { HttpTransportType } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { HubEvent, HubMethod } from '@domain/rules/hub';
import { HubService, type HubWireProtocol } from '@/lib/hub/hubService';
import { type RunningHub, startRealApp } from './testHub';

let server: RunningHub;
beforeAll(async () => {
  server = await startRealApp();
});
afterAll(async () => {
  await server.close();
});

describe.each<HubWireProtocol>(['json', 'messagepack'])('HubService speaking %s', (protocol) => {
  it('connects, reads a pushed matchup with a server Date as the ISO string, and gets the list answering a request', async () => {
    const hub = new HubService();
    hub.configure({
      baseUrl: new URL(server.url).origin,
      protocol,
      connection: { transport: HttpTransportType.WebSockets, WebSocket },
    });
    const dispatch = vi.fn();
    const pushed = vi.fn();
    hub.on(HubEvent.ReceiveMatchupUpdate, pushed);
    try {
      expect(await hub.start(dispatch)).toBe(true);
      await server.app.hub.clients.all.send(HubEvent.ReceiveMatchupUpdate, {
        id: 'g1',
        sport: 'nba',
        homeScore: 3,
        startsAt: new Date('2026-11-25T18:00:00Z'),
      });
      await vi.waitFor(() =>
        expect(pushed).toHaveBeenCalledWith(
          [{ id: 'g1', sport: 'nba', homeScore: 3, startsAt: '2026-11-25T18:00:00.000Z' }],
          dispatch,
        ),
      );
      // The server sends the list to the caller before completing the request (docs/hub.md §1.5).
      const [list] = await hub.request(
        HubMethod.RequestMatchupsForDate,
        ['2026-11-25'],
        HubEvent.ReceiveSportMatchupsUpdate,
        5000,
      );
      expect(isDayTable(list)).toBe(true);
    } finally {
      await hub.stop();
    }
  });
});
