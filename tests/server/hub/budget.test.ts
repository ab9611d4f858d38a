import type { AddressInfo } from 'node:net';
import { unpackDay, type DayTable } from '@domain/contracts/dayTable';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { easternDate } from '@domain/rules/dates';
import { HubEvent, HubMethod } from '@domain/rules/hub';
import { SPORTS } from '@domain/rules/sports';
import { createHubServer, MemoryLifetimeManager } from '../../../server/hub';
import { DEFAULT_HUB_OPTIONS } from '../../../server/hub/options';
import { HUB_LIMITS, LimitErrors, type HubLimits } from '../../../server/hub/limits';
import { inHours, insertGame } from '../bets/fixtures';
import { testApp } from '../helpers';
import { report } from '../matchups/fixtures';
import { RawClient, RS } from './rawClient';
import { eventually, TEST_HUB_PATH, testHubMethods } from './testHub';

type Message = Record<string, unknown>;

/** A promise and its resolve, to hold the server at one point of its work. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** An NBA game of 2026-11-23, Eastern, started before any run of these tests. */
const racingStart = new Date('2026-11-24T01:00:00Z');

/** Every record until the socket closes, parsed. */
async function recordsUntilClosed(client: RawClient): Promise<Message[]> {
  const out: Message[] = [];
  const closed = client.closed.then(() => null);
  for (;;) {
    const next = await Promise.race([client.next(10_000).catch(() => null), closed]);
    if (next === null) {
      // Records that arrived with the close.
      while (client.records.length > 0) out.push(JSON.parse(client.records.shift()!) as Message);
      return out;
    }
    out.push(JSON.parse(next) as Message);
  }
}

const invocation = (id: string, target: string, args: unknown[]) =>
  JSON.stringify({ type: 1, invocationId: id, target, arguments: args }) + RS;

