import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { easternDate } from '@domain/rules/dates';
import { DEMO_BETTOR, DEMO_HANDICAPPER } from '../../server/accounts/demo';
import { SCREENSHOT_DIR, launchBrowser, openPage, type TrackedPage } from './browser';

type Role = 'signedOut' | 'bettor' | 'handicapper';

/** Where a visit ends: the h1 shown and the pathname (and search, when given) reached. */
interface Landing {
  heading: string;
  landsOn?: string;
  search?: string;
}

/**
 * One visit: the route pattern of src/routes.tsx it exercises, the URL, and what each role sees.
 * `access` picks the docs/product.md §6 guard; `signedIn` overrides what a signed-in visitor sees on a public page.
 */
interface RouteCase extends Landing {
  route: string;
  path: string;
  access?: 'public' | 'signedIn' | 'handicapper' | 'admin';
  signedIn?: Landing;
}

const today = easternDate(new Date());
const LOGIN: Landing = { heading: 'Login', landsOn: '/auth/login' };
const DENIED: Landing = { heading: 'Access Denied', landsOn: '/unauthorized' };

/*
 * Every route of docs/product.md §2 that src/routes.tsx has. A new route gets one line here; the last test
 * fails while a pattern in src/routes.tsx has no line.
 */
const ROUTES: RouteCase[] = [
  { route: '', path: '/', heading: 'Edgewise' },
  { route: 'handicappers', path: '/handicappers', heading: 'Expert Handicappers' },
  { route: 'handicappers/:id', path: '/handicappers/mike-johnson', heading: 'Mike Johnson' },
  {
    route: 'matchups/:sport?/:date?',
    path: '/matchups',
    heading: 'Matchups',
    search: `?date=${today}`,
  },
  {
    route: 'matchups/:sport?/:date?',
    path: '/matchups/nba',
    heading: 'Matchups',
    landsOn: `/matchups/nba/${today}`,
  },
  { route: 'matchups/:sport?/:date?', path: `/matchups/nhl/${today}`, heading: 'Matchups' },
  {
    route: 'matchups/:sport?/:date?',
    path: `/matchups?date=${today}&sport=mlb`,
    heading: 'Matchups',
    landsOn: `/matchups/mlb/${today}`,
  },
  { route: 'become-handicapper', path: '/become-handicapper', heading: 'Become a Handicapper' },
  { route: 'total-results', path: '/total-results', heading: 'Total Results' },
  { route: 'ai-bet-performance', path: '/ai-bet-performance', heading: 'AI Bet Performance' },
  { route: 'ai-models', path: '/ai-models', heading: 'AI Models' },
  // docs/product.md §2 / §6: Enter Picks is not behind the guard; signed out it shows Access Denied in place.
  {
    route: 'enter-picks',
    path: '/enter-picks',
    heading: 'Access Denied',
    signedIn: { heading: 'Enter Picks' },
  },
  { route: 'total-results', path: '/total-results', heading: 'Total Results' },
  { route: 'ai-bet-performance', path: '/ai-bet-performance', heading: 'AI Bet Performance' },
  { route: 'ai-models', path: '/ai-models', heading: 'AI Models' },
  { route: 'goat-mock', path: '/goat-mock', heading: 'Trading Card Catalogue' },
  { route: 'faq', path: '/faq', heading: 'Frequently Asked Questions' },
  { route: 'contact', path: '/contact', heading: 'Contact Us' },
  { route: 'terms', path: '/terms', heading: 'Terms of Service' },
  { route: 'privacy', path: '/privacy', heading: 'Privacy Policy' },
  { route: 'tutorials', path: '/tutorials', heading: 'Tutorials' },
  { route: 'tracking', path: '/tracking', heading: 'Bet Tracking' },
  { route: 'signup', path: '/signup', heading: 'Create Account', landsOn: '/auth/register' },
  { route: 'unauthorized', path: '/unauthorized', heading: 'Access Denied' },
  // docs/product.md §6: Enter Picks itself shows Access Denied in place to a signed-out visitor.
  {
    route: 'enter-picks',
    path: '/enter-picks',
    heading: 'Access Denied',
    signedIn: { heading: 'Enter Picks' },
  },
  // A signed-in visitor on the login page goes back where they came from (home).
  {
    route: 'auth/login',
    path: '/auth/login',
    heading: 'Login',
    signedIn: { heading: 'Edgewise', landsOn: '/' },
  },
  { route: 'auth/register', path: '/auth/register', heading: 'Create Account' },
  { route: 'auth/forgot-password', path: '/auth/forgot-password', heading: 'Forgot Password' },
  { route: 'auth/reset-password', path: '/auth/reset-password', heading: 'Reset Password' },
  {
    route: 'external-auth-callback',
    path: '/external-auth-callback',
    heading: 'Edgewise',
    landsOn: '/',
  },
  { route: 'error', path: '/error', heading: 'Something went wrong!' },
  { route: '*', path: '/no/such/page', heading: 'Page Not Found' },
  // docs/product.md §2 / §6: behind the sign-in guard, and /revenue behind the Handicapper role.
  { route: 'my-cappers', path: '/my-cappers', heading: 'My Handicappers', access: 'signedIn' },
  {
    route: 'subscriptions',
    path: '/subscriptions',
    heading: 'Manage Subscriptions',
    access: 'signedIn',
  },
  { route: 'profile', path: '/profile', heading: 'Your Profile', access: 'signedIn' },
  { route: 'settings', path: '/settings', heading: 'Account Settings', access: 'signedIn' },
  { route: 'revenue', path: '/revenue', heading: 'Revenue Dashboard', access: 'handicapper' },
  // Role Admin only (docs/product.md §6): no demo account is an admin, so each is refused.
  {
    route: 'admin/contact-messages',
    path: '/admin/contact-messages',
    heading: 'Contact Messages',
    access: 'admin',
  },
  // Where the newsletter mail's links land; without a token it says the link is invalid.
  { route: 'newsletter', path: '/newsletter', heading: 'Newsletter' },
];

