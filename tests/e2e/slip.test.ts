import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { easternDate } from '@domain/rules/dates';
import { DUPLICATE_SINGLE_MESSAGE, SAME_GAME_MESSAGE, UNITS_MESSAGE } from '@domain/rules/slip';
import { DEMO_BETTOR } from '../../server/accounts/demo';
import { gamesOn } from '../../server/feed/demo/schedule';
import { SCREENSHOT_DIR, launchBrowser, openPage } from './browser';
import { leagueToday, offsetToFirstStart, startServer, type E2eServer } from './server';

/*
 * Every game listed, line movement and a slip that refuses nonsense, in Chromium against the demo
 * feed. The server's and the browser's clocks are moved to 30 s after today's first start in a
 * basketball league that plays today, so one game is live and others still take picks.
 */
const SEED = 4242;
const today = easternDate(new Date());
const SPORT = leagueToday(SEED, ['nba', 'ncaab', 'nhl', 'nfl', 'ncaaf', 'mlb']);
const tipOffOffset = offsetToFirstStart(SEED, SPORT);
const offsetMs = tipOffOffset ?? 0;

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

describe('in Chromium: every game listed, line movement, a slip that refuses nonsense', () => {
  let browser: Browser;
  let server: E2eServer;

  beforeAll(async () => {
    expect(tipOffOffset, `the demo schedule has ${SPORT} games on ${today}`).toBeDefined();
    server = await startServer({
      dataDirPrefix: 'edgewise-e2e-slip-',
      clockOffsetMs: offsetMs,
      healthTimeoutMs: 120_000,
      env: { LOG_LEVEL: 'warn', DEMO_FEED: 'on', DEMO_SPEED: '30', DEMO_SEED: String(SEED) },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  async function open(path: string): Promise<Page> {
    const { page, context } = await openPage(browser, server.baseUrl);
    await context.clock.install({ time: Date.now() + offsetMs });
    await page.goto(path);
    return page;
  }

  it('lists every game in cards and table whatever the slider, which only sets the picks shown', async () => {
    const page = await open(`/matchups/${SPORT}/${today}`);
    const cards = page.getByRole('list', { name: 'Matchups' }).getByRole('article');
    await cards.first().waitFor({ timeout: 30_000 });
    const games = gamesOn(SEED, SPORT, today).length;
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(games);
    for (const value of ['100', '50', '75']) {
      await page.getByRole('slider', { name: 'Minimum confidence' }).fill(value);
      await page.getByText(`Conf: ${value}%`).waitFor();
      expect(await cards.count()).toBe(games);
    }
    // At 100% no pick is shown, and the AI grids say so; the games stay.
    await page.getByRole('slider', { name: 'Minimum confidence' }).fill('100');
    await page.getByText('No AI bets data available').waitFor();
    await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Table' }).click();
    const rows = page.getByRole('table', { name: 'Matchups' }).locator('tbody tr[aria-label]');
    await expect.poll(() => rows.count()).toBe(games);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/issue19-table.png` });
    expect(await page.getByText('No matchups found for the selected sport and date.').count()).toBe(
      0,
    );
  });

  it("opens a game's line movement from its card, fed by GET /api/matchups/{id}/odds-history", async () => {
    const page = await open(`/matchups/${SPORT}/${today}`);
    const card = page.getByRole('list', { name: 'Matchups' }).getByRole('article').first();
    await card.waitFor({ timeout: 30_000 });
    const answered = page.waitForResponse((r) => r.url().includes('/odds-history'));
    await card.getByRole('button', { name: 'Lines' }).click();
    expect((await answered).status()).toBe(200);
    const dialog = page.getByRole('dialog', { name: 'Line movement' });
    await dialog.getByRole('table', { name: 'Open and current lines' }).waitFor();
    await dialog.locator('svg.recharts-surface').first().waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/issue19-line-movement.png` });
  });

  it('the server refuses (400 problem details) one game twice in a parlay, a duplicate single and units ≤ 0', async () => {
    const { page } = await openPage(browser, server.baseUrl);
    const login = await page.request.post('/api/account/login', {
      headers: XHR,
      data: { email: DEMO_BETTOR.email, password: DEMO_BETTOR.password, rememberMe: false },
    });
    expect(login.status()).toBe(200);
    const leg = (selection: 'Home' | 'Away', betType: 'Spread' | 'Total' = 'Spread') => ({
      matchupId: 'any-game',
      betType,
      selection: betType === 'Total' ? 'Over' : selection,
    });
    const entry = (
      id: string,
      legs: ReturnType<typeof leg>[],
      over: Record<string, unknown> = {},
    ) => ({
      id,
      units: 1,
      reasoning: '',
      matchupId: 'any-game',
      homeTeam: 'Home',
      awayTeam: 'Away',
      betMode: legs.length > 1 ? 'parlay' : 'single',
      team: 'Team',
      moneyLine: '-',
      spread: '-',
      total: '',
      includedMatchups: legs.length > 1 ? ['any-game'] : [],
      individualBets: legs.length > 1 ? legs.map(() => 'leg') : [],
      legs,
      ...over,
    });
    const cases: [unknown[], string][] = [
      [[entry('p1', [leg('Home'), leg('Home', 'Total')])], SAME_GAME_MESSAGE],
      [[entry('s1', [leg('Home')]), entry('s2', [leg('Home')])], DUPLICATE_SINGLE_MESSAGE],
      [[entry('u1', [leg('Home')], { units: 0 })], UNITS_MESSAGE],
      [[entry('u2', [leg('Home')], { units: -1 })], UNITS_MESSAGE],
    ];
    for (const [bets, message] of cases) {
      const res = await page.request.post('/api/bets', { headers: XHR, data: { bets } });
      expect(res.status()).toBe(400);
      expect(res.headers()['content-type']).toContain('application/problem+json');
      expect(JSON.stringify(await res.json())).toContain(message);
    }
  });

  it('the browser prevents them first, prices each entry, and keeps the slip across a reload', async () => {
    const page = await open('/');
    const login = await page.request.post('/api/account/login', {
      headers: XHR,
      data: { email: DEMO_BETTOR.email, password: DEMO_BETTOR.password, rememberMe: false },
    });
    expect(login.status()).toBe(200);
    await page.goto('/enter-picks');
    await page.getByRole('heading', { name: 'Enter Picks' }).waitFor();
    const game = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: / spread /, disabled: false }) })
      .first();
    await game.waitFor({ timeout: 30_000 });
    const spread = game.getByRole('button', { name: / spread /, disabled: false }).first();
    const slip = page.getByRole('region', { name: 'Bet slip' });

    // The same single twice: refused with a word.
    await spread.click();
    await spread.click();
    await page.getByText(DUPLICATE_SINGLE_MESSAGE).first().waitFor();
    expect(await slip.getByRole('listitem').count()).toBe(1);
    await slip.getByText(/Price [+-]\d+.*To win [\d.]+ units?/).waitFor();

    // Units of 0: said, and the slip is held back.
    const units = slip.getByRole('spinbutton', { name: 'Units' });
    await units.fill('0');
    await slip.getByText(UNITS_MESSAGE).waitFor();
    // A bettor's submit tracks their own bets (docs/product.md §10).
    expect(await slip.getByRole('button', { name: 'Track bets' }).isDisabled()).toBe(true);
    await units.fill('2');
    expect(await slip.getByRole('button', { name: 'Track bets' }).isEnabled()).toBe(true);

    // A parlay takes one game once: a second pick of the game is refused with a word.
    await page
      .getByRole('group', { name: 'Bet mode' })
      .getByRole('button', { name: 'Parlay' })
      .click();
    await spread.click();
    await game
      .getByRole('button', { name: /^(Over|Under) /, disabled: false })
      .first()
      .click();
    await page.getByText(SAME_GAME_MESSAGE).first().waitFor();
    await page
      .getByRole('region', { name: 'parlay selections' })
      .getByText('1 of 8 legs')
      .waitFor();

    // The slip survives a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Enter Picks' }).waitFor();
    await slip.getByRole('listitem').first().waitFor();
    expect(await slip.getByRole('listitem').count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/issue19-slip.png` });
  });
});
