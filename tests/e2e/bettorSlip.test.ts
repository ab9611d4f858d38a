import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betsResponseSchema } from '@/domain/bets';
import { easternDate } from '@/domain/dates';
import { DEMO_BETTOR } from '../../server/accounts/demo';
import { SCREENSHOT_DIR, launchBrowser, openPage } from './browser';
import { offsetToFirstStart, startServer, type E2eServer } from './server';

/*
 * The bettor's own flow in Chromium against the demo feed (docs/product.md §2, §10): prices
 * clicked on /matchups cards go to the slip drawer at the best book price; a single, a parlay and
 * a teaser are tracked and listed in Betting History with their price and book. The clocks are
 * moved to 30 s after today's first NBA tip-off, so later NBA games still take bets.
 */
const SEED = 4242;
const today = easternDate(new Date());
const tipOffOffset = offsetToFirstStart(SEED, 'nba');
const offsetMs = tipOffOffset ?? 0;
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

describe('a bettor tracks a single, a parlay and a teaser from /matchups', () => {
  let browser: Browser;
  let server: E2eServer;

  beforeAll(async () => {
    expect(tipOffOffset, `the demo schedule has NBA games on ${today}`).toBeDefined();
    server = await startServer({
      dataDirPrefix: 'edgewise-e2e-bettor-slip-',
      clockOffsetMs: offsetMs,
      healthTimeoutMs: 120_000,
      env: { LOG_LEVEL: 'warn', DEMO_FEED: 'on', DEMO_SPEED: '1', DEMO_SEED: String(SEED) },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** The card's price button of a market tab ('Moneyline', 'Spread'), the first side that takes bets. */
  async function price(card: Locator, tab: string, name: RegExp): Promise<void> {
    await card.getByRole('tab', { name: tab }).click();
    await card.getByRole('button', { name }).first().click();
  }

  async function drawer(page: Page): Promise<Locator> {
    const open = page.getByRole('button', { name: /^Open bet slip/ });
    if (await open.isVisible()) await open.click();
    const aside = page.getByRole('complementary', { name: 'Bet slip drawer' });
    await aside.waitFor();
    return aside;
  }

  async function closeDrawer(page: Page): Promise<void> {
    await page.getByRole('button', { name: 'Close bet slip' }).click();
  }

  it('adds prices from cards, tracks them, and lists them with price and book', async () => {
    const { page, context, consoleErrors } = await openPage(browser, server.baseUrl);
    await context.clock.install({ time: Date.now() + offsetMs });
    const login = await page.request.post('/api/account/login', {
      headers: XHR,
      data: { email: DEMO_BETTOR.email, password: DEMO_BETTOR.password, rememberMe: false },
    });
    expect(login.status()).toBe(200);
    await page.goto(`/matchups/nba/${today}`);
    const open = page
      .getByRole('list', { name: 'Matchups' })
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^Add .* to bet slip$/ }) });
    await open.first().waitFor({ timeout: 30_000 });
    await expect.poll(() => open.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    const [first, second] = [open.nth(0), open.nth(1)];

    // A single: the first card's money line, at the best book price.
    // The price is the card's best price (or the books' best, read from /odds) with its book.
    await price(first, 'Moneyline', /money line .* to bet slip$/);
    await page
      .getByText(/Money Line bet added/)
      .first()
      .waitFor();
    let slip = await drawer(page);
    await slip.getByText('1 pick', { exact: true }).waitFor();

    // A parlay of two games' money lines.
    await slip
      .getByRole('group', { name: 'Bet mode' })
      .getByRole('button', { name: 'Parlay' })
      .click();
    await closeDrawer(page);
    await price(first, 'Moneyline', /money line .* to bet slip$/);
    await price(second, 'Moneyline', /money line .* to bet slip$/);
    slip = await drawer(page);
    await slip
      .getByRole('region', { name: 'parlay selections' })
      .getByText('2 of 8 legs')
      .waitFor();
    await slip.getByRole('button', { name: 'Add 2-leg PARLAY to Bet Slip' }).click();
    await slip.getByText('2 picks', { exact: true }).waitFor();

    // A teaser of two NBA spreads.
    await slip
      .getByRole('group', { name: 'Bet mode' })
      .getByRole('button', { name: 'Teaser' })
      .click();
    await closeDrawer(page);
    await price(first, 'Spread', /spread .* to bet slip$/);
    await price(second, 'Spread', /spread .* to bet slip$/);
    slip = await drawer(page);
    await slip
      .getByRole('region', { name: 'teaser selections' })
      .getByText('2 of 8 legs')
      .waitFor();
    await slip.getByRole('button', { name: 'Add 2-leg TEASER to Bet Slip' }).click();
    await slip.getByText('3 picks', { exact: true }).waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/bettor-slip-drawer.png` });

    // A bettor's submit tracks: no word of mailing anyone.
    await slip.getByRole('button', { name: 'Track bets' }).click();
    const confirm = page.getByRole('dialog', { name: 'Track bets' });
    expect(await confirm.textContent()).not.toMatch(/emails or texts/);
    await confirm.getByRole('button', { name: 'Confirm Submission' }).click();
    await page.getByText('Your bets are tracked in Betting History.').waitFor();

    const saved = betsResponseSchema.parse(await (await page.request.get('/api/bets')).json()).bets;
    expect(saved.map((b) => b.betMode).sort()).toEqual(['parlay', 'single', 'teaser']);
    const single = saved.find((b) => b.betMode === 'single');
    // The demo feed posts every game at its books: the single is taken at one of them.
    expect(single?.book).toBeTruthy();
    expect(single?.legs[0]?.book).toBe(single?.book);
    expect(single?.published).toBe(false);

    // Betting History: each row with its price, the single's with its book.
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Betting History' }).click();
    const history = page.getByRole('tabpanel', { name: 'Betting History' });
    await history.getByRole('table').waitFor();
    await expect.poll(() => history.locator('tbody tr').count()).toBe(3);
    await history
      .getByText(`at ${single?.book ?? ''}`)
      .first()
      .waitFor();
    const text = (await history.textContent()) ?? '';
    expect(text).toContain('2-leg parlay');
    expect(text).toContain('2-leg teaser (6 pts)');
    await page.screenshot({ path: `${SCREENSHOT_DIR}/bettor-slip-history.png` });
    expect(consoleErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
