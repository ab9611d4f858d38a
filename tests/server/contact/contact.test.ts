import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessagesResponseSchema } from '@domain/contracts/contact';
import { signedIn, XHR } from '../bets/fixtures';
import { testApp } from '../helpers';

let ctx: Awaited<ReturnType<typeof testApp>>;
let outbox: string;

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'edgewise-contact-'));
  // The real limits (RATE_LIMIT_SCALE 1): each test speaks from its own address.
  ctx = await testApp({
    OUTBOX_DIR: outbox,
    SUPPORT_EMAIL: 'help@edgewise.test',
    RATE_LIMIT_SCALE: '1',
  });
});
afterAll(async () => {
  await ctx.close();
  await rm(outbox, { recursive: true, force: true });
});

const MESSAGE = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  subject: 'billing',
  message: 'First line.\nSecond line <b>bold</b>.',
};

const send = (body: unknown, remoteAddress: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress,
    headers: { ...XHR, ...(cookie ? { cookie } : {}) },
    payload: body as object,
  });

const list = (cookie?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/admin/contact-messages',
    headers: cookie ? { cookie } : {},
  });

async function mails(): Promise<string[]> {
  const names = (await readdir(outbox)).sort();
  return Promise.all(names.map((n) => readFile(join(outbox, n), 'utf8')));
}

describe('POST /api/contact', () => {
  it('stores the message and mails it to the support address', async () => {
    const res = await send(MESSAGE, '10.0.0.1');
    expect(res.statusCode).toBe(201);
    const [mail] = await mails();
    expect(mail).toMatch(/^To: help@edgewise\.test$/m);
    expect(mail).toMatch(/^Subject: Contact form: Billing from Grace Hopper$/m);
    expect(mail).toContain('grace@example.com');
    expect(mail).toContain('Second line &lt;b&gt;bold&lt;/b&gt;.');

    const admin = await signedIn(ctx.db, 'Admin');
    const body = contactMessagesResponseSchema.parse((await list(admin.cookie)).json());
    expect(body.messages[0]).toMatchObject({
      id: res.json<{ id: string }>().id,
      firstName: 'Grace',
      subject: 'billing',
      message: MESSAGE.message,
      userId: null,
    });
  });

  it('keeps the account of a signed-in sender', async () => {
    const user = await signedIn(ctx.db);
    expect((await send(MESSAGE, '10.0.0.2', user.cookie)).statusCode).toBe(201);
    const admin = await signedIn(ctx.db, 'Admin');
    const body = contactMessagesResponseSchema.parse((await list(admin.cookie)).json());
    expect(body.messages[0]?.userId).toBe(user.id);
  });

  it('answers bad fields with problem details naming each field, and stores nothing', async () => {
    const admin = await signedIn(ctx.db, 'Admin');
    const before = contactMessagesResponseSchema.parse((await list(admin.cookie)).json());
    const res = await send(
      {
        ...MESSAGE,
        firstName: 'Eve\r\nBcc: victim@example.com',
        email: 'nope',
        subject: 'spam',
        message: ' ',
      },
      '10.0.0.3',
    );
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const errors = res.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(errors).sort()).toEqual(['email', 'firstName', 'message', 'subject']);
    expect(errors.message).toEqual(['Message is required']);
    const after = contactMessagesResponseSchema.parse((await list(admin.cookie)).json());
    expect(after.messages).toHaveLength(before.messages.length);
  });

  it('limits one address to 10 messages an hour', async () => {
    for (let i = 0; i < 10; i += 1) expect((await send(MESSAGE, '10.0.0.4')).statusCode).toBe(201);
    const refused = await send(MESSAGE, '10.0.0.4');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
  });
});

describe('GET /api/admin/contact-messages', () => {
  it('is for admins only: 401 signed out, 403 for any other role', async () => {
    expect((await list()).statusCode).toBe(401);
    for (const role of ['User', 'Handicapper']) {
      const user = await signedIn(ctx.db, role);
      const res = await list(user.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('Grace');
    }
  });
});
