import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const SCREENSHOT_DIR = 'test-results/e2e';

/** Debian's Chromium, driven by playwright-core; never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
}

export interface TrackedPage {
  context: BrowserContext;
  page: Page;
  consoleErrors: string[];
}

/** A fresh context and page that records console errors and warnings, and uncaught exceptions. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1440, height: 900 },
): Promise<TrackedPage> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if (type === 'error' || type === 'warning') consoleErrors.push(`${type}: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, consoleErrors };
}
