import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betsResponseSchema, type SavedBet } from '@domain/contracts/bets';
import { easternDate, easternToInstant } from '@domain/rules/dates';
import { fakeOddsApi } from '../server/feed/fakeOddsApi';
import { SCREENSHOT_DIR, launchBrowser, openPage } from './browser';
import {
  GAME_A,
  GAME_B,
  GAME_C,
  matchupId,
  planJourney,
  serveGames,
  serveNoGames,
  type JourneyPlan,
} from './journeyFeed';
import { startServer, type E2eServer } from './server';

/*
 * The whole product journey and the picks flow to grading in Chromium against a server
 * of its own, fed by a fake The Odds API that this test drives: a live game whose score moves,
 * and two games that start shortly after the journey begins and finish when the test says so.
 */

/**
 * B's and C's scheduled start, from the start of the journey: far enough that the picks are in
 * well before it on a loaded machine. Nothing waits for it: once the picks are in, the fake
 * provider moves both starts to the moment it reports the finals (a provider may move a start).
 */
const LEAD_MS = 5 * 60_000;
/** From the start to the graded history: the lead, then grading and the last page. */
const WINDOW_MS = LEAD_MS + 60_000;
const GRADING_TIMEOUT_MS = 30_000;

type Fake = Awaited<ReturnType<typeof fakeOddsApi>>;

/**
 * The server's and the browser's clocks read Eastern noon of today, so the journey's games all
 * fall on one Eastern date at any real hour and nothing waits for midnight to pass.
 */
const OFFSET_MS = easternToInstant(easternDate(new Date()), 12 * 60)!.getTime() - Date.now();
const now = () => new Date(Date.now() + OFFSET_MS);
const title = (game: { home: string; away: string }) => `${game.away} at ${game.home}`;

async function listBets(page: Page): Promise<SavedBet[]> {
  const response = await page.request.get('/api/bets');
  expect(response.status()).toBe(200);
  return betsResponseSchema.parse(await response.json()).bets;
}

/** The Betting History row of a bet, found by the words only that row has (a single names the team word). */
const historyRow = (page: Page, text: string): Locator =>
  page
    .getByRole('tabpanel', { name: 'Betting History' })
    .getByRole('row')
    .filter({ hasText: text });

/** A history row's Result and Profit/Loss cells, as text (the badge's CSS capitals aside). */
async function resultAndProfit(row: Locator): Promise<[string, string]> {
  await row.waitFor();
  const cells = await row.getByRole('cell').allTextContents();
  return [cells[5] ?? '', cells[6] ?? ''];
}

async function openHistory(page: Page): Promise<void> {
  await page.goto('/profile');
  await page.getByRole('heading', { name: 'Your Profile' }).waitFor();
  await page.getByRole('tab', { name: 'Betting History' }).click();
  await page.getByRole('tabpanel', { name: 'Betting History' }).getByRole('table').waitFor();
}

