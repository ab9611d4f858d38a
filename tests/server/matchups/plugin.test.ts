import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { unpackDay, type DayTable } from '@domain/contracts/dayTable';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB_PATH } from '@domain/rules/hub';
import type { Matchup } from '@domain/contracts/matchup';
import { testApp } from '../helpers';
import { report } from './fixtures';

describe('matchups plugin on the real server (official SignalR client)', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let url: string;
  beforeAll(async () => {
    ctx = await testApp();
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${address}${HUB_PATH}`;
    await ctx.app.matchups.publisher.publish([
      report({ providerId: 'nba1' }),
      report({
        providerId: 'nhl1',
        sport: 'nhl',
        awayTeam: 'Boston Bruins',
        homeTeam: 'Toronto Maple Leafs',
        lines: {},
      }),
    ]);
  });
  afterAll(() => ctx.close());

  const connect = async () => {
    const connection = new HubConnectionBuilder()
      .withUrl(url, { transport: HttpTransportType.WebSockets, skipNegotiation: true })
      .configureLogging(LogLevel.None)
      .build();
    await connection.start();
    return connection;
  };

  it('decorates the app and reports no demo when DEMO_FEED=off', async () => {
    expect(ctx.app.matchups.store).toBeDefined();
    expect(ctx.app.matchups.feed).toBeNull();
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ demo: false });
  });

  it('answers RequestMatchupsForDate and pushes changes to group members only', async () => {
    const watcher = await connect();
    const other = await connect();
    try {
      const listed = new Promise<Matchup[]>((resolve) =>
        watcher.on('ReceiveSportMatchupsUpdate', (day: DayTable) => resolve(unpackDay(day))),
      );
      await watcher.invoke('RequestMatchupsForDate', '2026-11-22');
      expect((await listed).map((m) => m.id).sort()).toEqual(['test-nba1', 'test-nhl1']);

      await watcher.invoke('JoinMatchupGroup', 'test-nba1');
      await other.invoke('JoinSportGroup', 'nhl');
      const gotMatchup = new Promise<Matchup>((resolve) =>
        watcher.on('ReceiveMatchupUpdate', resolve),
      );
      const otherGot: Matchup[] = [];
      other.on('ReceiveMatchupUpdate', (m: Matchup) => otherGot.push(m));
      other.on('ReceiveSportMatchupUpdate', (m: Matchup) => otherGot.push(m));
      await ctx.app.matchups.publisher.publish([
        report({ providerId: 'nba1', awayScore: 2, homeScore: 0 }),
      ]);
      expect(await gotMatchup).toMatchObject({ id: 'test-nba1', awayScore: 2, homeScore: 0 });
      // A later NHL update reaches `other` (its sport's group): had the NBA one been sent to it,
      // it would have arrived first, on the same connection.
      const nhlSeen = new Promise<void>((resolve) =>
        other.on('ReceiveSportMatchupUpdate', () => resolve()),
      );
      await ctx.app.matchups.publisher.publish([
        report({ providerId: 'nhl1', sport: 'nhl', awayScore: 1, homeScore: 0 }),
      ]);
      await nhlSeen;
      expect(otherGot.map((m) => m.id)).toEqual(['test-nhl1']);

      await expect(watcher.invoke('RequestMatchupsForDate', 'yesterday')).rejects.toThrow(
        "Invalid date 'yesterday'. Expected a calendar date as yyyy-MM-dd.",
      );
    } finally {
      await watcher.stop();
      await other.stop();
    }
  });
});

describe('matchups plugin with the demo feed', () => {
  it('runs the demo when DEMO_FEED=on, says so in /api/health, and stops it on close', async () => {
    const ctx = await testApp({ DEMO_FEED: 'on', DEMO_SPEED: '30' });
    try {
      expect(ctx.app.matchups.feed?.kind).toBe('demo');
      const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toMatchObject({ demo: true });
      const { rows } = await ctx.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM matchups WHERE provider = $1',
        ['demo'],
      );
      expect(rows[0]?.n).toBeGreaterThan(100);
    } finally {
      await ctx.close();
    }
    // A full first fill (all six leagues, 15 days) plus the models reacting to it: seconds, not ms.
  }, 90_000);
});
