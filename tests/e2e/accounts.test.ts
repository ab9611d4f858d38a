import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_HANDICAPPER } from '../../server/accounts/demo';
import { SCREENSHOT_DIR, launchBrowser, openPage } from './browser';

async function openAuthDialog(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Login / Sign Up' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

async function expectSignedIn(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

describe('accounts in Chromium against the real server', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('registers, signs out, signs in with Remember me, stays signed in across a reload, and is refused /revenue', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    const email = `e2e.${Date.now()}@example.com`;
    const password = 'e2e-long-password-42';
    await page.goto('/faq');

    // Register in the dialog.
    let dialog = await openAuthDialog(page);
    await dialog.getByRole('tab', { name: 'Register' }).click();
    await dialog.getByRole('heading', { name: 'Create Account' }).waitFor();
    await dialog.getByLabel('First name').fill('Eve');
    await dialog.getByLabel('Last name').fill('Tester');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Confirm password').fill(password);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expectSignedIn(page);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Account menu' }).textContent()).toBe('ET');
    // The session cookie is out of reach of scripts.
    expect(await page.evaluate(() => document.cookie)).not.toContain('edgewise_session');

    // Sign out from the avatar menu, once the success toast (top-right, over the avatar) has gone.
    await page.getByText('Account created successfully').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Login / Sign Up' }).waitFor();

    // Sign in again with Remember me: a persistent cookie for 30 days.
    dialog = await openAuthDialog(page);
    await dialog.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('checkbox', { name: 'Remember me' }).check();
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expectSignedIn(page);
    await page.getByText('Logged in successfully').waitFor({ state: 'hidden' });
    const session = (await context.cookies()).find((c) => c.name === 'edgewise_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(session!.expires * 1000).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);

    // A reload keeps the session.
    await page.reload();
    await expectSignedIn(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/accounts-signed-in.png` });

    // A bettor may not open /revenue.
    await page.goto('/revenue');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/unauthorized');
    await context.close();
  });

  it('lets the demo handicapper open /revenue after signing in on /auth/login', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await page.goto('/revenue');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    await page.getByLabel('Email').fill(DEMO_HANDICAPPER.email);
    await page.getByLabel('Password').fill(DEMO_HANDICAPPER.password);
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/revenue');
    await expectSignedIn(page);
    await page
      .getByRole('complementary', { name: 'Sidebar' })
      .getByRole('link', { name: 'Revenue' })
      .waitFor();
    // Reloaded straight on the guarded page, the session is restored before the guard decides.
    await page.reload();
    await expectSignedIn(page);
    expect(new URL(page.url()).pathname).toBe('/revenue');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/accounts-revenue-capper.png` });
    await context.close();
  });
});
