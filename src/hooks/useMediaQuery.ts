import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's md breakpoint, where lists become tables (docs/product.md §9: 768px). */
export const WIDE_QUERY = '(min-width: 768px)';

/** Live result of a CSS media query, so only one of the wide or narrow layouts is rendered. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
