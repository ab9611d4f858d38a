import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SCREENSHOT_DIR, launchBrowser, openPage } from './browser';

describe('app shell in Chromium', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('serves deep links from the server and renders the shell', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    const response = await page.goto('/unauthorized');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(await page.getByRole('banner').textContent()).toContain('Edgewise');
    expect(await page.getByRole('complementary', { name: 'Sidebar' }).isVisible()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/shell-unauthorized.png` });
    await context.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await page.goto('/definitely/not/here');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(
      await page
        .getByText("The page you are looking for doesn't exist or has been moved.")
        .isVisible(),
    ).toBe(true);
    await context.close();
  });

  it('keeps the dark theme across a reload', async () => {
    const { page, context } = await openPage(browser, baseUrl);
    await page.goto('/error');
    await page.getByRole('button', { name: 'Theme: Light' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await page.reload();
    await page.getByRole('heading', { name: 'Something went wrong!' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await page.screenshot({ path: `${SCREENSHOT_DIR}/shell-dark.png` });
    await context.close();
  });
});
