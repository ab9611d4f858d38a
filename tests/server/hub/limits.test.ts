import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HubMethod, matchupGroup } from '@domain/rules/hub';
import {
  MAX_MATCHUP_GROUPS_PER_CONNECTION,
  MatchupGroupLedger,
  TOO_MANY_GROUPS,
  UNKNOWN_MATCHUP,
  matchupHubMethods,
} from '../../../server/matchups/hubMethods';
import type { MatchupStore } from '../../../server/matchups/store';
import type { HubCallContext } from '../../../server/hub/types';
import { inHours, insertGame } from '../bets/fixtures';
import { testApp } from '../helpers';
import { RawClient } from './rawClient';

describe('matchup groups per connection (hub resource limits)', () => {
  it(`holds at most ${MAX_MATCHUP_GROUPS_PER_CONNECTION} groups through 100,000 joins, and forgets the connection when it leaves`, async () => {
    // Every id "exists" here, so only the cap stands between a client and unbounded groups.
    const store = { byId: async (id: string) => ({ id }) } as unknown as MatchupStore;
    const ledger = new MatchupGroupLedger();
    const join = matchupHubMethods(store, ledger)[HubMethod.JoinMatchupGroup]!;
    const added: string[] = [];
    const ctx = {
      connectionId: 'c1',
      user: null,
      groups: {
        add: async (_c: string, g: string) => void added.push(g),
        remove: async () => undefined,
      },
    } as unknown as HubCallContext;
    let refused = 0;
    const heapBefore = process.memoryUsage().heapUsed;
    for (let i = 0; i < 100_000; i++) {
      try {
        await join(ctx, `game-${i}`);
      } catch (err) {
        expect((err as Error).message).toBe(TOO_MANY_GROUPS);
        refused += 1;
      }
    }
    expect(added).toHaveLength(MAX_MATCHUP_GROUPS_PER_CONNECTION);
    expect(added[0]).toBe(matchupGroup('game-0'));
    expect(refused).toBe(100_000 - MAX_MATCHUP_GROUPS_PER_CONNECTION);
    expect(ledger.count('c1')).toBe(MAX_MATCHUP_GROUPS_PER_CONNECTION);
    // Joining one already held again is not another group.
    await join(ctx, 'game-0');
    expect(added).toHaveLength(MAX_MATCHUP_GROUPS_PER_CONNECTION);
    // A few hundred short strings, not 100,000: the structure stayed bounded.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(50 * 1024 * 1024);
    ledger.forgetConnection('c1');
    expect(ledger.connections).toBe(0);
  });
});

describe('JoinMatchupGroup over the wire', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let url: string;
  beforeAll(async () => {
    ctx = await testApp();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/hubs/matchups`;
    await insertGame(ctx.db, { id: 'real-1', awayTeam: 'A', homeTeam: 'B', startsAt: inHours(2) });
  });
  afterAll(() => ctx.close());

  it('accepts a real matchup and refuses an invented one with an error completion', async () => {
    const client = await RawClient.connected(url);
    try {
      expect(await client.invoke(HubMethod.JoinMatchupGroup, ['real-1'], 'ok')).toEqual({
        type: 3,
        invocationId: 'ok',
        result: null,
      });
      const refused = await client.invoke(HubMethod.JoinMatchupGroup, ['invented'], 'no');
      expect(refused).toMatchObject({ type: 3, invocationId: 'no' });
      // ASP.NET's wording around a HubException's message.
      expect(refused.error).toContain(UNKNOWN_MATCHUP);
    } finally {
      client.close();
    }
  });
});
