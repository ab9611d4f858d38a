/** POST /api/bets/import: the request, the answer and each row read (the CSV itself: ../rules/betsCsv.ts). */
import { z } from 'zod';
import { americanToDecimal, formatAmerican } from '../rules/odds';
import { SPORTS, SPORT_LABELS, isSport } from '../rules/sports';
import { isSingleLine } from '../rules/text';
import { MARKET_LABELS, type TrackerMarket } from '../rules/tracker';
import {
  CSV_COLUMNS,
  MAX_IMPORT_ROWS,
  MAX_IMPORT_CHARS,
  uncell,
  parseCsv,
  CSV_NOT_CLOSED,
  CSV_NO_ROWS,
  csvMissingColumns,
  csvTooManyRows,
  csvCellCount,
  PLAIN_NUMBER,
  round2,
  type CsvRowIssue,
  RESULT_REFUSED,
  RESULT_WORDS,
} from '../rules/betsCsv';

const round4 = (n: number): number => Math.round(n * 10_000) / 10_000;

/** POST /api/bets/import: the text of a CSV file with the export's columns. */
export const importBetsRequestSchema = z.object({
  csv: z
    .string({ error: 'Send the CSV text as csv' })
    .min(1, 'The file is empty')
    .max(
      MAX_IMPORT_CHARS,
      `The file is too large (${MAX_IMPORT_CHARS.toLocaleString('en-US')} characters at most)`,
    ),
});

/** POST /api/bets/import answer: how many bets were added and how many were there already. */
export const importBetsResponseSchema = z.object({
  imported: z.number().int(),
  already: z.number().int(),
  message: z.string(),
});
export type ImportBetsResponse = z.infer<typeof importBetsResponseSchema>;

