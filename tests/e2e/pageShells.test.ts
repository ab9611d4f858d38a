import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { THEME_STORAGE_KEY } from '@domain/rules/browserStorage';
import { easternDate } from '@domain/rules/dates';
import { longDate } from '@domain/rules/display';
import { SHELLS_FILE, type Shells } from '../../scripts/build/shells';
import { SCREENSHOT_DIR, launchBrowser, openPage } from './browser';

// server/plugins/pageShells.ts: a signed-out visitor's page paints the route's first render from
// the document alone; the app's first render replaces it.
describe('page shells, in Chromium', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the build drew a shell for each page a signed-out visitor sees, its days as tokens', () => {
    const shells = JSON.parse(readFileSync(`dist/${SHELLS_FILE}`, 'utf8')) as Shells;
    expect(Object.keys(shells)).toEqual(
      expect.arrayContaining([
        '/',
        '/faq',
        '/handicappers',
        '/auth/login',
        '/unauthorized',
        '/*',
        '/matchups/:sport?/:date?',
        '/total-results',
      ]),
    );
    // Signed-in pages redirect a signed-out visitor.
    for (const pattern of ['/settings', '/profile']) expect(shells[pattern]).toBeUndefined();
    // No drawing's own day is left: the server writes today's.
    for (const markup of Object.values(shells)) expect(markup).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(shells['/matchups/:sport?/:date?']).toContain('{{day+0:long}}');
  });

  it('paints the page before any script runs', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/faq');
    const root = page.locator('#root > div[inert]');
    expect(await root.locator('h1').textContent()).toBe('Frequently Asked Questions');
    expect(await root.getByText('Edgewise', { exact: true }).first().isVisible()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/shell-faq-no-script.png` });

    // Today's games: the date picker and the week strip show today, US Eastern.
    const today = easternDate(new Date());
    await page.goto('/matchups');
    const matchups = page.locator('#root > div[inert]');
    expect(await matchups.locator('h1').textContent()).toBe('Matchups');
    const picker = matchups.getByRole('button', { name: /^Choose date, / });
    const shown = await picker.getAttribute('aria-label');
    // The page may have been sent just before Eastern midnight.
    const day = [today, easternDate(new Date())].find(
      (d) => shown === `Choose date, ${longDate(d)}`,
    );
    expect(day, String(shown)).toBeDefined();
    expect(await matchups.getByRole('button', { name: longDate(day), exact: true }).count()).toBe(
      1,
    );
    expect(
      await matchups.getByRole('link', { name: 'NFL', exact: true }).getAttribute('href'),
    ).toBe(`/matchups/nfl/${day}`);
    expect(await matchups.innerHTML()).not.toContain('{{');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/shell-matchups-no-script.png` });
    await context.close();
  });

  it("is replaced whole by the app's first render, which then works", async () => {
    const { page, context, consoleErrors } = await openPage(browser, baseUrl);
    await page.goto('/faq');
    await page.getByRole('heading', { name: 'Frequently Asked Questions', level: 1 }).waitFor();
    await page.waitForFunction(() => !document.querySelector('#root [inert]'));
    expect(await page.locator('#root > *').count()).toBe(1);
    expect(await page.locator('h1').count()).toBe(1);
    // The app's links carry today's date, as the shell's did, and navigate without a page load.
    const nfl = page.getByRole('link', { name: 'NFL', exact: true }).first();
    expect(await nfl.getAttribute('href')).toMatch(/^\/matchups\/nfl\/\d{4}-\d{2}-\d{2}$/);
    await page.getByRole('link', { name: 'Get Pro Picks' }).first().click();
    await page.waitForURL('**/handicappers');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('is dropped before it paints for a visitor who chose the dark theme', async () => {
    const context = await browser.newContext({ baseURL: baseUrl });
    await context.addInitScript(([key]) => localStorage.setItem(key!, 'dark'), [THEME_STORAGE_KEY]);
    // The app's own scripts never arrive: what is left is what the page's guard did.
    await context.route('**/assets/*.js', (route) => route.abort());
    const page = await context.newPage();
    await page.goto('/faq');
    await page.waitForFunction(() => document.readyState === 'complete');
    expect(await page.locator('#root').innerHTML()).toBe('');
    await context.close();

    const light = await browser.newContext({ baseURL: baseUrl });
    await light.route('**/assets/*.js', (route) => route.abort());
    const lightPage = await light.newPage();
    await lightPage.goto('/faq');
    expect(await lightPage.locator('#root [inert] h1').textContent()).toBe(
      'Frequently Asked Questions',
    );
    await light.close();
  });
});
