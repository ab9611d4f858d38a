import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { HUB_PATH } from '@domain/rules/hub';
import { buildApp } from '../../../server/app';
import { drain } from '../../../server/http/drain';
import { RawClient } from '../hub/rawClient';
import { testConfig, testDb } from '../helpers';

const db = await testDb();
const app = await buildApp({ config: testConfig(), db, logger: false });
let finishSlow: () => void = () => undefined;
let slowStarted: () => void = () => undefined;
const slowRunning = new Promise<void>((resolve) => (slowStarted = resolve));
// A request that is still running when the drain starts.
app.get('/slow', async () => {
  const finished = new Promise<void>((resolve) => (finishSlow = resolve));
  slowStarted();
  await finished;
  return { done: true };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
afterAll(async () => {
  await app.close();
  await db.close();
});

it('stops accepting, tells hub clients to reconnect and lets running requests finish (docs/deployment.md §2)', async () => {
  const slow = fetch(`${base}/slow`);
  const hub = await RawClient.connected(`${base}${HUB_PATH}`);
  await slowRunning;

  const drained = drain(app, 5_000);
  expect(JSON.parse(await hub.next())).toEqual({ type: 7, allowReconnect: true });
  await hub.closed;
  // New connections are refused while the running request is still being answered.
  await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  finishSlow();
  const answer = await slow;
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ done: true });

  const report = await drained;
  expect(report).toMatchObject({ drained: true, hubConnections: 1 });
  expect(report.ms).toBeLessThan(5_000);
});
