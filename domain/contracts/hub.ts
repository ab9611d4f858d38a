/** The matchups hub's argument schemas (docs/hub.md §2.2); its names: ../rules/hub.ts. */
import { z } from 'zod';
import { isIsoDate } from '../rules/dates';
import { SPORTS } from '../rules/sports';

/** A value as a hub error message shows it: text quoted (at most 40 characters), else as is. */
const shown = (value: unknown): string =>
  typeof value === 'string' ? `'${value.slice(0, 40)}'` : String(value);

/** The longest matchup id a hub method takes (docs/hub.md §2.2). */
export const MAX_MATCHUP_ID_LENGTH = 200;
export const MATCHUP_ID_REQUIRED = 'A matchup id (text) is required.';

/** A hub method's matchup id: non-blank text of at most 200 characters, trimmed. */
export const matchupIdArgumentSchema = z
  .string({ error: MATCHUP_ID_REQUIRED })
  .refine((id) => id.trim() !== '', { error: MATCHUP_ID_REQUIRED, abort: true })
  .max(MAX_MATCHUP_ID_LENGTH, {
    error: `A matchup id is at most ${MAX_MATCHUP_ID_LENGTH} characters.`,
  })
  .trim();

const unknownSport = (issue: { input?: unknown }) =>
  `Unknown sport ${shown(issue.input)}. Expected one of: ${SPORTS.join(', ')}.`;

/** A hub method's sport: one of SPORTS, read in any case. */
export const sportArgumentSchema = z
  .string({ error: unknownSport })
  .trim()
  .toLowerCase()
  .pipe(z.enum(SPORTS, { error: unknownSport }));

const invalidDate = (issue: { input?: unknown }) =>
  `Invalid date ${shown(issue.input)}. Expected a calendar date as yyyy-MM-dd.`;

/** A hub method's date: a real calendar date written yyyy-MM-dd (US Eastern). */
export const dateArgumentSchema = z
  .string({ error: invalidDate })
  .refine(isIsoDate, { error: invalidDate });
