import { startTransition, useEffect, useState } from 'react';

/** What an idle period leaves: the milliseconds left of it (0 once it is over). */
export interface IdlePeriod {
  timeRemaining: () => number;
}

/** Without requestIdleCallback (jsdom, old Safari), a later task with this much time to work. */
const FALLBACK_SLICE_MS = 10;

/**
 * Resolves in a later task, when the browser is idle (at the latest after `timeout` ms), with
 * that idle period: work split over idle periods checks `timeRemaining()` and yields at 0.
 */
export function nextIdle(timeout = 2000): Promise<IdlePeriod> {
  return new Promise((resolve) => {
    const request = globalThis.requestIdleCallback as typeof requestIdleCallback | undefined;
    if (request) {
      request((deadline) => resolve(deadline), { timeout });
      return;
    }
    setTimeout(() => {
      const end = performance.now() + FALLBACK_SLICE_MS;
      resolve({ timeRemaining: () => Math.max(0, end - performance.now()) });
    }, 0);
  });
}

/**
 * Resolves in a later task (the scheduler's yield where the browser has one): work split by it
 * runs as several short tasks instead of one long one, which a slow phone would count as blocking
 * time (docs/benchmarks.md, Lighthouse).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  // A message to itself: delivered in a later task, without a timer's clamping.
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}

/**
 * Runs `run` once the page has loaded (the document, its scripts and the route's page code it
 * preloads) and then the browser is idle: after the first page is drawn. What the first screen
 * does not show (the footer, the bell, the slip drawer, the checks of answers) waits for it, so
 * its downloads and work do not delay the page's largest paint (docs/benchmarks.md, Lighthouse).
 * Each call waits for its own idle callback, so two such pieces of work run in two tasks.
 */
export function whenLoadedAndIdle(run: () => void): void {
  const idle = () => void nextIdle().then(() => run());
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** True once the first page has loaded and the browser has been idle once; true for good then. */
let pageSettled = false;

/**
 * False until the first page has loaded and the browser has been idle; then true. Each caller
 * turns true in its own idle callback and in a transition, so React renders what it reveals in
 * slices that yield to the browser, one caller after another, rather than in one long task that
 * would count as blocking time (docs/benchmarks.md, Lighthouse). A caller mounted after the page
 * settled is true from its first render.
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(pageSettled);
  useEffect(() => {
    if (settled) return;
    let mounted = true;
    whenLoadedAndIdle(() => {
      pageSettled = true;
      if (mounted) startTransition(() => setSettled(true));
    });
    return () => {
      mounted = false;
    };
  }, [settled]);
  return settled;
}
