import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { controlCharactersRefused, dollarsToCents } from '@domain/rules/text';
import { hashPassword } from '../../../../server/accounts/passwords';
import { createSession, SESSION_COOKIE } from '../../../../server/accounts/sessions';
import { insertUser } from '../../../../server/accounts/users';
import { composeMail } from '../../../../server/mail/compose';
import { XHR, newAccount, post } from '../../accounts/http';
import { testApp } from '../../helpers';

// Replays of the input findings (docs/design.md §3): a null body, names with CR/LF and markup,
// $19.99 refused by floating point.
let ctx: Awaited<ReturnType<typeof testApp>>;
let outbox: string;
beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'edgewise-outbox-'));
  ctx = await testApp({ OUTBOX_DIR: outbox, ACCOUNT_RATE_LIMIT: '100000' });
});
afterAll(() => ctx.close());

let seq = 0;
async function user() {
  seq += 1;
  const email = `input${seq}.${Date.now()}@example.com`;
  const row = await insertUser(ctx.db, {
    email,
    firstName: 'Ada',
    lastName: 'Lovelace',
    passwordHash: await hashPassword('a-long-password-1'),
  });
  return { email, cookie: `${SESSION_COOKIE}=${await createSession(ctx.db, row!.id, false)}` };
}

const call = (method: 'POST' | 'PUT', url: string, cookie: string, payload: string) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...XHR, cookie, 'content-type': 'application/json' },
    payload,
  });

const application = (email: string, over: Record<string, unknown> = {}) => ({
  firstName: 'Nova',
  lastName: 'Capper',
  email,
  phone: '+1 555 010 2000',
  type: 'professional',
  sports: ['nba'],
  experience: 'Five years of tracked NBA sides and totals.',
  approach: 'Rest, travel and pace against the closing line.',
  monthlyPrice: 19.99,
  weeklyPicks: 12,
  acceptTerms: true,
  acceptAccuracy: true,
  ...over,
});

describe('bodies of the wrong type', () => {
  it('answers a null, array, string or number application body with 400, never 500', async () => {
    const me = await user();
    for (const body of ['null', '[]', '"x"', '1', 'true', '{"type":null,"monthlyPrice":null}']) {
      const res = await call('POST', '/api/handicapper-applications', me.cookie, body);
      expect(res.statusCode, body).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });
});

describe('money in cents', () => {
  it('reads dollars exactly: 19.99 is 1999 cents, three decimals are refused', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(1.1)).toBe(110);
    expect(dollarsToCents(9.999)).toBeNull();
    expect(dollarsToCents(-1)).toBeNull();
    expect(dollarsToCents(1e21)).toBeNull();
    expect(dollarsToCents('19.99')).toBeNull();
  });

  it('accepts a professional application at exactly $19.99', async () => {
    const me = await user();
    const res = await call(
      'POST',
      '/api/handicapper-applications',
      me.cookie,
      JSON.stringify(application(me.email)),
    );
    expect(res.statusCode).toBe(201);
    const { rows } = await ctx.db.query<{ monthly_price: string }>(
      'SELECT monthly_price::text AS monthly_price FROM handicapper_applications a JOIN users u ON u.id = a.user_id WHERE u.email = $1',
      [me.email],
    );
    expect(rows[0]?.monthly_price).toBe('19.99');
  });
});

describe('names', () => {
  const injected = 'Eve\r\nBcc: victim@example.com';

  it('refuses control characters in a name at registration, in settings and in an application', async () => {
    const reg = await post(ctx.app, '/api/account/register', newAccount({ firstName: injected }));
    expect(reg.statusCode).toBe(400);
    expect(reg.json()).toMatchObject({
      errors: { firstName: [controlCharactersRefused('First name')] },
    });
    const me = await user();
    const settings = await call(
      'PUT',
      '/api/account/settings',
      me.cookie,
      JSON.stringify({ profile: { firstName: 'Ada', lastName: injected, username: '', bio: '' } }),
    );
    expect(settings.statusCode).toBe(400);
    const apply = await call(
      'POST',
      '/api/handicapper-applications',
      me.cookie,
      JSON.stringify(application(me.email, { lastName: 'Ca\npper' })),
    );
    expect(apply.statusCode).toBe(400);
  });

  it('escapes a name that looks like HTML in the mail it reaches', async () => {
    const me = await user();
    const markup = '<img src=x onerror=alert(1)>';
    const res = await call(
      'POST',
      '/api/handicapper-applications',
      me.cookie,
      JSON.stringify(application(me.email, { firstName: markup, type: 'novice' })),
    );
    expect(res.statusCode).toBe(201);
    const eml = await vi.waitFor(
      async () => {
        for (const name of await readdir(outbox)) {
          const text = await readFile(join(outbox, name), 'utf8');
          if (text.includes(`To: ${me.email}`)) return text;
        }
        throw new Error(`no mail to ${me.email} yet`);
      },
      { timeout: 2_000, interval: 10 },
    );
    const decoded = eml
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    const html = decoded.slice(decoded.indexOf('Content-Type: text/html'));
    expect(html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
    expect(html).not.toMatch(/<img/);
  });
});

describe('composeMail', () => {
  it('keeps each given value on one line of the text part and escapes the HTML part', () => {
    const mail = composeMail({
      to: 'a@example.com',
      subject: 'Picks from Eve\r\nBcc: x@example.com',
      name: 'Eve\r\nBcc: victim@example.com',
      blocks: ['<b>bold</b>', { list: ['Heat\n- injected line', 'ok'] }, { link: 'http://x/y' }],
    });
    expect(mail.subject).toBe('Picks from Eve Bcc: x@example.com');
    const lines = mail.text.split('\n');
    expect(lines).toContain('Hello Eve Bcc: victim@example.com,');
    expect(lines.filter((l) => l.startsWith('Bcc:'))).toHaveLength(0);
    expect(lines.filter((l) => l.startsWith('- '))).toEqual(['- Heat - injected line', '- ok']);
    expect(mail.html).toContain('<p>&lt;b&gt;bold&lt;/b&gt;</p>');
    expect(mail.html).not.toContain('<b>');
  });
});