/** docs/product.md §6: signed out, a guard sends to /auth/login; a bettor is refused the Handicapper pages. */
function expected(c: RouteCase, role: Role): Landing {
  if (c.access === 'signedIn' && role === 'signedOut') return LOGIN;
  if (c.access === 'handicapper' && role === 'signedOut') return LOGIN;
  if (c.access === 'handicapper' && role === 'bettor') return DENIED;
  if (c.access === 'admin') return role === 'signedOut' ? LOGIN : DENIED;
  if (role !== 'signedOut' && c.signedIn) return c.signedIn;
  return c;
}

async function expectHeading(page: Page, heading: string) {
  await page
    .getByRole('heading', { level: 1, name: heading, exact: true })
    .waitFor({ timeout: 15_000 });
}

const ACCOUNTS = { bettor: DEMO_BETTOR, handicapper: DEMO_HANDICAPPER } as const;

async function signIn(tracked: TrackedPage, role: Role) {
  if (role === 'signedOut') return;
  const login = await tracked.page.request.post('/api/account/login', {
    data: { ...ACCOUNTS[role], rememberMe: 'false' },
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(login.status()).toBe(200);
}

const cases = (role: Role) =>
  ROUTES.map((c) => ({ ...c, role, expect: expected(c, role) })).map((c) => ({
    ...c,
    lands: c.expect.landsOn ?? c.path.split('?')[0]!,
  }));

describe.each<Role>(['signedOut', 'bettor', 'handicapper'])(
  'every route in Chromium, %s',
  (role) => {
    const baseUrl = inject('baseUrl');
    let browser: Browser;
    let tracked: TrackedPage;

    beforeAll(async () => {
      browser = await launchBrowser();
      tracked = await openPage(browser, baseUrl);
      await signIn(tracked, role);
    });
    afterAll(async () => {
      await tracked.context.close();
      await browser.close();
    });

    it.each(cases(role))(
      '$path shows "$expect.heading" at $lands with no console error or warning',
      async (c) => {
        tracked.consoleErrors.length = 0;
        await tracked.page.goto(c.path);
        await expectHeading(tracked.page, c.expect.heading);
        // The heading may be the page's shell's: the URL is the app's once it has started.
        await tracked.page.waitForURL(
          (url) => url.pathname === c.lands && (!c.expect.search || url.search === c.expect.search),
        );
        // The top bar shows who is there: the avatar menu when signed in, the login button when not.
        const banner = tracked.page.getByRole('banner');
        const who =
          role === 'signedOut'
            ? banner.getByRole('button', { name: 'Login / Sign Up' })
            : banner.getByRole('button', { name: 'Account menu' });
        await who.waitFor({ timeout: 15_000 });
        // Late requests (a page's data) finish before the console is judged.
        await tracked.page.waitForLoadState('networkidle');
        expect(tracked.consoleErrors).toEqual([]);
        const name = c.path === '/' ? 'home' : c.path.slice(1).replace(/[/?&=]/g, '-');
        await tracked.page.screenshot({
          path: `${SCREENSHOT_DIR}/route-${role}-${name}.png`,
          fullPage: true,
        });
      },
    );
  },
);

describe('every route at 375 px, as the demo handicapper', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let tracked: TrackedPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    tracked = await openPage(browser, baseUrl, { width: 375, height: 800 });
    await signIn(tracked, 'handicapper');
  });
  afterAll(async () => {
    await tracked.context.close();
    await browser.close();
  });

  it.each(cases('handicapper'))('$path does not scroll sideways on a phone', async (c) => {
    await tracked.page.goto(c.path);
    await expectHeading(tracked.page, c.expect.heading);
    await tracked.page.waitForLoadState('networkidle');
    const overflow = await tracked.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });
});

