import { SLIP_STORAGE_KEY } from '@domain/rules/browserStorage';
import type { SlipEntry } from '@domain/rules/slip';

/** docs/product.md §5: the slip is kept in this browser until it is submitted. */
export { SLIP_STORAGE_KEY };
const EMPTY_SLIP = '[]';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;
const browserStorage = (): Storage | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage;

/**
 * The entries saved in this browser; none when nothing valid is saved. The check (zod and the
 * slip schemas, ./savedSlip.ts) downloads only when a slip is saved, not with every first page.
 */
export async function savedSlipEntries(
  storage: Storage | undefined = browserStorage(),
): Promise<SlipEntry[]> {
  let saved: string | null | undefined;
  try {
    saved = storage?.getItem(SLIP_STORAGE_KEY);
  } catch {
    return [];
  }
  // An empty slip is no slip (earlier versions saved '[]'): nothing to check, nothing to load.
  if (!saved || saved === EMPTY_SLIP) return [];
  return (await import('./savedSlip')).parseSavedSlip(saved);
}

export function saveSlipEntries(
  entries: readonly SlipEntry[],
  storage: Storage | undefined = browserStorage(),
): void {
  try {
    // An empty slip leaves nothing behind, so the next visit's first page does not load the check.
    if (entries.length === 0) storage?.removeItem(SLIP_STORAGE_KEY);
    else storage?.setItem(SLIP_STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // A full or disabled storage only loses the copy; the slip itself stays in memory.
  }
}
