import { useSyncExternalStore } from 'react';

/**
 * Runs `run` once the page has loaded (the document, its scripts and the route's page code it
 * preloads) and then the browser is idle: after the first page is drawn. What the first screen
 * does not show (the footer, the bell, the slip drawer, the checks of answers) waits for it, so
 * its downloads and work do not delay the page's largest paint (docs/benchmarks.md, Lighthouse).
 */
export function whenLoadedAndIdle(run: () => void): void {
  const idle = () => {
    const request = globalThis.requestIdleCallback as typeof requestIdleCallback | undefined;
    if (request) request(run, { timeout: 2000 });
    else setTimeout(run, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

let settled = false;
const listeners = new Set<() => void>();
let waiting = false;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!waiting) {
    waiting = true;
    whenLoadedAndIdle(() => {
      settled = true;
      for (const notify of listeners) notify();
    });
  }
  return () => listeners.delete(listener);
}

const isSettled = () => settled;

/** False until the first page has loaded and the browser has been idle once; then true for good. */
export function usePageSettled(): boolean {
  return useSyncExternalStore(subscribe, isSettled, isSettled);
}
