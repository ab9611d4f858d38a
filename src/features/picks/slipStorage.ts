import { z } from 'zod';
import { slipEntrySchema, type SlipEntry } from '@/domain/slip';

/** docs/product.md §5: the slip is kept in this browser until it is submitted. */
export const SLIP_STORAGE_KEY = 'edgewise.betSlip';

// Units being edited may be out of range; they are kept as typed and refused on submitting.
const storedSchema = z.array(slipEntrySchema.extend({ units: z.number() }));

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;
const browserStorage = (): Storage | undefined =>
  typeof localStorage === 'undefined' ? undefined : localStorage;

/** The entries saved in this browser; none when nothing valid is saved. */
export function loadSlipEntries(storage: Storage | undefined = browserStorage()): SlipEntry[] {
  try {
    const saved = storage?.getItem(SLIP_STORAGE_KEY);
    if (!saved) return [];
    const parsed = storedSchema.safeParse(JSON.parse(saved));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function saveSlipEntries(
  entries: readonly SlipEntry[],
  storage: Storage | undefined = browserStorage(),
): void {
  try {
    storage?.setItem(SLIP_STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // A full or disabled storage only loses the copy; the slip itself stays in memory.
  }
}
