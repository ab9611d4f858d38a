import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betsResponseSchema } from '@domain/contracts/bets';
import { formatCents } from '@domain/rules/catalogue';
import { easternDate } from '@domain/rules/dates';
import { summarizeTracked } from '@domain/rules/tracker';
import { demoDay } from '../../server/feed/demo/demoFeed';
import { DEMO_BETTOR } from '../../server/accounts/demo';
import { SCREENSHOT_DIR, launchBrowser, openPage } from './browser';
import { offsetToFirstStart, startServer, type E2eServer } from './server';

/*
 * The bettor's own flow in Chromium against the demo feed (docs/product.md §2, §10): prices
 * clicked on /matchups cards go to the slip drawer at the best book price; a single, a parlay and
 * a teaser are tracked and listed in Betting History with their price and book. The clocks are
 * moved to 30 s after today's first start in a league a teaser takes, so its later games still
 * take bets.
 */
const SEED = 4242;
const today = easternDate(new Date());
// The first league a teaser takes with at least three games today (no NBA on Thanksgiving).
const SPORT =
  (['nba', 'ncaab', 'nfl', 'ncaaf'] as const).find(
    (sport) => demoDay(SEED, today).filter((g) => g.sport === sport).length >= 3,
  ) ?? 'nba';
const tipOffOffset = offsetToFirstStart(SEED, SPORT);
const offsetMs = tipOffOffset ?? 0;
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

describe('a bettor tracks a single, a parlay and a teaser from /matchups', () => {
  let browser: Browser;
  let server: E2eServer;

  beforeAll(async () => {
    expect(tipOffOffset, `the demo schedule has ${SPORT} games on ${today}`).toBeDefined();
    server = await startServer({
      dataDirPrefix: 'edgewise-e2e-bettor-slip-',
      clockOffsetMs: offsetMs,
      healthTimeoutMs: 300_000,
      env: { LOG_LEVEL: 'warn', DEMO_FEED: 'on', DEMO_SPEED: '1', DEMO_SEED: String(SEED) },
    });
    browser = await launchBrowser();
  }, 400_000);
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
    await page.goto(`/matchups/${SPORT}/${today}`);
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
      .getByText(/ ML [+-]\d+ at .+ added$/)
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

    // A teaser of two spreads of one league.
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
    // Each open bet shows its game as it stands: not started yet, at its time in the account zone.
    expect(text).toMatch(/Starts \d{1,2}:\d{2} [AP]M E[SD]T/);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/bettor-slip-history.png` });
    expect(consoleErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  async function signIn(offset: number) {
    const opened = await openPage(browser, server.baseUrl);
    await opened.context.clock.install({ time: Date.now() + offset });
    const login = await opened.page.request.post('/api/account/login', {
      headers: XHR,
      data: { email: DEMO_BETTOR.email, password: DEMO_BETTOR.password, rememberMe: false },
    });
    expect(login.status()).toBe(200);
    return opened;
  }

  const bankrollChart = (page: Page) =>
    page
      .getByRole('region', { name: 'Bankroll' })
      .getByRole('figure', { name: 'Bankroll over time' });

  it('keeps a unit size and bankroll, and the bankroll chart moves when the bets are graded', async () => {
    const { page, context } = await signIn(offsetMs);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Account' }).click();
    const form = page.getByRole('form', { name: 'Bet Tracker' });
    await form.getByLabel('Unit size ($)').fill('50');
    await form.getByLabel('Starting bankroll ($)').fill('1000');
    await form.getByRole('button', { name: 'Save Bankroll' }).click();
    await page.getByText('Bankroll settings saved').first().waitFor();

    await page.goto('/profile');
    await bankrollChart(page)
      .getByText(/Bankroll \$1,000\.00: the chart moves as your bets are graded/)
      .waitFor();

    // The games are played out: the server comes back on the same data with its clock past the
    // end of the games bet on (the demo grades games as they finish), the browser's with it.
    // The open bets' games come with the bets (GET /api/bets `games`): the last of them to start.
    const open = betsResponseSchema.parse(await (await page.request.get('/api/bets')).json());
    const starts = (open.games ?? []).map((g) => new Date(g.startsAt).getTime());
    expect(starts.length, 'the open bets bring their games').toBeGreaterThanOrEqual(2);
    const afterMs = Math.max(...starts) + 6 * 3_600_000 - Date.now();
    await context.close();
    await server.stop({ keepData: true });
    server = await startServer({
      dataDir: server.dataDir,
      clockOffsetMs: afterMs,
      healthTimeoutMs: 300_000,
      env: { LOG_LEVEL: 'warn', DEMO_FEED: 'on', DEMO_SPEED: '1', DEMO_SEED: String(SEED) },
    });
    const after = await signIn(afterMs);
    let bets = betsResponseSchema.parse(
      await (await after.page.request.get('/api/bets')).json(),
    ).bets;
    await expect
      .poll(
        async () => {
          const res = await after.page.request.get('/api/bets');
          bets = betsResponseSchema.parse(await res.json()).bets;
          return bets.filter((b) => b.status === 'pending').length;
        },
        { timeout: 300_000, interval: 2000 },
      )
      .toBe(0);
    expect(bets).toHaveLength(3);

    await after.page.goto('/profile');
    const chart = bankrollChart(after.page);
    await chart.getByText(/after 3 graded bets/).waitFor();
    // The chart's last point is the starting bankroll plus the money the graded bets won at $50 a
    // unit (domain/rules/tracker.ts), and it has a point per graded bet after the start.
    const expected = formatCents(100_000 + summarizeTracked(bets, 5000).moneyCents);
    expect(await chart.getByTestId('bankroll-now').textContent()).toBe(expected);
    expect(await chart.locator('[data-points]').getAttribute('data-points')).toBe('4');
    expect(await chart.locator('.recharts-line-dot').count()).toBe(4);
    await after.page.screenshot({
      path: `${SCREENSHOT_DIR}/bettor-profile-bankroll.png`,
      fullPage: true,
    });
    expect(after.consoleErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await after.context.close();
  }, 900_000);
});
