import { Suspense, type ReactNode } from 'react';
import { usePageSettled } from '@/lib/idle';

/**
 * Renders `children` once the first page is drawn and the browser idle (src/lib/idle.ts), and
 * `fallback` until then and while their code loads: for what loads lazily and is not needed for
 * the page's first paint (a chart, the footer, the bell), so its download is not counted against
 * that paint (docs/benchmarks.md, Lighthouse). The fallback holds the place, so nothing moves.
 */
export function Deferred({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const settled = usePageSettled();
  return <Suspense fallback={fallback}>{settled ? children : fallback}</Suspense>;
}