describe('the route list', () => {
  it('covers every route pattern of src/routes.tsx', () => {
    const source = readFileSync('src/routes.tsx', 'utf8');
    const patterns = [...source.matchAll(/path: '([^']*)'/g)]
      .map((m) => m[1]!)
      .filter((p) => p !== '/');
    if (/index: true/.test(source)) patterns.push('');
    const covered = new Set(ROUTES.map((c) => c.route));
    expect(patterns.filter((p) => !covered.has(p))).toEqual([]);
  });
});

describe('subscribing to a handicapper in Chromium', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('filters the browse page, refuses a sample capper, subscribes to a real one, lists it on My Handicappers, and cancels', async () => {
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
    await page
      .getByRole('article', { name: 'David Chen' })
      .getByRole('link', { name: 'View Profile' })
      .click();

    // A sample capper's picks are sample data: it cannot be subscribed.
    await expectHeading(page, 'David Chen');
    const samplePanel = page.getByRole('region', { name: 'Subscription' });
    expect(
      await samplePanel.getByRole('button', { name: 'Subscribe', exact: true }).isDisabled(),
    ).toBe(true);

    // A real capper can: the demo handicapper account.
    await page.goto('/handicappers');
    await page.getByRole('searchbox', { name: 'Search handicappers' }).fill('demo');
    await page
      .getByRole('article', { name: 'Demo Capper' })
      .getByRole('link', { name: 'View Profile' })
      .click();
    await expectHeading(page, 'Demo Capper');
    const panel = page.getByRole('region', { name: 'Subscription' });
    await panel.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await page.getByRole('button', { name: /^Confirm and pay/ }).click();
    await panel.getByText('You are subscribed.').waitFor();

    await page.goto('/my-cappers');
    await expectHeading(page, 'My Handicappers');
    await page.getByRole('link', { name: 'Demo Capper' }).first().waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/my-cappers.png` });

    // Cancelling stops renewal; access lasts until the paid period ends.
    await page.getByRole('link', { name: 'Demo Capper' }).first().click();
    await page
      .getByRole('region', { name: 'Subscription' })
      .getByRole('button', { name: 'Cancel subscription' })
      .click();
    await page
      .getByRole('region', { name: 'Subscription' })
      .getByText(/Cancelled: your access lasts until/)
      .waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
