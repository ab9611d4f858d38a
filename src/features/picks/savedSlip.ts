import { z } from 'zod';
import { slipEntrySchema } from '@domain/contracts/slip';
import type { SlipEntry } from '@domain/rules/slip';

// Units being edited may be out of range; they are kept as typed and refused on submitting.
const storedSchema = z.array(slipEntrySchema.extend({ units: z.number() }));

/** A saved slip's text as entries; none when it is not valid JSON or not a valid slip. */
export function parseSavedSlip(saved: string): SlipEntry[] {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(saved));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