const line = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long (${max} characters at most)`)
    .refine(isSingleLine, `${label} must not contain line breaks or other control characters`);

const ZONED_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const instant = (label: string) =>
  z
    .string()
    .trim()
    .refine(
      (t) => ZONED_ISO.test(t) && !Number.isNaN(new Date(t).getTime()),
      `${label} must be a date and time with its offset, as the export writes it (2026-11-25T19:30:00-05:00)`,
    );

const number = (label: string, message: string) =>
  z
    .string()
    .trim()
    .refine((t) => PLAIN_NUMBER.test(t), `${label} ${message}`)
    .transform(Number);

const MARKETS = Object.entries(MARKET_LABELS) as [TrackerMarket, string][];
const MAX_STAKE = 1000;

/**
 * One row of an import, each cell its text (neutralising apostrophes already taken off). Profit
 * is the file's (a parlay with a pushed leg is paid at the remaining legs, not at its Odds), so it
 * is only checked against the result: a win above 0, a loss minus the stake, a push 0.
 */
export const csvRowSchema = z
  .object({
    Date: instant('Date'),
    Sport: z
      .string()
      .trim()
      .transform((s) => s.toLowerCase())
      .refine(
        (s) => s === '' || isSport(s),
        `Sport must be one of ${SPORTS.map((s) => SPORT_LABELS[s]).join(', ')}`,
      ),
    Event: line('Event', 200).pipe(z.string().min(1, 'Event is required')),
    Market: z
      .string()
      .trim()
      .transform((m) => MARKETS.find(([, label]) => label.toLowerCase() === m.toLowerCase())?.[0])
      .refine(
        (m) => m !== undefined,
        `Market must be one of ${MARKETS.map(([, label]) => label).join(', ')}`,
      ),
    Bet: line('Bet', 200).pipe(z.string().min(1, 'Bet is required')),
    Odds: z
      .string()
      .trim()
      .refine(
        (t) =>
          t === '' ||
          (/^[+-]?\d+$/.test(t) && Math.abs(Number(t)) >= 100 && Math.abs(Number(t)) <= 100_000),
        'Odds must be American odds such as -110 or +150 (or empty)',
      )
      .transform((t) => (t === '' ? null : Number(t))),
    Book: line('Book', 40).transform((b) => (b === '' ? null : b)),
    'Stake (u)': number('Stake (u)', 'must be a number of units').refine(
      (n) => n > 0 && n <= MAX_STAKE,
      `Stake (u) must be above 0 and at most ${MAX_STAKE}`,
    ),
    // won and lost too, as other trackers write them (domain/rules/betsCsv.ts RESULT_WORDS).
    Result: z
      .string()
      .trim()
      .transform((r) => RESULT_WORDS[r.toLowerCase()] ?? r)
      .pipe(z.enum(['pending', 'win', 'loss', 'push'], RESULT_REFUSED)),
    'Profit (u)': z.string().trim(),
    Graded: z.string().trim(),
    ID: z
      .string()
      .trim()
      .refine(
        (t) => t === '' || /^[\x21-\x7e]{1,64}$/.test(t),
        'ID is at most 64 letters, digits or signs, without spaces',
      ),
  })
  .transform((row, ctx) => {
    const profitText = row['Profit (u)'];
    const stake = row['Stake (u)'];
    let profit: number | null = null;
    if (row.Result === 'pending') {
      if (profitText !== '')
        ctx.addIssue({
          code: 'custom',
          path: ['Profit (u)'],
          message: 'Profit (u) stays empty while the result is pending',
        });
    } else if (!PLAIN_NUMBER.test(profitText)) {
      ctx.addIssue({
        code: 'custom',
        path: ['Profit (u)'],
        message: 'Profit (u) must be a number of units',
      });
    } else {
      profit = Number(profitText);
      const wrong =
        (row.Result === 'win' && !(profit > 0)) ||
        (row.Result === 'push' && profit !== 0) ||
        (row.Result === 'loss' && Math.abs(profit + stake) > 0.005);
      const decimal = row.Odds === null ? null : americanToDecimal(row.Odds);
      const single = row.Market !== 'parlay' && row.Market !== 'teaser';
      // A single's win is paid at its own price: the file's profit, to the cent, must say so.
      const expected = single && decimal !== null ? round4(stake * (decimal - 1)) : null;
      if (
        row.Result === 'win' &&
        expected !== null &&
        !wrong &&
        Math.abs(profit - expected) > 0.006
      )
        ctx.addIssue({
          code: 'custom',
          path: ['Profit (u)'],
          message: `Profit (u) of a ${stake}u win at ${formatAmerican(row.Odds ?? 0)} is ${round2(expected)}`,
        });
      if (row.Result === 'win' && expected !== null) profit = expected;
      if (row.Result === 'loss') profit = -stake;
      if (wrong)
        ctx.addIssue({
          code: 'custom',
          path: ['Profit (u)'],
          message:
            row.Result === 'win'
              ? 'Profit (u) of a win is above 0'
              : row.Result === 'push'
                ? 'Profit (u) of a push is 0'
                : `Profit (u) of a loss is minus the stake (${-stake})`,
        });
    }
    let gradedAt: string | null = null;
    if (row.Graded !== '') {
      if (!instant('Graded').safeParse(row.Graded).success)
        ctx.addIssue({
          code: 'custom',
          path: ['Graded'],
          message: 'Graded must be a date and time with its offset, as the export writes it',
        });
      else if (row.Result === 'pending')
        ctx.addIssue({
          code: 'custom',
          path: ['Graded'],
          message: 'Graded stays empty while the result is pending',
        });
      else gradedAt = new Date(row.Graded).toISOString();
    } else if (row.Result !== 'pending') gradedAt = new Date(row.Date).toISOString();
    const createdAt = new Date(row.Date).toISOString();
    if (gradedAt !== null && gradedAt < createdAt)
      ctx.addIssue({ code: 'custom', path: ['Graded'], message: 'Graded comes before Date' });
    return {
      id: row.ID,
      createdAt,
      gradedAt,
      sport: row.Sport,
      event: row.Event,
      market: row.Market,
      bet: row.Bet,
      price: row.Odds,
      book: row.Book,
      units: stake,
      status: row.Result,
      profit,
    };
  });
export type CsvImportRow = z.output<typeof csvRowSchema>;

/**
 * Reads a whole file: the header (every column of the export, in any order), then each row
 * validated: the rows that read, each with its row number, and every problem found.
 */
export function readBetsCsv(text: string): {
  rows: { row: number; bet: CsvImportRow }[];
  issues: CsvRowIssue[];
  /** How many bet rows the file has (under the header). */
  total: number;
} {
  const fail = (issue: CsvRowIssue) => ({ rows: [], issues: [issue], total: 0 });
  const records = parseCsv(text);
  if (!records) return fail({ row: 0, message: CSV_NOT_CLOSED });
  const [header, ...body] = records;
  const names = (header ?? []).map((h) => h.trim());
  const missing = CSV_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length > 0) return fail({ row: 1, message: csvMissingColumns(missing) });
  if (body.length === 0) return fail({ row: 1, message: CSV_NO_ROWS });
  if (body.length > MAX_IMPORT_ROWS) return fail({ row: 0, message: csvTooManyRows });
  const rows: { row: number; bet: CsvImportRow }[] = [];
  const issues: CsvRowIssue[] = [];
  body.forEach((cells, i) => {
    const row = i + 2;
    if (cells.length !== names.length) {
      issues.push({ row, message: csvCellCount(cells.length) });
      return;
    }
    const record = Object.fromEntries(
      CSV_COLUMNS.map((c) => [c, uncell(cells[names.indexOf(c)] ?? '')]),
    );
    const parsed = csvRowSchema.safeParse(record);
    if (parsed.success) rows.push({ row, bet: parsed.data });
    else for (const issue of parsed.error.issues) issues.push({ row, message: issue.message });
  });
  return { rows, issues, total: body.length };
}
