import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betsResponseSchema } from '@domain/contracts/bets';
import { addDays, easternDate } from '@domain/rules/dates';
import { formatAmerican } from '@domain/rules/odds';
import { demoDay } from '../../server/feed/demo/demoFeed';
import { DEMO_BETTOR } from '../../server/accounts/demo';
import { SCREENSHOT_DIR, launchBrowser, openPage } from './browser';
import { startServer, type E2eServer } from './server';

/*
 * The slip prices what a bettor can get (docs/product.md §9 "Price taken", one-book combos), in
 * Chromium against the demo feed: a three-leg parlay from /matchups shows one book and its
 * price, and the tracked bet keeps both; a visitor's clicked price lands in the slip after they
 * sign in; the open drawer docks beside the page at 1440×900, so no price lies under it.
 */
const SEED = 5151;
const soon = Date.now() + 45 * 60_000;
/** A league with at least three games on `day` that start later than 45 minutes from now. */
const leagueWithGamesToCome = (day: string) =>
  (['nba', 'ncaab', 'nhl', 'mlb', 'nfl', 'ncaaf'] as const).find(
    (sport) =>
      demoDay(SEED, day).filter((g) => g.sport === sport && g.startsAt.getTime() > soon).length >=
      3,
  );
// Today's, or late in the Eastern evening (when today's last games have started) tomorrow's.
const today = easternDate(new Date());
const DAY = leagueWithGamesToCome(today) ? today : addDays(today, 1);
const SPORT = leagueWithGamesToCome(DAY);
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const PRICE = /^Add .* money line .* to bet slip$/;

