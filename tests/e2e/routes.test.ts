import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SCREENSHOT_DIR, launchBrowser, openPage, type TrackedPage } from './browser';

/** One SPEC §2 route: where to go, the h1 it must show, and where it may end up (redirects). */
interface RouteCase {
  path: string;
  heading: string;
  landsOn?: string;
}

// Every public route of SPEC §2, visited signed out. Extend as pages land.
const PUBLIC_ROUTES: RouteCase[] = [
  { path: '/', heading: 'Edgewise' },
  { path: '/handicappers', heading: 'Expert Handicappers' },
  { path: '/handicappers/mike-johnson', heading: 'Mike Johnson' },
  { path: '/matchups', heading: 'Matchups' },
  { path: '/become-handicapper', heading: 'Become a Handicapper' },
  { path: '/goat-mock', heading: 'Trading Card Catalogue' },
  { path: '/faq', heading: 'Frequently Asked Questions' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/tutorials', heading: 'Tutorials' },
  { path: '/tracking', heading: 'Bet Tracking' },
  { path: '/signup', heading: 'Create Account', landsOn: '/auth/register' },
  { path: '/unauthorized', heading: 'Access Denied' },
  { path: '/auth/login', heading: 'Login' },
  { path: '/auth/register', heading: 'Create Account' },
  { path: '/auth/forgot-password', heading: 'Forgot Password' },
  { path: '/auth/reset-password', heading: 'Reset Password' },
  { path: '/external-auth-callback', heading: 'Edgewise', landsOn: '/' },
  { path: '/error', heading: 'Something went wrong!' },
  { path: '/no/such/page', heading: 'Page Not Found' },
];

// SPEC §2 / §6: behind the sign-in guard (and /revenue behind the Handicapper role); signed out they all go to /auth/login.
const GUARDED_ROUTES = ['/my-cappers', '/subscriptions', '/profile', '/settings', '/revenue'];

const DEMO_BETTOR = { email: 'bettor@edgewise.demo', password: 'bettor-demo-2026' };

async function expectHeading(page: Page, heading: string) {
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: 15_000 });
}

describe('every route in Chromium, signed out', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let tracked: TrackedPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    tracked = await openPage(browser, baseUrl);
  });
  afterAll(async () => {
    await tracked.context.close();
    await browser.close();
  });

  it.each(PUBLIC_ROUTES)('$path renders "$heading" with no console error', async ({ path, heading, landsOn }) => {
    tracked.consoleErrors.length = 0;
    await tracked.page.goto(path);
    await expectHeading(tracked.page, heading);
    expect(new URL(tracked.page.url()).pathname).toBe(landsOn ?? path);
    expect(tracked.consoleErrors).toEqual([]);
    const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
    await tracked.page.screenshot({ path: `${SCREENSHOT_DIR}/route-${name}.png`, fullPage: true });
  });

  it.each(GUARDED_ROUTES)('%s redirects to /auth/login', async (path) => {
    tracked.consoleErrors.length = 0;
    await tracked.page.goto(path);
    await tracked.page.waitForURL('**/auth/login');
    await expectHeading(tracked.page, 'Login');
    expect(tracked.consoleErrors).toEqual([]);
  });
});

describe('subscribing to a handicapper in Chromium', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('filters the browse page, subscribes, lists the capper on My Handicappers, and unsubscribes', async () => {
    const { page, context, consoleErrors } = await openPage(browser, baseUrl);
    const login = await page.request.post('/api/account/login', {
      data: { ...DEMO_BETTOR, rememberMe: 'false' },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(login.status()).toBe(200);

    await page.goto('/handicappers');
    await page.getByRole('article', { name: 'Mike Johnson' }).waitFor();
    await page.getByRole('button', { name: 'NHL' }).click();
    await page.getByRole('searchbox', { name: 'Search handicappers' }).fill('chen');
    expect(await page.getByRole('article').count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/handicappers-filtered.png` });
    await page.getByRole('article', { name: 'David Chen' }).getByRole('link', { name: 'View Profile' }).click();

    await expectHeading(page, 'David Chen');
    const panel = page.getByRole('region', { name: 'Subscription' });
    await panel.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await panel.getByText('You are subscribed.').waitFor();

    await page.goto('/my-cappers');
    await expectHeading(page, 'My Handicappers');
    await page.getByRole('link', { name: 'David Chen' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/my-cappers.png` });

    await page.getByRole('link', { name: 'David Chen' }).click();
    await page.getByRole('region', { name: 'Subscription' }).getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('region', { name: 'Subscription' }).getByRole('button', { name: 'Subscribe', exact: true }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
