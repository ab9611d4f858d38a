import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/product.md §9: simulated saves (settings, subscription dialog) take one second. */
export const SIMULATED_SAVE_MS = 1000;

/**
 * Idle → busy for SIMULATED_SAVE_MS → idle (docs/product.md §4 "Simulated flows"); these forms have no
 * server call (docs/product.md §7), so the wait stands in for one. Runs `onDone` when the wait ends.
 */
export function useSimulatedSave() {
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback((onDone?: () => void) => {
    clearTimeout(timer.current);
    setBusy(true);
    timer.current = setTimeout(() => {
      setBusy(false);
      onDone?.();
    }, SIMULATED_SAVE_MS);
  }, []);

  return { busy, run };
}