describe('the matchups hub under a flood of RequestMatchupsForDate (default limits)', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let url: string;
  const today = easternDate(inHours(2));
  beforeAll(async () => {
    ctx = await testApp();
    // The models' warm-up runs on after ready and reads every game: had it read the two upcoming
    // NBA games below, it would predict them and push their results and priced cards to sport:nba
    // at any moment of the tests (a card once came before a day's list). It has read none.
    await ctx.app.predictions.idle();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/hubs/matchups`;
    await insertGame(ctx.db, { id: 'flood-1', awayTeam: 'A', homeTeam: 'B', startsAt: inHours(2) });
    await insertGame(ctx.db, { id: 'flood-2', awayTeam: 'C', homeTeam: 'D', startsAt: inHours(3) });
  });
  afterAll(() => ctx.close());

  it('answers an ordinary client asking a few days and sports, every call', async () => {
    const client = await RawClient.connected(url);
    try {
      for (const sport of SPORTS) {
        const joined = await client.invoke(HubMethod.JoinSportGroup, [sport]);
        expect(joined).not.toHaveProperty('error');
      }
      const days = [-2, -1, 0, 1, 2, 3, 0].map((d) => easternDate(inHours(2 + 24 * d)));
      for (const day of days) {
        expect(await client.invoke(HubMethod.RequestMatchupsForDate, [day])).toMatchObject({
          type: 3,
          result: null,
        });
        expect(
          await client.invoke(HubMethod.RequestMatchupsForDateAndSport, [day, 'nba']),
        ).not.toHaveProperty('error');
      }
      const lists = client.records
        .map((r) => JSON.parse(r) as Message)
        .filter((m) => m.target === HubEvent.ReceiveSportMatchupsUpdate);
      expect(lists).toHaveLength(days.length * 2);
    } finally {
      client.close();
    }
  });

  it('gives a client repeating the same day past its budget error completions, then a Close with an error', async () => {
    const client = await RawClient.connected(url);
    // Sixty calls in one message, as fast as a client can send them.
    client.send(
      Array.from({ length: 60 }, (_, i) =>
        invocation(`f${i}`, HubMethod.RequestMatchupsForDate, [today]),
      ).join(''),
    );
    const records = await recordsUntilClosed(client);
    const completions = records.filter((m) => m.type === 3);
    const served = completions.filter((m) => !('error' in m));
    const refused = completions.filter((m) => 'error' in m);
    // The burst is served whole (and a few refilled while it ran), the rest refused.
    expect(served.length).toBeGreaterThanOrEqual(HUB_LIMITS.calls.burst);
    expect(served.length).toBeLessThan(60 - HUB_LIMITS.refusalsBeforeClose);
    expect(refused.length).toBe(HUB_LIMITS.refusalsBeforeClose);
    for (const m of refused) expect(m.error).toBe(LimitErrors.tooManyCalls);
    // Every refusal came after the last answer, and the Close after every refusal.
    const lastServed = records.indexOf(served.at(-1)!);
    expect(records.indexOf(refused[0]!)).toBeGreaterThan(lastServed);
    expect(records.at(-1)).toEqual({ type: 7, error: LimitErrors.closed });
    await client.closed;
  });

  it('sends a client that has its day only the game that changed, never the day again', async () => {
    const publisher = ctx.app.matchups.publisher;
    await publisher.publish([
      report({ providerId: 'delta-1' }),
      report({ providerId: 'delta-2', awayTeam: 'Miami Heat', homeTeam: 'Utah Jazz' }),
    ]);
    const client = await RawClient.connected(url);
    try {
      await client.invoke(HubMethod.JoinSportGroup, ['nba']);
      await client.invoke(HubMethod.RequestMatchupsForDate, ['2026-11-22']);
      const list = JSON.parse(client.records.shift()!) as Message;
      expect(list.target).toBe(HubEvent.ReceiveSportMatchupsUpdate);
      expect(unpackDay((list.arguments as DayTable[])[0]!)).toHaveLength(2);
      await publisher.publish([
        report({
          providerId: 'delta-1',
          awayScore: 10,
          homeScore: 12,
          observedAt: new Date('2026-11-23T03:40:00Z'),
        }),
      ]);
      const push = JSON.parse(await client.next()) as Message;
      expect(push).toMatchObject({
        type: 1,
        target: HubEvent.ReceiveSportMatchupUpdate,
        arguments: [{ id: 'test-delta-1', awayScore: 10, homeScore: 12 }],
      });
      // Whatever else the change sent this client would arrive before this call's Completion.
      await client.invoke(HubMethod.JoinSportGroup, ['nba']);
      expect(client.records).toEqual([]);
    } finally {
      client.close();
    }
  });

  it("sends a change made while a client's day is read after that day's list, not before it", async () => {
    const { publisher, store } = ctx.app.matchups;
    await publisher.publish([report({ providerId: 'racing-1', startsAt: racingStart })]);
    // The day's read is held after it has read the games, until the change below is announced.
    const read = store.wireByDate.bind(store);
    const readDone = deferred();
    const change = deferred();
    const reads = vi.spyOn(store, 'wireByDate').mockImplementationOnce(async (date, sport) => {
      const cards = await read(date, sport);
      readDone.resolve();
      await change.promise;
      return cards;
    });
    const client = await RawClient.connected(url);
    try {
      await client.invoke(HubMethod.JoinSportGroup, ['nba']);
      const asked = client.invoke(HubMethod.RequestMatchupsForDate, ['2026-11-23']);
      await readDone.promise;
      await publisher.publish([
        report({ providerId: 'racing-1', startsAt: racingStart, awayScore: 3, homeScore: 5 }),
      ]);
      change.resolve();
      expect(await asked).toMatchObject({ type: 3, result: null });
      const [list, push, ...rest] = client.records.map((r) => JSON.parse(r) as Message);
      // The list, as read before the change, then the change: the client ends with the newer game.
      expect(list!.target).toBe(HubEvent.ReceiveSportMatchupsUpdate);
      const games = unpackDay((list!.arguments as DayTable[])[0]!);
      expect(games.map((g) => [g.id, g.awayScore])).toEqual([['test-racing-1', null]]);
      expect(push).toMatchObject({
        target: HubEvent.ReceiveSportMatchupUpdate,
        arguments: [{ id: 'test-racing-1', awayScore: 3, homeScore: 5 }],
      });
      expect(rest).toEqual([]);
    } finally {
      reads.mockRestore();
      client.close();
    }
  });

  it('serves the same day asked twice from one read and one serialized frame', async () => {
    const store = ctx.app.matchups.store;
    const reads = vi.spyOn(store, 'wireByDate');
    const day = easternDate(inHours(2 + 24 * 7));
    await insertGame(ctx.db, {
      id: 'cached-1',
      awayTeam: 'E',
      homeTeam: 'F',
      startsAt: inHours(2 + 24 * 7),
    });
    const [a, b] = [await RawClient.connected(url), await RawClient.connected(url)];
    try {
      await a.invoke(HubMethod.RequestMatchupsForDate, [day]);
      await b.invoke(HubMethod.RequestMatchupsForDate, [day]);
      await a.invoke(HubMethod.RequestMatchupsForDate, [day]);
      expect(reads).toHaveBeenCalledTimes(1);
      const [first, second, third] = [a.records[0], b.records[0], a.records[1]];
      expect(JSON.parse(first!)).toMatchObject({ target: HubEvent.ReceiveSportMatchupsUpdate });
      expect(second).toBe(first);
      expect(third).toBe(first);
    } finally {
      reads.mockRestore();
      a.close();
      b.close();
    }
  });
});

/** A bare hub with its own limits, on a port of its own. */
async function bareHub(
  limits: Partial<HubLimits>,
  extra: { trustProxy?: string[] } = {},
): Promise<{ app: FastifyInstance; url: string; count: () => number }> {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const hub = createHubServer(app, {
    path: TEST_HUB_PATH,
    methods: testHubMethods,
    lifetime: new MemoryLifetimeManager(),
    authenticate: async (_req, { accessToken }) =>
      accessToken === 'good-token'
        ? { userId: 'u1', email: 'a@b.c', name: 'Ann', role: 'user', accountType: 'free' }
        : null,
    options: { limits: { ...DEFAULT_HUB_OPTIONS.limits, ...limits } },
    ...extra,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    url: `http://127.0.0.1:${port}${TEST_HUB_PATH}`,
    count: () => hub.connectionCount(),
  };
}

const negotiate = (url: string, headers: Record<string, string> = {}, query = '') =>
  fetch(`${url}/negotiate?negotiateVersion=1${query}`, { method: 'POST', headers });

describe('the answer-byte budget', () => {
  let hub: Awaited<ReturnType<typeof bareHub>>;
  beforeAll(async () => {
    hub = await bareHub({ answerBytes: { burst: 12_000, perSecond: 1 } });
  });
  afterAll(() => hub.app.close());

  it('sends the answer that spends it whole, then refuses the address on any of its connections', async () => {
    const big = 'x'.repeat(5_000);
    const a = await RawClient.connected(hub.url);
    const b = await RawClient.connected(hub.url);
    try {
      for (let i = 0; i < 3; i++) {
        const answer = await a.invoke('Echo', [big]);
        expect(answer.result).toBe(big);
      }
      expect((await a.invoke('Echo', ['small'])).error).toBe(LimitErrors.tooManyBytes);
      // Another anonymous connection from the same address shares the spent budget.
      expect((await b.invoke('Echo', ['small'])).error).toBe(LimitErrors.tooManyBytes);
    } finally {
      a.close();
      b.close();
    }
  });
});

describe('the ceiling on anonymous connections per address', () => {
  let hub: Awaited<ReturnType<typeof bareHub>>;
  beforeAll(async () => {
    hub = await bareHub({ anonymousConnectionsPerAddress: 2 });
  });
  afterAll(() => hub.app.close());

  it('refuses negotiate and a direct connect past it with a 429 problem, whatever X-Forwarded-For says', async () => {
    const first = await RawClient.connected(hub.url);
    expect((await negotiate(hub.url)).status).toBe(200);
    const refused = await negotiate(hub.url);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(await refused.json()).toMatchObject({
      status: 429,
      detail: LimitErrors.tooManyConnections,
    });
    // Not behind a trusted proxy: the header is the client's own word and changes nothing.
    expect((await negotiate(hub.url, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
    await expect(RawClient.open(hub.url)).rejects.toThrow(/^429 .*Too many connections/);
    // A signed-in connection is not an anonymous one.
    expect((await negotiate(hub.url, {}, '&access_token=good-token')).status).toBe(200);

    // A connection that ends gives its place back.
    const before = hub.count();
    first.close();
    await eventually(() => hub.count() < before);
    const again = await RawClient.connected(hub.url);
    again.close();
  });
});

describe('the ceiling behind a trusted proxy', () => {
  let hub: Awaited<ReturnType<typeof bareHub>>;
  beforeAll(async () => {
    hub = await bareHub({ anonymousConnectionsPerAddress: 1 }, { trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => hub.app.close());

  it('counts each forwarded client address apart', async () => {
    const as = (ip: string) => negotiate(hub.url, { 'x-forwarded-for': ip });
    expect((await as('198.51.100.1')).status).toBe(200);
    expect((await as('198.51.100.2')).status).toBe(200);
    expect((await as('198.51.100.1')).status).toBe(429);
    // Only the nearest hop is believed: a client's own X-Forwarded-For entry is not.
    expect((await as('192.0.2.7, 198.51.100.2')).status).toBe(429);
  });
});
