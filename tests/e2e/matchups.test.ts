import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { easternDate } from '@domain/rules/dates';
import { SCREENSHOT_DIR, launchBrowser, openPage } from './browser';
import { leagueToday, offsetToFirstStart, startServer, type E2eServer } from './server';

/*
 * The demo feed spreads today's games around the clock, so which game is live depends on the hour.
 * This suite runs its own server whose clock is moved to 30 s after today's first tip-off of a
 * basketball league that plays today in that schedule (same Eastern date), and gives the browser the same clock, so a live score moves
 * during the test.
 */
const SEED = 4242;
const SPEED = 30;

const today = easternDate(new Date());
const SPORT = leagueToday(SEED, ['nba', 'ncaab']);
const tipOffOffset = offsetToFirstStart(SEED, SPORT);
const offsetMs = tipOffOffset ?? 0;

async function openMatchups(
  browser: Browser,
  baseUrl: string,
  width: number,
): Promise<{ page: Page; context: BrowserContext; consoleErrors: string[] }> {
  const tracked = await openPage(browser, baseUrl, { width, height: 900 });
  await tracked.context.clock.install({ time: Date.now() + offsetMs });
  await tracked.page.goto(`/matchups/${SPORT}/${today}`);
  await tracked.page.getByRole('heading', { name: 'Matchups' }).waitFor();
  // Show every game whatever its AI confidence.
  await tracked.page.getByRole('slider', { name: 'Minimum confidence' }).fill('50');
  await tracked.page.getByText('Conf: 50%').waitFor();
  return tracked;
}

const scoresOf = (page: Page) =>
  page
    .getByRole('article')
    .filter({ hasText: 'In Progress' })
    .first()
    .locator('[aria-label$=" score"]')
    .allTextContents();

