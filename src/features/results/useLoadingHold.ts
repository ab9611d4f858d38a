import { useEffect, useState } from 'react';

/** docs/product.md §9: the results loading indicator lasts 500 ms after the request. */
export const LOADING_HOLD_MS = 500;

/**
 * True while a request runs and until `holdMs` after it settles (success or failure).
 * `requestId` names the request, so a new one starts a new hold.
 */
export function useLoadingHold(
  fetching: boolean,
  requestId: string | undefined,
  holdMs = LOADING_HOLD_MS,
): boolean {
  const [releasedId, setReleasedId] = useState<string>();
  useEffect(() => {
    if (fetching || requestId === undefined) return;
    const timer = setTimeout(() => setReleasedId(requestId), holdMs);
    return () => clearTimeout(timer);
  }, [fetching, requestId, holdMs]);
  return fetching || (requestId !== undefined && releasedId !== requestId);
}
