import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { easternDate } from '@/domain/dates';
import { gamesOn } from '../../server/feed/demo/schedule';
import { SCREENSHOT_DIR, launchBrowser, openPage } from './browser';

/*
 * The demo feed plays today's games at their real start times, so at night nothing is live.
 * This suite runs its own server whose clock is moved to 30 s after today's first NBA tip-off
 * (same Eastern date), and gives the browser the same clock, so live scores move during the test.
 */
const SEED = 4242;
const SPEED = 30;

/** Preloaded into the server process: Date reads the shifted clock; timers are untouched. */
const SHIFT_CLOCK = `
const offset = Number(process.env.E2E_CLOCK_OFFSET_MS || 0);
const RealDate = Date;
class ShiftedDate extends RealDate {
  constructor(...args) { if (args.length === 0) super(RealDate.now() + offset); else super(...args); }
  static now() { return RealDate.now() + offset; }
}
globalThis.Date = ShiftedDate;
`;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function startShiftedServer(
  offsetMs: number,
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'edgewise-e2e-matchups-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      `data:text/javascript,${encodeURIComponent(SHIFT_CLOCK)}`,
      'server/main.ts',
    ],
    {
      detached: true,
      env: {
        ...process.env,
        DATABASE_URL: '',
        REDIS_URL: '',
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PGLITE_DIR: join(dataDir, 'pg'),
        LOG_LEVEL: 'warn',
        DEMO_FEED: 'on',
        DEMO_SPEED: String(SPEED),
        DEMO_SEED: String(SEED),
        E2E_CLOCK_OFFSET_MS: String(offsetMs),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('server did not become healthy');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null && child.pid !== undefined) {
        const exited = new Promise((r) => child.once('exit', r));
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const today = easternDate(new Date());
const firstTipOff = gamesOn(SEED, 'nba', today)[0]?.startsAt;
const offsetMs = firstTipOff ? firstTipOff.getTime() + 30_000 - Date.now() : 0;

async function openMatchups(
  browser: Browser,
  baseUrl: string,
  width: number,
): Promise<{ page: Page; context: BrowserContext; consoleErrors: string[] }> {
  const tracked = await openPage(browser, baseUrl, { width, height: 900 });
  await tracked.context.clock.install({ time: Date.now() + offsetMs });
  await tracked.page.goto(`/matchups/nba/${today}`);
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
  let server: { baseUrl: string; stop: () => Promise<void> };

  beforeAll(async () => {
    expect(firstTipOff, `the demo schedule has NBA games on ${today}`).toBeDefined();
    [browser, server] = await Promise.all([launchBrowser(), startShiftedServer(offsetMs)]);
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it("shows today's NBA games at 1440 px, a live score moving without reload, the models and the table", async () => {
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
    expect(headers.at(-1)).toBe('AVG');
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
});
