import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NEWSLETTER_CHECK_MAIL,
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_LINK_INVALID,
  NEWSLETTER_MAILS_PER_DAY,
  NEWSLETTER_UNSUBSCRIBED,
} from '@domain/rules/contact';
import { XHR } from '../bets/fixtures';
import { testApp } from '../helpers';

let ctx: Awaited<ReturnType<typeof testApp>>;
let outbox: string;

beforeAll(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'edgewise-newsletter-'));
  ctx = await testApp({ OUTBOX_DIR: outbox, PUBLIC_URL: 'http://edgewise.test' });
});
afterAll(async () => {
  await ctx.close();
  await rm(outbox, { recursive: true, force: true });
});

const post = (url: string, body: unknown, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url, remoteAddress, headers: XHR, payload: body as object });

/** The mails to an address, once every mail sent in the background so far is written. */
async function mailsTo(address: string): Promise<string[]> {
  await ctx.app.newsletter.settled();
  const names = (await readdir(outbox)).sort();
  const all = await Promise.all(names.map((n) => readFile(join(outbox, n), 'utf8')));
  return all.filter((m) => m.toLowerCase().includes(`to: ${address.toLowerCase()}`));
}

/** A link of the mail's text part (quoted-printable: soft breaks joined, `=3D` read as `=`). */
function linkIn(mail: string, action: string): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const found = new RegExp(
    `http://edgewise\\.test/newsletter\\?action=${action}&token=([\\w-]+)`,
  ).exec(text);
  if (!found?.[1]) throw new Error(`no ${action} link in ${mail}`);
  return found[1];
}

describe('the newsletter', () => {
  it('mails a confirm and an unsubscribe link; each works once, without signing in', async () => {
    const res = await post('/api/newsletter', { email: 'Reader@Example.com' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: NEWSLETTER_CHECK_MAIL });
    const [mail] = await mailsTo('Reader@Example.com');
    const confirm = linkIn(mail!, 'confirm');
    const unsubscribe = linkIn(mail!, 'unsubscribe');

    const confirmed = await post('/api/newsletter/confirm', { token: confirm });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: NEWSLETTER_CONFIRMED });
    const again = await post('/api/newsletter/confirm', { token: confirm });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ detail: NEWSLETTER_LINK_INVALID });

    // Subscribed, in any case: the same answer, and no second mail.
    const repeat = await post('/api/newsletter', { email: ' reader@EXAMPLE.com ' });
    expect(repeat.statusCode).toBe(202);
    expect(repeat.json()).toEqual({ message: NEWSLETTER_CHECK_MAIL });
    expect(await mailsTo('Reader@Example.com')).toHaveLength(1);
    const rows = await ctx.db.query('SELECT email_key FROM newsletter_subscribers');
    expect(rows.rows).toEqual([{ email_key: 'reader@example.com' }]);

    const gone = await post('/api/newsletter/unsubscribe', { token: unsubscribe });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ message: NEWSLETTER_UNSUBSCRIBED });
    const state = await ctx.db.query<{ unsubscribed: boolean }>(
      'SELECT unsubscribed_at IS NOT NULL AS unsubscribed FROM newsletter_subscribers',
    );
    expect(state.rows).toEqual([{ unsubscribed: true }]);
  });

  it('refuses unknown tokens and bad addresses with problem details', async () => {
    for (const url of ['/api/newsletter/confirm', '/api/newsletter/unsubscribe']) {
      const res = await post(url, { token: 'not-a-token' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ detail: NEWSLETTER_LINK_INVALID });
    }
    const bad = await post('/api/newsletter', { email: 'x@y\r\nBcc: z@w' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.email).toBeTruthy();
  });

  it(`mails one address at most ${NEWSLETTER_MAILS_PER_DAY} times a day, with the same answer past it`, async () => {
    for (let i = 0; i < NEWSLETTER_MAILS_PER_DAY + 2; i += 1) {
      const res = await post('/api/newsletter', { email: 'flood@example.com' }, `10.1.0.${i}`);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: NEWSLETTER_CHECK_MAIL });
    }
    expect(await mailsTo('flood@example.com')).toHaveLength(NEWSLETTER_MAILS_PER_DAY);
  });
});
