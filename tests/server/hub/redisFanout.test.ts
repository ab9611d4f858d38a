// The fan-out's cost over Redis (docs/hub.md §2.4): a broadcast is serialized once, on the
// instance that sends it (JSON and MessagePack), and each receiving instance decodes Redis's
// payload into one frame for all its members, never one per connection.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RedisLifetimeManager } from '../../../server/hub';
import { Frame } from '../../../server/hub/frame';
import { JSON_PROTOCOL } from '../../../server/hub/protocols/json';
import { MESSAGEPACK_PROTOCOL } from '../../../server/hub/protocols/messagePack';
import { RawClient, RS } from './rawClient';
import { eventually, type RunningHub, startBareHub } from './testHub';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `test:${randomUUID()}`;
let one: RunningHub;
let two: RunningHub;

beforeAll(async () => {
  const log = Fastify({ logger: false }).log;
  one = await startBareHub(new RedisLifetimeManager({ url: REDIS_URL, prefix, log }));
  two = await startBareHub(new RedisLifetimeManager({ url: REDIS_URL, prefix, log }));
  await eventually(
    () => one.hub.backplane() === 'redis' && two.hub.backplane() === 'redis',
    10_000,
  );
});
afterAll(async () => {
  await one.close();
  await two.close();
});

describe('a broadcast through Redis', () => {
  it('is serialized once on the sender and decoded once per receiving instance, whatever the members', async () => {
    const sender = await RawClient.connected(one.url);
    const members = await Promise.all(
      Array.from({ length: 6 }, (_, i) => RawClient.connected(i < 2 ? one.url : two.url)),
    );
    for (const client of [sender, ...members]) await client.invoke('JoinGroup', ['fanout']);
    const invocations = vi.spyOn(Frame, 'invocation');
    const decoded = vi.spyOn(Frame, 'encoded');
    const json = vi.spyOn(JSON_PROTOCOL, 'write');
    const packed = vi.spyOn(MESSAGEPACK_PROTOCOL, 'write');
    try {
      // A non-blocking call: no Completion, so the next record of each member is the broadcast.
      sender.send(
        JSON.stringify({ type: 1, target: 'SendToGroup', arguments: ['fanout', 'x'] }) + RS,
      );
      const records = await Promise.all([sender, ...members].map((c) => c.next()));
      for (const record of records)
        expect(JSON.parse(record)).toEqual({
          type: 1,
          target: 'Receive',
          arguments: ['fanout', 'x'],
        });
      // Once on the sending instance: its JSON as it is made, its MessagePack for Redis.
      expect(invocations).toHaveBeenCalledTimes(1);
      expect(json).not.toHaveBeenCalled();
      expect(packed).toHaveBeenCalledTimes(1);
      // One frame per instance (both have members), shared by its three and four connections.
      expect(decoded).toHaveBeenCalledTimes(2);
    } finally {
      vi.restoreAllMocks();
      for (const client of [sender, ...members]) client.close();
    }
  });
});
