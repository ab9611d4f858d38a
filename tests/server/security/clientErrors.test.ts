import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers';

// Requests that Node's HTTP parser refuses before any route still get problem details.

let ctx: Awaited<ReturnType<typeof testApp>>;
let port: number;

beforeAll(async () => {
  ctx = await testApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

/** Writes raw bytes and reads the whole answer until the server closes the connection. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

const bodyOf = (answer: string): unknown =>
  JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('client errors', () => {
  it('answers headers that are too large with 431 problem details', async () => {
    const answer = await raw(
      `GET /api/handicappers HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(100_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toMatch(/content-type: application\/problem\+json/i);
    expect(bodyOf(answer)).toMatchObject({ status: 431, title: 'Request Header Fields Too Large' });
  });

  it('answers a request line it cannot parse with 400 problem details', async () => {
    const answer = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nBroken header line\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toMatchObject({ status: 400, title: 'Bad Request' });
  });
});