describe('the whole journey in Chromium against a server fed by a fake The Odds API', () => {
  let browser: Browser;
  let fake: Fake;
  let server: E2eServer;

  beforeAll(async () => {
    fake = await fakeOddsApi();
    serveNoGames(fake);
    [browser, server] = await Promise.all([
      launchBrowser(),
      startServer({
        dataDirPrefix: 'edgewise-e2e-journey-',
        clockOffsetMs: OFFSET_MS,
        env: {
          LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
          STATIC_DIR: process.env.STATIC_DIR ?? 'dist',
          DEMO_FEED: 'off',
          ODDS_API_KEY: 'e2e-journey-key',
          ODDS_API_BASE_URL: fake.url,
          ODDS_POLL_SECONDS: '1',
        },
      }),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await fake?.close();
  });

  it('plans the games on one Eastern date, waiting out midnight when it is near', () => {
    const noon = easternToInstant('2026-11-23', 12 * 60)!;
    expect(planJourney(noon, 75_000, 135_000)).toEqual({
      waitMs: 0,
      date: '2026-11-23',
      liveSince: new Date(noon.getTime() - 600_000),
      tipOff: new Date(noon.getTime() + 75_000),
    });
    const midnight = easternToInstant('2026-11-24', 0)!;
    const late = new Date(midnight.getTime() - 60_000);
    expect(planJourney(late, 75_000, 135_000)).toEqual({
      waitMs: 61_000,
      date: '2026-11-24',
      liveSince: midnight,
      tipOff: new Date(midnight.getTime() + 1000 + 75_000),
    });
    const early = new Date(midnight.getTime() + 5 * 60_000);
    expect(planJourney(early, 75_000, 135_000).liveSince).toEqual(midnight);
  });

  it(
    'registers, sees a live score move, enters a parlay and a single, sees them pending, then graded once the games end',
    async () => {
      const plan: JourneyPlan = planJourney(now(), LEAD_MS, WINDOW_MS);
      expect(plan.waitMs).toBe(0);
      const started = Date.now();
      const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
      const timings: string[] = [];
      const { page, context, consoleErrors } = await openPage(browser, server.baseUrl);
      await context.clock.install({ time: now() });
      const shot = async (name: string) => {
        timings.push(`${name} at ${elapsed()}`);
        await page.screenshot({ path: `${SCREENSHOT_DIR}/journey-${name}.png`, fullPage: true });
      };

      // 1. The provider lists a live game and two that start after the lead.
      serveGames(fake, plan, { liveScore: [20, 18] }, now());

      // 2. Register a new account on /auth/register.
      const password = 'journey-long-password-42';
      await page.goto('/auth/register');
      await page.getByRole('heading', { name: 'Create Account' }).waitFor();
      const form = page.getByRole('form', { name: 'Register' });
      await form.getByLabel('First name').fill('Jo');
      await form.getByLabel('Last name').fill('Urney');
      await form.getByLabel('Email').fill(`journey.${Date.now()}@example.com`);
      await form.getByLabel('Password', { exact: true }).fill(password);
      await form.getByLabel('Confirm password').fill(password);
      await form.getByRole('checkbox').check();
      await shot('1-register');
      await form.getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('button', { name: 'Account menu' }).waitFor();

      // 3. The day's games, and game A's score moving without a reload.
      await page.goto(`/matchups/nba/${plan.date}`);
      await page.getByRole('heading', { name: 'Matchups' }).waitFor();
      // Show every game whatever its AI confidence.
      await page.getByRole('slider', { name: 'Minimum confidence' }).fill('50');
      const games = page.getByRole('region', { name: 'Games' });
      for (const game of [GAME_A, GAME_B, GAME_C])
        await games.getByRole('article', { name: title(game) }).waitFor({ timeout: 15_000 });
      const cardA = games.getByRole('article', { name: title(GAME_A) });
      await cardA.getByText('In Progress').waitFor();
      const homeScore = cardA.getByLabel(`${GAME_A.home} score`);
      expect(await homeScore.textContent()).toBe('20');
      expect(await cardA.getByLabel(`${GAME_A.away} score`).textContent()).toBe('18');
      await shot('2-matchups');
      await page.evaluate(() => {
        (window as unknown as { journeyMarker: boolean }).journeyMarker = true;
      });
      serveGames(fake, plan, { liveScore: [24, 18] }, now());
      await expect.poll(() => homeScore.textContent(), { timeout: 10_000 }).toBe('24');
      // The same document: the score came over the hub, not from a reload.
      expect(
        await page.evaluate(() => (window as unknown as { journeyMarker?: boolean }).journeyMarker),
      ).toBe(true);
      await shot('3-live-score');

      // 4. A 2-leg parlay (Nuggets money line, over in Miami) and a single (Nuggets -5.5), submitted.
      await page.goto('/enter-picks');
      await page.getByRole('heading', { name: 'Enter Picks' }).waitFor();
      const pickB = page.getByRole('article', { name: title(GAME_B) });
      const pickC = page.getByRole('article', { name: title(GAME_C) });
      await pickB.waitFor({ timeout: 15_000 });
      // The live game takes no picks.
      expect(
        await page
          .getByRole('article', { name: title(GAME_A) })
          .getByRole('button', { name: `${GAME_A.home} money line +110` })
          .isDisabled(),
      ).toBe(true);
      await page
        .getByRole('group', { name: 'Bet mode' })
        .getByRole('button', { name: 'Parlay' })
        .click();
      await pickB
        .getByRole('button', { name: 'Denver Nuggets money line -200', exact: true })
        .click();
      await pickC.getByRole('button', { name: 'Over 214.5', exact: true }).click();
      const selections = page.getByRole('region', { name: 'parlay selections' });
      // docs/product.md §9: priced at one book that offers both legs, the best: BetMGM (-190;
      // FanDuel posts the total at 215.5).
      await selections.getByText('Denver Nuggets ML -190').waitFor();
      await selections.getByText('Over 214.5').waitFor();
      await shot('4-parlay-legs');
      await selections.getByRole('button', { name: 'Add 2-leg PARLAY to Bet Slip' }).click();
      await page.getByText('2-leg parlay added to bet slip').waitFor();
      await page
        .getByRole('group', { name: 'Bet mode' })
        .getByRole('button', { name: 'Single' })
        .click();
      await pickB.getByRole('button', { name: 'Denver Nuggets spread -5.5', exact: true }).click();
      const slip = page.getByRole('region', { name: 'Bet slip' });
      await slip.getByText('2 picks').waitFor();
      // A bettor's submit tracks their own bets (docs/product.md §10).
      await slip.getByRole('button', { name: 'Track bets' }).click();
      const confirm = page.getByRole('dialog', { name: 'Track bets' });
      await confirm.getByText('2 picks, 2 units in total.').waitFor();
      await shot('5-confirm');
      await confirm.getByRole('button', { name: 'Confirm Submission' }).click();
      await page.getByText('Your bets are tracked in Betting History.').waitFor();
      await confirm.waitFor({ state: 'hidden' });
      await slip.getByText('Your bet slip is empty. Click odds to add picks.').waitFor();
      await shot('6-submitted');
      expect(now().getTime(), `submitted before the tip-off (${timings.join(', ')})`).toBeLessThan(
        plan.tipOff.getTime(),
      );

      // 5. Pending through GET /api/bets (the browser's cookie) and on the profile.
      const saved = await listBets(page);
      expect(saved).toHaveLength(2);
      const parlay = saved.find((b) => b.betMode === 'parlay');
      const single = saved.find((b) => b.betMode === 'single');
      expect(parlay).toMatchObject({
        status: 'pending',
        profit: null,
        team: '2-leg parlay',
        units: 1,
      });
      expect(
        parlay?.legs.map((l) => [l.matchupId, l.betType, l.selection, l.price, l.line]),
      ).toEqual([
        [matchupId(GAME_B), 'MoneyLine', 'Home', -190, null],
        [matchupId(GAME_C), 'Total', 'Over', -110, 214.5],
      ]);
      expect(single).toMatchObject({
        status: 'pending',
        profit: null,
        betType: 'Spread',
        matchupId: matchupId(GAME_B),
      });
      expect(single?.legs.map((l) => [l.selection, l.price, l.line])).toEqual([
        ['Home', -110, -5.5],
      ]);
      await openHistory(page);
      await shot('7-history-pending');
      expect(await resultAndProfit(historyRow(page, '2-leg parlay'))).toEqual(['pending', '-']);
      expect(await resultAndProfit(historyRow(page, 'Nuggets -5.5'))).toEqual(['pending', '-']);

      // 6. B and C start, then end: Nuggets by 3 (the money line wins, -5.5 loses), 220 in Miami (over 214.5).
      const startedNow = { ...plan, tipOff: new Date(now().getTime() - 1000) };
      serveGames(
        fake,
        startedNow,
        {
          liveScore: [24, 18],
          finals: { b: [110, 107], c: [112, 108] },
        },
        now(),
      );
      const finishedAt = Date.now();
      await expect
        .poll(async () => (await listBets(page)).map((b) => b.status).sort(), {
          timeout: GRADING_TIMEOUT_MS,
          interval: 500,
        })
        .toEqual(['loss', 'win']);
      timings.push(
        `graded ${((Date.now() - finishedAt) / 1000).toFixed(1)} s after the finals were served`,
      );
      const graded = await listBets(page);
      const parlayGraded = graded.find((b) => b.betMode === 'parlay');
      const singleGraded = graded.find((b) => b.betMode === 'single');
      // -190 pays 1.5263, -110 pays 1.9091: 1 unit at 2.9139 wins 1.9139.
      expect(parlayGraded?.status).toBe('win');
      expect(parlayGraded?.profit).toBeGreaterThan(0);
      expect(parlayGraded?.profit).toBeCloseTo((1 + 100 / 190) * (1 + 100 / 110) - 1, 3);
      expect(parlayGraded?.legs.map((l) => l.status)).toEqual(['win', 'win']);
      expect(singleGraded?.status).toBe('loss');
      expect(singleGraded?.profit).toBe(-1);

      await page.reload();
      await page.getByRole('tab', { name: 'Betting History' }).click();
      await page.getByRole('tabpanel', { name: 'Betting History' }).getByRole('table').waitFor();
      expect(await resultAndProfit(historyRow(page, '2-leg parlay'))).toEqual(['win', '+1.91u']);
      expect(await resultAndProfit(historyRow(page, 'Nuggets -5.5'))).toEqual(['loss', '-1.00u']);
      await shot('8-history-graded');

      console.info(`journey timings: ${timings.join('; ')}`);
      // Every page of the journey, unfiltered: none of them logged an error.
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
    // The journey takes under a minute on a quiet machine.
    WINDOW_MS + 60_000,
  );
});
