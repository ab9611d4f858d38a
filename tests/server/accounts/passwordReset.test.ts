import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  INVALID_CREDENTIALS,
  PASSWORD_TOO_COMMON,
  PASSWORDS_DO_NOT_MATCH,
  RESET_LINK_INVALID,
} from '@domain/rules/auth';
import { buildApp } from '../../../server/app';
import type { Db } from '../../../server/db/db';
import { testConfig, testDb } from '../helpers';
import { newAccount, post, sessionCookie, userInfo } from './http';

/** Collects the JSON log lines the server writes. */
function logSink() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

let db: Db;
let app: FastifyInstance;
const logs = logSink();
const outbox = mkdtempSync(join(tmpdir(), 'edgewise-reset-outbox-'));

beforeAll(async () => {
  db = await testDb();
  app = await buildApp({
    config: testConfig({
      ACCOUNT_RATE_LIMIT: '1000',
      PUBLIC_URL: 'http://edgewise.test',
      OUTBOX_DIR: outbox,
    }),
    db,
    logger: { level: 'info', stream: logs.stream },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.close();
  rmSync(outbox, { recursive: true, force: true });
});

async function resetLinkFor(email: string): Promise<string> {
  const res = await post(app, '/api/account/forgot-password', { email });
  expect(res.statusCode).toBe(202);
  return loggedLinkFor(email);
}

/** The text of an .eml body: quoted-printable soft breaks joined and escapes decoded. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Waits for a reset mail to the email in the outbox, with a link not seen before. */
async function loggedLinkFor(email: string): Promise<string> {
  const link = await vi.waitFor(
    () => {
      for (const name of readdirSync(outbox)) {
        const mail = decodeQuotedPrintable(readFileSync(join(outbox, name), 'utf8'));
        if (!mail.includes(`To: ${email}`)) continue;
        const found = /https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+/.exec(mail)?.[0];
        if (found && !seenLinks.has(found)) return found;
      }
      throw new Error(`no reset mail in the outbox for ${email}`);
    },
    { timeout: 2_000, interval: 10 },
  );
  seenLinks.add(link);
  return link;
}
const seenLinks = new Set<string>();

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('forgot password', () => {
  it('answers 202 alike for known and unknown emails, and logs a link only for the known one', async () => {
    const account = newAccount();
    await post(app, '/api/account/register', account);
    const known = await post(app, '/api/account/forgot-password', { email: account.email });
    const unknown = await post(app, '/api/account/forgot-password', {
      email: 'nobody-here@example.com',
    });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(logs.lines.some((l) => l.to === 'nobody-here@example.com')).toBe(false);
    const link = await resetLinkFor(account.email);
    expect(link).toMatch(/^http:\/\/edgewise\.test\/auth\/reset-password\?token=[\w-]{43}$/);
    // The token is a secret: the mail has it, no log line does.
    const token = tokenOf(link);
    // The mail's log line may reach the log stream just after the mail file is written.
    await vi.waitFor(() => expect(logs.lines.some((l) => l.to === account.email)).toBe(true));
    expect(logs.lines.filter((l) => JSON.stringify(l).includes(token))).toEqual([]);
  });

  it('refuses a malformed email with a field error', async () => {
    const res = await post(app, '/api/account/forgot-password', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toBeDefined();
  });
});

describe('reset password', () => {
  it('sets the new password once, ends old sessions and burns the token', async () => {
    const account = newAccount();
    const oldSession = sessionCookie(await post(app, '/api/account/register', account));
    const token = tokenOf(await resetLinkFor(account.email));

    const mismatch = await post(app, '/api/account/reset-password', {
      token,
      password: 'brand-new-secret',
      confirmPassword: 'other',
    });
    expect(mismatch.json()).toMatchObject({ status: 400, detail: PASSWORDS_DO_NOT_MATCH });
    const common = await post(app, '/api/account/reset-password', {
      token,
      password: 'password1234',
      confirmPassword: 'password1234',
    });
    expect(common.json()).toMatchObject({ status: 400, detail: PASSWORD_TOO_COMMON });

    const ok = await post(app, '/api/account/reset-password', {
      token,
      password: 'brand-new-secret',
      confirmPassword: 'brand-new-secret',
    });
    expect(ok.statusCode).toBe(204);
    expect((await userInfo(app, oldSession)).json()).toEqual({ isAuthenticated: false });

    const oldLogin = await post(app, '/api/account/login', {
      email: account.email,
      password: account.password,
      rememberMe: 'false',
    });
    expect(oldLogin.json()).toMatchObject({ status: 401, detail: INVALID_CREDENTIALS });
    const newLogin = await post(app, '/api/account/login', {
      email: account.email,
      password: 'brand-new-secret',
      rememberMe: 'false',
    });
    expect(newLogin.statusCode).toBe(200);

    const again = await post(app, '/api/account/reset-password', {
      token,
      password: 'another-new-secret',
      confirmPassword: 'another-new-secret',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ detail: RESET_LINK_INVALID });
  });

  it('kills every earlier reset link when the password is reset', async () => {
    const account = newAccount();
    await post(app, '/api/account/register', account);
    const first = tokenOf(await resetLinkFor(account.email));
    const second = tokenOf(await resetLinkFor(account.email));
    expect(second).not.toBe(first);
    const ok = await post(app, '/api/account/reset-password', {
      token: second,
      password: 'brand-new-secret',
      confirmPassword: 'brand-new-secret',
    });
    expect(ok.statusCode).toBe(204);
    const stale = await post(app, '/api/account/reset-password', {
      token: first,
      password: 'attacker-chosen-1',
      confirmPassword: 'attacker-chosen-1',
    });
    expect(stale.json()).toMatchObject({ status: 400, detail: RESET_LINK_INVALID });
  });

  it('builds the link from PUBLIC_URL, never from Host or X-Forwarded-Host', async () => {
    const account = newAccount();
    await post(app, '/api/account/register', account);
    const res = await app.inject({
      method: 'POST',
      url: '/api/account/forgot-password',
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        host: 'attacker.example',
        'x-forwarded-host': 'attacker.example',
        'x-forwarded-proto': 'https',
      },
      payload: { email: account.email },
    });
    expect(res.statusCode).toBe(202);
    expect(await loggedLinkFor(account.email)).toMatch(
      /^http:\/\/edgewise\.test\/auth\/reset-password\?token=/,
    );
  });

  it('refuses an expired token and an unknown one', async () => {
    const account = newAccount();
    await post(app, '/api/account/register', account);
    const token = tokenOf(await resetLinkFor(account.email));
    await db.query("UPDATE password_resets SET expires_at = now() - interval '1 second'");
    const expired = await post(app, '/api/account/reset-password', {
      token,
      password: 'brand-new-secret',
      confirmPassword: 'brand-new-secret',
    });
    expect(expired.json()).toMatchObject({ status: 400, detail: RESET_LINK_INVALID });
    const unknown = await post(app, '/api/account/reset-password', {
      token: 'made-up',
      password: 'brand-new-secret',
      confirmPassword: 'brand-new-secret',
    });
    expect(unknown.json()).toMatchObject({ status: 400, detail: RESET_LINK_INVALID });
    const login = await post(app, '/api/account/login', {
      email: account.email,
      password: account.password,
      rememberMe: 'false',
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps only the hash of the reset token, valid for 30 minutes', async () => {
    const account = newAccount();
    await post(app, '/api/account/register', account);
    const token = tokenOf(await resetLinkFor(account.email));
    const { rows } = await db.query<{ token_hash: string; minutes: number }>(
      'SELECT token_hash, round(extract(epoch FROM expires_at - now()) / 60)::int AS minutes FROM password_resets ORDER BY created_at DESC LIMIT 1',
    );
    expect(rows[0]?.token_hash).not.toBe(token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.minutes).toBe(30);
  });
});

/** Just enough SMTP to accept one message and hand it to the test. */
function fakeSmtp(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      if (data) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        messages.push(buffer.slice(0, end));
        buffer = buffer.slice(end + 5);
        data = false;
        socket.write('250 queued\r\n');
      }
      let newline: number;
      while (!data && (newline = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, newline).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 fake\r\n');
        else if (line.startsWith('DATA')) {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        server,
        port: typeof address === 'object' && address ? address.port : 0,
        messages,
      });
    });
  });
}

describe('reset mail over SMTP', () => {
  it('mails the link when SMTP_URL is set', async () => {
    const smtp = await fakeSmtp();
    const mailDb = await testDb();
    const mailApp = await buildApp({
      config: testConfig({
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        PUBLIC_URL: 'http://edgewise.test',
      }),
      db: mailDb,
      logger: false,
    });
    try {
      const account = newAccount();
      await post(mailApp, '/api/account/register', account);
      expect(
        (await post(mailApp, '/api/account/forgot-password', { email: account.email })).statusCode,
      ).toBe(202);
      await vi.waitFor(() => expect(smtp.messages.length).toBeGreaterThan(0), {
        timeout: 2_000,
        interval: 20,
      });
      const message = smtp.messages[0]!.replace(/=\r\n/g, '');
      expect(message).toContain(`To: ${account.email}`);
      expect(message).toContain('Subject: Reset your Edgewise password');
      expect(message).toMatch(
        /http:\/\/edgewise\.test\/auth\/reset-password\?token=(?:3D)?[\w-]{43}/,
      );
    } finally {
      await mailApp.close();
      await mailDb.close();
      smtp.server.close();
    }
  });
});
