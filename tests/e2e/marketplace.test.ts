import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICK_LOCKED_TEXT } from '@domain/rules/marketplace';
import { capperPicksResponseSchema } from '@domain/contracts/marketplace';
import { settingsSchema } from '@domain/contracts/account';
import { DEMO_HANDICAPPER } from '../../server/accounts/demo';
import { SCREENSHOT_DIR, launchBrowser, openPage } from './browser';
import { offsetToMidday, startServer, type E2eServer } from './server';

/*
 * The handicapper marketplace in Chromium against a server of its own (demo feed, demo accounts, an
 * outbox directory of its own): the marketplace loop from subscribing to a capper's pick reaching
 * the subscriber, a novice application that opens /revenue at once, and settings that persist.
 */
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const PASSWORD = 'marketplace-e2e-password-42';
// Server and browsers read a clock just past today's middle game, so later games still take
// published picks (they close 15 minutes before the start) at any hour of the real day.
const SEED = 20261122;
const offsetMs = offsetToMidday(SEED);

describe('in Chromium: the handicapper marketplace through the real server', () => {
  let browser: Browser;
  let server: E2eServer;
  let outbox: string;
  let seq = 0;

  beforeAll(async () => {
    outbox = mkdtempSync(join(tmpdir(), 'edgewise-e2e-outbox-'));
    [browser, server] = await Promise.all([
      launchBrowser(),
      startServer({
        dataDirPrefix: 'edgewise-e2e-market-',
        healthTimeoutMs: 120_000,
        clockOffsetMs: offsetMs,
        env: {
          LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
          DEMO_FEED: 'on',
          DEMO_SPEED: '30',
          DEMO_SEED: String(SEED),
          OUTBOX_DIR: outbox,
          SMTP_URL: '',
        },
      }),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(outbox, { recursive: true, force: true });
  });

  /** A fresh page whose browser clock reads the server's shifted clock. */
  async function openShifted() {
    const tracked = await openPage(browser, server.baseUrl);
    await tracked.context.clock.install({ time: Date.now() + offsetMs });
    return tracked;
  }

  /** A fresh page whose context is signed in as a new user (registered through the API). */
  async function newUser(first: string) {
    seq += 1;
    const tracked = await openShifted();
    const email = `market.${seq}.${Date.now()}@example.com`;
    const res = await tracked.page.request.post('/api/account/register', {
      headers: XHR,
      data: {
        email,
        firstName: first,
        lastName: 'Tester',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    expect(res.status()).toBe(200);
    return { ...tracked, email };
  }

  async function signIn(page: Page, email: string, password: string) {
    const res = await page.request.post('/api/account/login', {
      headers: XHR,
      data: { email, password, rememberMe: false },
    });
    expect(res.status()).toBe(200);
  }

  const mailsTo = (email: string) =>
    readdirSync(outbox)
      .map((f) => readFileSync(join(outbox, f), 'utf8'))
      .filter((m) => m.includes(`To: ${email}`));

  it('a subscriber gets the capper’s new pick live: bell, mail, My Cappers, capper page; others see it locked', async () => {
    // The demo capper, signed in, and their profile id and pick count.
    const capper = await openShifted();
    await signIn(capper.page, DEMO_HANDICAPPER.email, DEMO_HANDICAPPER.password);
    const list = (await (await capper.page.request.get('/api/handicappers')).json()) as {
      handicappers: { id: string; name: string; record: { picks: number } }[];
    };
    const demo = list.handicappers.find((h) => h.name === 'Demo Capper');
    expect(demo).toBeDefined();
    const capperPage = `/handicappers/${demo!.id}`;
    const picksBefore = demo!.record.picks;

    // A fresh user subscribes on the capper's page.
    const fan = await newUser('Fanny');
    await fan.page.goto(capperPage);
    await fan.page.getByRole('heading', { name: 'Demo Capper' }).waitFor();
    await fan.page
      .getByRole('region', { name: 'Subscription' })
      .getByRole('button', { name: 'Subscribe', exact: true })
      .click();
    await fan.page.getByRole('button', { name: /^Confirm and pay/ }).click();
    await fan.page.getByRole('button', { name: 'Cancel subscription' }).waitFor();

    // The fan waits on My Cappers, connected to the hub.
    await fan.page.goto('/my-cappers');
    await fan.page.getByRole('heading', { name: 'Latest picks' }).waitFor();
    await fan.page.getByText('Your handicappers have not posted picks yet').waitFor();
    const bell = fan.page.getByRole('button', { name: /^Notifications/ });
    await bell.waitFor();
    expect(await bell.getAttribute('aria-label')).toBe('Notifications');

    // The capper enters a single with a description and submits it.
    const reasoning = `Rested home side, e2e ${Date.now()}.`;
    await capper.page.goto('/enter-picks');
    await capper.page.getByRole('heading', { name: 'Enter Picks' }).waitFor();
    const game = capper.page
      .getByRole('article')
      .filter({ has: capper.page.getByRole('button', { name: / spread /, disabled: false }) })
      .first();
    await game.waitFor({ timeout: 30_000 });
    await game
      .getByRole('button', { name: / spread /, disabled: false })
      .first()
      .click();
    const slip = capper.page.getByRole('region', { name: 'Bet slip' });
    await slip.getByRole('button', { name: 'Add Description' }).click();
    const describe = capper.page.getByRole('dialog', { name: 'Pick Description' });
    await describe.getByLabel('Description').fill(reasoning);
    await describe.getByRole('button', { name: 'Save' }).click();
    await slip.getByText(reasoning).waitFor();
    await slip.getByRole('button', { name: 'Confirm All Picks' }).click();
    const confirm = capper.page.getByRole('dialog', { name: 'Confirm All Picks' });
    await confirm.getByRole('button', { name: 'Confirm Submission' }).click();
    await capper.page.getByText('Your picks have been submitted successfully!').waitFor();
    const submittedAt = Date.now();

    // Within seconds, without a reload: an unread notification and the pick on My Cappers.
    const unread = async () =>
      ((await (await fan.page.request.get('/api/notifications')).json()) as { unread: number })
        .unread;
    await expect.poll(unread, { timeout: 10_000 }).toBe(1);
    await expect
      .poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 })
      .toBe('Notifications, 1 unread');
    const feed = fan.page.getByRole('list', { name: 'Latest picks' });
    await feed.getByText(reasoning).waitFor({ timeout: 10_000 });
    const live = Date.now() - submittedAt;
    await fan.page.screenshot({ path: `${SCREENSHOT_DIR}/marketplace-my-cappers.png` });
    // ... and a mail in the outbox.
    await expect.poll(() => mailsTo(fan.email).length, { timeout: 10_000 }).toBe(1);
    expect(mailsTo(fan.email)[0]).toMatch(/^Subject: Demo Capper posted a new pick/m);

    // The bell's list; opening it and marking read clears the count.
    await bell.click();
    await fan.page.getByText('Demo Capper posted a new pick').first().waitFor();
    await fan.page.keyboard.press('Escape');

    // The capper's page shows the subscriber the pick itself.
    await fan.page.goto(capperPage);
    await fan.page.getByText(reasoning).waitFor();

    // Signed out: the pick exists, its selection and reasoning do not show, nor in the API.
    const visitor = await openShifted();
    await visitor.page.goto(capperPage);
    await visitor.page.getByText(PICK_LOCKED_TEXT).first().waitFor();
    expect(await visitor.page.getByText(reasoning).count()).toBe(0);
    await visitor.page.screenshot({ path: `${SCREENSHOT_DIR}/marketplace-signed-out.png` });
    const api = await visitor.page.request.get(`/api/handicappers/${demo!.id}/picks`);
    const body = await api.text();
    expect(body).not.toContain(reasoning);
    const picks = capperPicksResponseSchema.parse(JSON.parse(body)).picks;
    expect(picks[0]).toMatchObject({ locked: true, pick: null });

    // The capper's pick count is up by one.
    const after = (await (
      await visitor.page.request.get(`/api/handicappers/${demo!.id}`)
    ).json()) as {
      record: { picks: number };
    };
    expect(after.record.picks).toBe(picksBefore + 1);
    console.info(`marketplace: pick on My Cappers ${live} ms after the submission toast`);
    expect(fan.consoleErrors).toEqual([]);
    for (const c of [capper, fan, visitor]) await c.context.close();
  });

  it('a new user applies as a novice and opens /revenue without signing in again', async () => {
    const { page, context, email, consoleErrors } = await newUser('Nova');
    await page.goto('/become-handicapper');
    await page.getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Handicapper Application' });
    await dialog.getByLabel('Email').waitFor();
    expect(await dialog.getByLabel('Email').inputValue()).toBe(email);

    // Each field says what is wrong with it.
    await dialog.getByLabel('Phone').fill('abc');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText(/Enter a phone number/).waitFor();
    await dialog.getByLabel('Phone').fill('+1 555 010 2000');
    await dialog.getByRole('button', { name: 'Next' }).click();

    await dialog.getByRole('checkbox', { name: 'NBA' }).check();
    await dialog.getByLabel('Betting experience').fill('Four years tracking NBA sides publicly.');
    await dialog
      .getByLabel('Handicapping approach')
      .fill('Rest, travel and pace against the close.');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('Monthly subscription price ($)').fill('5');
    await dialog.getByLabel('Estimated weekly picks').fill('12');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByText('A novice handicapper charges at least $9.99 a month').waitFor();
    await dialog.getByLabel('Monthly subscription price ($)').fill('12.5');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Accept the terms to apply').waitFor();
    await dialog.getByRole('checkbox', { name: /I agree to the/ }).check();
    await dialog
      .getByRole('checkbox', { name: /information in this application is accurate/ })
      .check();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/marketplace-apply.png` });
    await dialog.getByRole('button', { name: 'Submit' }).click();

    const welcome = page.getByRole('dialog', { name: 'Welcome aboard!' });
    await welcome.getByRole('link', { name: 'Open Revenue Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/revenue');
    await page.getByRole('heading', { name: 'Revenue Dashboard' }).waitFor();
    // A new capper's own (empty) revenue, never sample figures.
    await page.getByRole('region', { name: 'No revenue yet' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/marketplace-revenue.png`, fullPage: true });
    // Reloaded on the guarded page, the same session is still a handicapper.
    await page.reload();
    await page.getByRole('heading', { name: 'Revenue Dashboard' }).waitFor();
    const info = (await (await page.request.get('/api/account/user-info')).json()) as {
      role: string;
    };
    expect(info.role).toBe('Handicapper');
    // The capper profile carries the chosen price.
    const me = (await (await page.request.get('/api/handicappers')).json()) as {
      handicappers: { name: string; priceCents: number }[];
    };
    expect(me.handicappers.find((h) => h.name === 'Nova Tester')?.priceCents).toBe(1250);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('saves settings that are still there after a reload', async () => {
    const { page, context, consoleErrors } = await newUser('Sett');
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    const profile = page.getByRole('form', { name: 'Profile' });
    await profile.getByLabel('Username').fill('sett_t');
    await profile.getByLabel('Bio').fill('Totals in the NHL.');
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully').waitFor();

    await page.getByRole('tab', { name: 'Account' }).click();
    const account = page.getByRole('form', { name: 'Account' });
    await account.getByLabel('Timezone').selectOption('America/Los_Angeles');
    await account.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Account settings saved').waitFor();

    await page.getByRole('tab', { name: 'Notifications' }).click();
    await page.getByRole('switch', { name: 'Marketing' }).click();
    await page.getByRole('switch', { name: 'Email Notifications' }).click();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByText('Notification preferences saved').waitFor();

    // The open tab is in the address (?tab=): the reload comes back on Notifications.
    await page.reload();
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    await page.getByRole('tab', { name: 'Profile' }).click();
    expect(
      await page.getByRole('form', { name: 'Profile' }).getByLabel('Username').inputValue(),
    ).toBe('sett_t');
    expect(await page.getByRole('form', { name: 'Profile' }).getByLabel('Bio').inputValue()).toBe(
      'Totals in the NHL.',
    );
    await page.getByRole('tab', { name: 'Account' }).click();
    expect(
      await page.getByRole('form', { name: 'Account' }).getByLabel('Timezone').inputValue(),
    ).toBe('America/Los_Angeles');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    expect(await page.getByRole('switch', { name: 'Marketing' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(
      await page.getByRole('switch', { name: 'Email Notifications' }).getAttribute('aria-checked'),
    ).toBe('false');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/marketplace-settings.png` });
    const stored = settingsSchema.parse(
      await (await page.request.get('/api/account/settings')).json(),
    );
    expect(stored.notifications).toMatchObject({ marketing: true, email: false });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('changes the password (other sessions end) and deletes the account after the confirmation', async () => {
    const { page, context, email, consoleErrors } = await newUser('Del');
    const other = await openShifted();
    await signIn(other.page, email, PASSWORD);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Security' }).click();
    const form = page.getByRole('form', { name: 'Change Password' });
    await form.getByLabel('Current Password').fill('not-the-password');
    await form.getByLabel('New Password', { exact: true }).fill('a-brand-new-password-7');
    await form.getByLabel('Confirm New Password').fill('a-brand-new-password-7');
    await form.getByRole('button', { name: 'Update Password' }).click();
    await form.getByText('The current password is not correct.').waitFor();
    await form.getByLabel('Current Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password updated. Other devices were signed out.').waitFor();
    const otherInfo = (await (await other.page.request.get('/api/account/user-info')).json()) as {
      isAuthenticated: boolean;
    };
    expect(otherInfo.isAuthenticated).toBe(false);

    await page
      .getByRole('region', { name: 'Danger Zone' })
      .getByLabel('Current Password')
      .fill('a-brand-new-password-7');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByText('Your account was deleted').waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Login / Sign Up' }).waitFor();
    const login = await other.page.request.post('/api/account/login', {
      headers: XHR,
      data: { email, password: 'a-brand-new-password-7', rememberMe: false },
    });
    expect(login.status()).toBe(401);
    // The one failed request the browser logs is the wrong current password (400), on purpose.
    expect(consoleErrors.filter((e) => !e.includes('status of 400'))).toEqual([]);
    await other.context.close();
    await context.close();
  });
});