describe('matchups page in Chromium against the demo feed', () => {
  let browser: Browser;
  let server: E2eServer;

  beforeAll(async () => {
    expect(tipOffOffset, `the demo schedule has ${SPORT} games on ${today}`).toBeDefined();
    [browser, server] = await Promise.all([
      launchBrowser(),
      startServer({
        dataDirPrefix: 'edgewise-e2e-matchups-',
        clockOffsetMs: offsetMs,
        healthTimeoutMs: 120_000,
        env: {
          LOG_LEVEL: 'warn',
          DEMO_FEED: 'on',
          DEMO_SPEED: String(SPEED),
          DEMO_SEED: String(SEED),
        },
      }),
    ]);
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it("shows today's games of a league at 1440 px, a live score moving without reload, the models and the table", async () => {
    const { page, context, consoleErrors } = await openMatchups(browser, server.baseUrl, 1440);
    await page.getByRole('article').first().waitFor({ timeout: 30_000 });
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
    expect(await page.getByRole('note').textContent()).toContain('Demo data');

    const live = page.getByRole('article').filter({ hasText: 'In Progress' }).first();
    await live.waitFor({ timeout: 60_000 });
    const before = (await scoresOf(page)).join('-');
    await expect
      .poll(async () => (await scoresOf(page)).join('-'), { timeout: 90_000, interval: 1000 })
      .not.toBe(before);
    // Its period and clock ('Q1 11:20', '1H 18:40') run with the game.
    const clock = live.getByLabel(/^Game clock /);
    const clockBefore = await clock.textContent();
    expect(clockBefore).toMatch(/^(Q[1-4]|[12]H|OT\d*) \d{1,2}:\d{2}$/);
    await expect
      .poll(() => clock.textContent(), { timeout: 90_000, interval: 1000 })
      .not.toBe(clockBefore);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/matchups-cards-1440.png` });

    // A game with a consensus has model results behind it.
    const withModels = page
      .getByRole('article')
      .filter({ hasNotText: 'No consensus available' })
      .first();
    await withModels.getByRole('button', { name: 'Models' }).click();
    const dialog = page.getByRole('dialog', { name: 'Model Predictions' });
    await dialog.waitFor();
    await expect
      .poll(() => dialog.getByRole('columnheader').count(), { timeout: 30_000 })
      .toBeGreaterThan(2);
    const headers = await dialog.getByRole('columnheader').allTextContents();
    expect(headers[0]).toBe('Prediction');
    // AVG is of the AI models only; the market baseline follows it, apart.
    expect(headers.slice(-2)).toEqual(['AVG', 'Market Consensus (baseline)']);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/matchups-models-1440.png` });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Table' }).click();
    const table = page.getByRole('table', { name: 'Matchups' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'DATE/TIME',
      'MATCHUP',
      'SCORE',
      'ML',
      'SPREAD',
      'TOTAL',
      'AI PICK',
    ]);
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/matchups-table-1440.png`, fullPage: true });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('renders cards and the table view as list cards at 375 px', async () => {
    const { page, context, consoleErrors } = await openMatchups(browser, server.baseUrl, 375);
    await page.getByRole('article').first().waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-layout="stacked"]').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/matchups-cards-375.png` });
    await page.getByRole('button', { name: 'Table' }).click();
    await page.getByRole('list', { name: 'Matchups' }).getByRole('listitem').first().waitFor();
    expect(await page.getByRole('table', { name: 'Matchups' }).count()).toBe(0);
    // The page's own content does not spill sideways on a phone.
    const overflow = await page.evaluate(() => {
      const main = document.getElementById('main');
      return main ? main.scrollWidth - main.clientWidth : -1;
    });
    expect(overflow).toBe(0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/matchups-table-375.png`, fullPage: true });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("moves a live game's card price with its score, and labels no started game", async () => {
    const { page, context, consoleErrors } = await openMatchups(browser, server.baseUrl, 1440);
    const live = page.getByRole('article').filter({ hasText: 'In Progress' }).first();
    await live.waitFor({ timeout: 60_000 });
    const prices = () =>
      live.locator('table[data-layout="table"] tbody tr td:nth-child(3)').allTextContents();
    const first = (await prices()).join(' / ');
    const firstScore = (await scoresOf(page)).join('-');
    // In play the card shows the sharp book's live line: it moves as the score does (a book
    // suspended around a score shows dashes meanwhile).
    await expect
      .poll(
        async () => {
          const now = (await prices()).join(' / ');
          return (
            now !== first && !now.includes('—') && (await scoresOf(page)).join('-') !== firstScore
          );
        },
        { timeout: 120_000, interval: 1000 },
      )
      .toBe(true);
    // No started game carries a label, a stake or a label's record.
    const started = page.getByRole('article').filter({ hasText: /In Progress|Final/ });
    expect(await started.count()).toBeGreaterThan(0);
    expect(
      await started
        .locator(
          '[title^="Suggested stake"], [title^="One stake covers"], [title*="have done on real closing prices"]',
        )
        .count(),
    ).toBe(0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/matchups-live-price-1440.png` });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("shows every time of a signed-out page in the browser's zone, with the zone", async () => {
    const context = await browser.newContext({
      baseURL: server.baseUrl,
      viewport: { width: 1440, height: 900 },
      timezoneId: 'America/Los_Angeles',
    });
    await context.clock.install({ time: Date.now() + offsetMs });
    const page = await context.newPage();
    await page.goto(`/matchups/${SPORT}/${today}`);
    await page.getByRole('article').first().waitFor({ timeout: 30_000 });
    await page.getByRole('slider', { name: 'Minimum confidence' }).fill('50');
    const times = (await page.locator('#main').innerText()).match(
      /\b\d{1,2}:\d{2}\s?[AP]M(?:\s+[A-Z]{2,5})?/g,
    );
    expect(times?.length ?? 0).toBeGreaterThan(0);
    // One zone for every game on the page, Los Angeles': never an Eastern time, never a bare one.
    expect((times ?? []).filter((t) => !/\bP[SD]T$/.test(t))).toEqual([]);
    await context.close();
  });
});
