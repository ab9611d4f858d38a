import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { startServer, type E2eServer } from './server';

// docs/security.md "Secrets never in logs": a server logging at debug level is driven through
// every place a secret travels (the session cookie, the hub's connection token in a WebSocket
// URL and in long polls, a reset link's token in a page address), and its whole log is searched
// for each secret it handed out.

const XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };
const RECORD_SEPARATOR = '\u001e';

/** The text of an .eml file with quoted-printable soft breaks and escapes undone. */
function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('secrets never reach the server log', () => {
  let browser: Browser;
  let server: E2eServer;
  const dir = mkdtempSync(join(tmpdir(), 'edgewise-e2e-log-'));
  const logFile = join(dir, 'server.log');
  const outbox = join(dir, 'outbox');

  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer({
      dataDirPrefix: 'edgewise-e2e-log-data-',
      logFile,
      env: { LOG_LEVEL: 'debug', OUTBOX_DIR: outbox, DEMO_SPEED: '30' },
      healthTimeoutMs: Number(process.env.E2E_HEALTH_TIMEOUT_MS ?? 180_000),
    });
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('logs no session id, connection token or reset token it handed out', async () => {
    const secrets = new Map<string, string>();
    const { context, page } = await openPage(browser, server.baseUrl);
    const negotiated: Promise<void>[] = [];
    page.on('response', (response: Response) => {
      if (!response.url().includes('/negotiate')) return;
      negotiated.push(
        response.json().then((body: { connectionToken?: string }) => {
          if (body.connectionToken)
            secrets.set(body.connectionToken, 'connection token (WebSocket)');
        }),
      );
    });
    const cookieSecrets = async () => {
      for (const c of await context.cookies())
        if (c.name.includes('session')) secrets.set(c.value, `session cookie ${c.name}`);
    };

    // A registered, signed-in user opens the matchups page: the hub connects over a WebSocket
    // whose address carries the connection token.
    const email = `log.${Date.now()}@example.com`;
    const password = 'log-secrets-password-42';
    await page.goto('/faq');
    const register = await context.request.post('/api/account/register', {
      headers: XHR,
      data: { email, password, confirmPassword: password, firstName: 'Lou', lastName: 'Logs' },
    });
    expect(register.status()).toBe(200);
    await cookieSecrets();
    const socket = page.waitForEvent('websocket');
    await page.goto('/matchups');
    expect((await socket).url()).toContain('id=');
    await page.getByRole('heading', { name: 'Matchups' }).first().waitFor();
    await Promise.all(negotiated);
    expect([...secrets.values()]).toContain('connection token (WebSocket)');

    // A long-polling client: negotiate, handshake and poll with the token in the query string.
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const hub = `${server.baseUrl}/hubs/matchups`;
    const negotiate = await fetch(`${hub}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { ...XHR, cookie },
    });
    const { connectionToken } = (await negotiate.json()) as { connectionToken: string };
    secrets.set(connectionToken, 'connection token (long polling)');
    const poll = `${hub}?id=${encodeURIComponent(connectionToken)}`;
    // The first poll starts the transport and returns at once (docs/architecture.md, the hub).
    expect((await fetch(poll, { headers: { cookie } })).status).toBe(200);
    const handshake = await fetch(poll, {
      method: 'POST',
      headers: { cookie, 'content-type': 'text/plain' },
      body: `{"protocol":"json","version":1}${RECORD_SEPARATOR}`,
    });
    expect(handshake.status).toBe(200);
    const answer = await fetch(poll, { headers: { cookie } });
    expect(await answer.text()).toContain(RECORD_SEPARATOR);
    expect((await fetch(poll, { method: 'DELETE', headers: { cookie } })).status).toBeLessThan(300);

    // A password reset: the token travels in a mail and in the reset page's address.
    const forgot = await context.request.post('/api/account/forgot-password', {
      headers: XHR,
      data: { email },
    });
    expect(forgot.status()).toBe(202);
    let link: string | undefined;
    for (let tries = 0; !link && tries < 100; tries += 1) {
      const mails = existsSync(outbox)
        ? readdirSync(outbox, { withFileTypes: true }).filter((f) => f.isFile())
        : [];
      link = mails
        .map((f) => decodeMail(readFileSync(join(outbox, f.name), 'utf8')))
        .map((text) => /https?:\/\/\S*\/auth\/reset-password\?token=[^\s"<>]+/.exec(text)?.[0])
        .find(Boolean);
      if (!link) await page.waitForTimeout(100);
    }
    expect(link).toBeDefined();
    const token = decodeURIComponent(new URL(link ?? '').searchParams.get('token') ?? '');
    secrets.set(token, 'reset token');
    await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    const newPassword = 'log-secrets-password-43';
    const reset = await context.request.post('/api/account/reset-password', {
      headers: XHR,
      data: { token, password: newPassword, confirmPassword: newPassword },
    });
    expect(reset.status()).toBe(204);

    // Signing in again hands out another session id.
    const login = await context.request.post('/api/account/login', {
      headers: XHR,
      data: { email, password: newPassword, rememberMe: false },
    });
    expect(login.status()).toBe(200);
    await cookieSecrets();
    await context.close();
    await server.stop({ keepData: true });

    const log = readFileSync(logFile, 'utf8');
    // The log holds the requests that carried the secrets, with the secrets taken out.
    expect(log).toContain('/hubs/matchups');
    expect(log).toContain('/auth/reset-password');
    expect(secrets.size).toBeGreaterThanOrEqual(5);
    const leaked = [...secrets]
      .filter(([secret]) => log.includes(secret) || log.includes(encodeURIComponent(secret)))
      .map(([, what]) => what);
    expect(leaked).toEqual([]);
  });
});