describe('the slip prices what a bettor can get', () => {
  let browser: Browser;
  let server: E2eServer;

  beforeAll(async () => {
    expect(SPORT, `the demo schedule has three games to come on ${DAY}`).toBeDefined();
    server = await startServer({
      dataDirPrefix: 'edgewise-e2e-one-book-',
      healthTimeoutMs: 300_000,
      env: { LOG_LEVEL: 'warn', DEMO_FEED: 'on', DEMO_SPEED: '1', DEMO_SEED: String(SEED) },
    });
    browser = await launchBrowser();
  }, 400_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signedInPage(viewport?: { width: number; height: number }) {
    const opened = await openPage(browser, server.baseUrl, viewport);
    const login = await opened.page.request.post('/api/account/login', {
      headers: XHR,
      data: { email: DEMO_BETTOR.email, password: DEMO_BETTOR.password, rememberMe: false },
    });
    expect(login.status()).toBe(200);
    return opened;
  }

  /** The cards whose money line still takes bets, once at least `n` are shown. */
  async function openCards(page: Page, n: number): Promise<Locator> {
    await page.goto(`/matchups/${SPORT}/${DAY}`);
    const cards = page
      .getByRole('list', { name: 'Matchups' })
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: PRICE }) });
    await cards.first().waitFor({ timeout: 30_000 });
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(n);
    return cards;
  }

  async function moneyLine(card: Locator): Promise<void> {
    await card.getByRole('tab', { name: 'Moneyline' }).click();
    await card.getByRole('button', { name: PRICE }).first().click();
  }

  async function drawer(page: Page): Promise<Locator> {
    const open = page.getByRole('button', { name: /^Open bet slip/ });
    const aside = page.getByRole('complementary', { name: 'Bet slip drawer' });
    // The slip's button or the open drawer, whichever the page shows once it has rendered them.
    await open.or(aside).first().waitFor();
    if (await open.isVisible()) await open.click();
    await aside.waitFor();
    return aside;
  }

  it('prices a three-leg parlay at one book, and the tracked bet keeps that book and price', async () => {
    const { page, context, consoleErrors } = await signedInPage();
    const cards = await openCards(page, 3);
    let slip = await drawer(page);
    await slip
      .getByRole('group', { name: 'Bet mode' })
      .getByRole('button', { name: 'Parlay' })
      .click();
    await page.getByRole('button', { name: 'Close bet slip' }).click();
    for (const i of [0, 1, 2]) await moneyLine(cards.nth(i));
    slip = await drawer(page);
    const selections = slip.getByRole('region', { name: 'parlay selections' });
    await selections.getByText('3 of 8 legs').waitFor();
    const quote = selections.getByLabel('Parlay price');
    await quote.waitFor({ timeout: 15_000 });
    const said = (await quote.textContent()) ?? '';
    const match = /Parlay price: ([+-]\d+) at (.+?), which offers every leg/.exec(said);
    expect(match, said).not.toBeNull();
    const [, price = '', book = ''] = match ?? [];
    // The legs read at that one book's prices.
    expect(await selections.locator('li').count()).toBe(3);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/one-book-parlay.png` });

    await slip.getByRole('button', { name: 'Add 3-leg PARLAY to Bet Slip' }).click();
    const entry = slip.getByRole('listitem', { name: '3-leg parlay' });
    await entry.waitFor();
    expect(await entry.textContent()).toContain(`Price ${price} at ${book}`);

    await slip.getByRole('button', { name: 'Track bets' }).click();
    await page
      .getByRole('dialog', { name: 'Track bets' })
      .getByRole('button', { name: 'Confirm Submission' })
      .click();
    await page.getByText('Your bets are tracked in Betting History.').waitFor();

    const saved = betsResponseSchema.parse(await (await page.request.get('/api/bets')).json()).bets;
    const parlay = saved.find((b) => b.betMode === 'parlay');
    expect(parlay && formatAmerican(parlay.price ?? 0)).toBe(price);
    expect(parlay?.book).toBe(book);
    expect(parlay?.legs.map((l) => l.book)).toEqual([book, book, book]);

    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Betting History' }).click();
    const history = page.getByRole('tabpanel', { name: 'Betting History' });
    const row = history.locator('tbody tr').filter({ hasText: '3-leg parlay' });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(price);
    expect(text).toContain(book);
    expect(consoleErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });

  it('puts the clicked price in the slip with the book the card names beside it', async () => {
    const { page, context } = await signedInPage();
    const card = (await openCards(page, 1)).first();
    await card.getByRole('tab', { name: 'Moneyline' }).click();
    const button = card.getByRole('button', { name: PRICE }).first();
    const shown = (await button.textContent())?.trim() ?? '';
    // The card names the book whose price it shows, right after the price.
    const book =
      (await button.locator('xpath=following-sibling::span[1]').textContent())?.trim() ?? '';
    expect(shown).toMatch(/^[+-]\d+$/);
    expect(book).not.toBe('');
    await button.click();
    const slip = await drawer(page);
    const line = slip.getByText(/^Price /).first();
    await line.waitFor({ timeout: 15_000 });
    expect((await line.textContent())?.replace(/\s+/g, ' ')).toContain(`Price ${shown} at ${book}`);
    await context.close();
  });

  it("keeps a visitor's clicked price through sign-in and puts it in the slip", async () => {
    const { page, context } = await openPage(browser, server.baseUrl);
    const cards = await openCards(page, 1);
    await moneyLine(cards.first());
    const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
    await dialog.waitFor();
    await dialog.getByLabel('Email').fill(DEMO_BETTOR.email);
    await dialog.getByLabel('Password').fill(DEMO_BETTOR.password);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Logged in successfully').first().waitFor();
    await page
      .getByText(/ ML [+-]\d+( at .+)? added$/)
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await page.getByText(/Sign in to add picks/).count()).toBe(0);
    const slip = await drawer(page);
    await slip.getByText('1 pick', { exact: true }).waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/one-book-after-sign-in.png` });
    await context.close();
  });

  it('lays no price under the open drawer at 1440×900', async () => {
    const { page, context } = await signedInPage({ width: 1440, height: 900 });
    await openCards(page, 2);
    const slip = await drawer(page);
    const box = await slip.boundingBox();
    expect(box).not.toBeNull();
    const prices = page.getByRole('button', { name: /^Add .* to bet slip$/ });
    await expect.poll(() => prices.count()).toBeGreaterThan(0);
    const boxes = await prices.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { left: r.left, right: r.right, width: r.width };
      }),
    );
    // Every shown price ends left of the drawer, whatever the scroll (the drawer spans its column).
    const under = boxes.filter((b) => b.width > 0 && b.right > (box?.x ?? 0));
    expect(under).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/one-book-drawer-1440.png` });
    await context.close();
  });

  it('keeps "AI Analysis" clear of the slip button at 390 px', async () => {
    const { page, context } = await signedInPage({ width: 390, height: 844 });
    await openCards(page, 1);
    const button = page.getByRole('button', { name: /^Open bet slip/ });
    await button.waitFor();
    const analysis = page.getByRole('button', { name: /AI Analysis/ });
    await expect.poll(() => analysis.count()).toBeGreaterThan(0);
    const overlaps = async () => {
      const bar = await button.boundingBox();
      const boxes = await analysis.evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
        }),
      );
      return boxes.filter(
        (b) =>
          bar !== null &&
          b.bottom > bar.y &&
          b.top < bar.y + bar.height &&
          b.right > bar.x &&
          b.left < bar.x + bar.width,
      ).length;
    };
    // Scrolled to any of them (as the browser brings a target into view: clear of the room the
    // page keeps for the bar), and to the foot of the page, none lies under the button.
    const count = await analysis.count();
    for (let i = 0; i < count; i += 1) {
      await analysis.nth(i).evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
      expect(await overlaps()).toBe(0);
    }
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await overlaps()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/one-book-slip-390.png` });
    await context.close();
  });
});
