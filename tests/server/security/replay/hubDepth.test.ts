import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB_PATH, HubMethod } from '@domain/rules/hub';
import { buildApp } from '../../../../server/app';
import type { Db } from '../../../../server/db/db';
import { MAX_ARGUMENT_DEPTH } from '../../../../server/hub/dispatcher';
import { RawClient, RS } from '../../hub/rawClient';
import { testConfig, testDb } from '../../helpers';

// Replay of a hub argument nested 16,000 deep (docs/hub.md §2.2): an error completion for the
// caller, the connection kept, and no stack overflow in the log.
const logs: string[] = [];
let db: Db;
let app: Awaited<ReturnType<typeof buildApp>>;
let url: string;
beforeAll(async () => {
  db = await testDb();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString('utf8'));
      done();
    },
  });
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    db,
    logger: { level: 'info', stream },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  url = `http://127.0.0.1:${address.port}${HUB_PATH}`;
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Invokes with the arguments' JSON text as given (too deep for JSON.stringify on this side). */
async function invokeRaw(client: RawClient, target: string, argsJson: string) {
  const id = String(Math.random());
  client.send(
    `{"type":1,"invocationId":${JSON.stringify(id)},"target":${JSON.stringify(target)},"arguments":${argsJson}}${RS}`,
  );
  for (;;) {
    const message = JSON.parse(await client.next()) as Record<string, unknown>;
    if (message.type === 3 && message.invocationId === id) return message;
  }
}

describe('hub argument depth', () => {
  it('answers a 16,000-deep argument with an error completion and logs no stack overflow', async () => {
    const client = await RawClient.connected(url);
    for (const target of [HubMethod.JoinMatchupGroup, HubMethod.RequestMatchupsForDate]) {
      const completion = await invokeRaw(client, target, `[${nested(16_000)}]`);
      expect(completion.type).toBe(3);
      expect(String(completion.error)).toContain('nested too deeply');
    }
    const objects = await invokeRaw(
      client,
      HubMethod.JoinSportGroup,
      `[${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}]`,
    );
    expect(String(objects.error)).toContain('nested too deeply');
    // The connection is still usable.
    const ok = await client.invoke(HubMethod.JoinSportGroup, ['nba']);
    expect(ok).toMatchObject({ type: 3, result: null });
    client.ws.close();
    expect(logs.join('')).not.toMatch(/Maximum call stack/);
  });

  it('lets an argument at the limit through to the method (which refuses it by type)', async () => {
    const client = await RawClient.connected(url);
    const completion = await invokeRaw(
      client,
      HubMethod.JoinSportGroup,
      `[${nested(MAX_ARGUMENT_DEPTH - 1)}]`,
    );
    expect(completion.type).toBe(3);
    expect(String(completion.error)).not.toContain('nested too deeply');
    client.ws.close();
  });
});
