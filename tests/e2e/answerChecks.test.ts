import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser';

// src/lib/api.ts: answers are shown as they come and checked after render, in the checks' worker.
describe('answers checked after render, in Chromium', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("reports an answer that breaks its contract from the checks' worker", async () => {
    const { page, context } = await openPage(browser, baseUrl);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    const reported = page.waitForEvent('console', {
      predicate: (message) =>
        message.type() === 'error' &&
        message.text().startsWith('The answer of getHealth does not match its contract'),
      timeout: 30_000,
    });
    // A health answer whose `demo` is not a boolean: the page still draws from it.
    await page.route('**/api/health', (route) =>
      route.fulfill({
        json: { status: 'ok', db: 'ok', dbKind: 'pglite', backplane: 'none', demo: 'yes' },
      }),
    );
    await page.goto('/matchups');
    await page.getByRole('heading', { name: 'Matchups', level: 1 }).waitFor();
    const report = await reported;
    const [, issues] = await Promise.all(report.args().map((arg) => arg.jsonValue()));
    expect(issues).toEqual([expect.objectContaining({ path: ['demo'] })]);
    expect(workers.some((path) => path.includes('checks.worker'))).toBe(true);
    await context.close();
  });
});
