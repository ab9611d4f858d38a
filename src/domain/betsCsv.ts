/**
 * Betting History as CSV, both ways (docs/product.md §9 "Bet tracker"): the export the profile
 * downloads and the import POST /api/bets/import reads, with the same columns, so a file exported
 * and imported again gives the same bets (and the same file). Cells a spreadsheet would run as a
 * formula are neutralised on the way out and restored on the way in.
 */
import { z } from 'zod';
import { americanToDecimal, formatAmerican } from './odds';
import { SPORTS, SPORT_LABELS, isSport } from './sports';
import { isSingleLine } from './text';
import { MARKET_LABELS, type TrackerMarket } from './tracker';

/** The columns, in the export's order; an import needs every one of them (in any order). */
export const CSV_COLUMNS = [
  'Date',
  'Sport',
  'Event',
  'Market',
  'Bet',
  'Odds',
  'Book',
  'Stake (u)',
  'Result',
  'Profit (u)',
  'Graded',
  'ID',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** The most bets one import takes, and the longest file. */
export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_CHARS = 750_000;

const FORMULA_START = /^'*[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * One CSV field. Text that a spreadsheet would run as a formula (starting with = + - @, tab or CR,
 * after any apostrophes) gets a leading apostrophe, as OWASP's CSV injection advice says; a plain
 * number such as odds "-110" stays a number. Fields with quotes, commas or line breaks are quoted.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The text a neutralised cell stood for: the apostrophe csvCell added, taken off again. */
export function uncell(text: string): string {
  return /^'+[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

/**
 * An instant as ISO 8601 on the wall clock of `timeZone`, with its offset:
 * "2026-11-25T19:30:05-05:00". Read back by Date, so the file means the same instant anywhere.
 */
export function zonedIso(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const hour = part('hour') === '24' ? '00' : part('hour');
  const offset = part('timeZoneName').replace(/^GMT/, '') || '+00:00';
  return `${part('year')}-${part('month')}-${part('day')}T${hour}:${part('minute')}:${part('second')}${offset}`;
}

/** One bet as the file holds it (the profile describes the event and the bet). */
export interface CsvBet {
  id: string;
  createdAt: string;
  gradedAt: string | null;
  sport: string;
  event: string;
  market: TrackerMarket;
  bet: string;
  price: number | null;
  book: string | null;
  units: number;
  status: 'pending' | 'win' | 'loss' | 'push';
  profit: number | null;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;
const round4 = (n: number): number => Math.round(n * 10_000) / 10_000;

/** The file: a header line, then one line per bet, times in `timeZone` with their offset. */
export function betsCsv(bets: readonly CsvBet[], timeZone: string): string {
  const rows = bets.map((bet) => {
    const cells: Record<CsvColumn, string | number> = {
      Date: zonedIso(bet.createdAt, timeZone),
      Sport: isSport(bet.sport) ? SPORT_LABELS[bet.sport] : bet.sport.toUpperCase(),
      Event: bet.event,
      Market: MARKET_LABELS[bet.market],
      Bet: bet.bet,
      Odds: bet.price === null ? '' : formatAmerican(bet.price),
      Book: bet.book ?? '',
      'Stake (u)': bet.units,
      Result: bet.status,
      'Profit (u)': bet.profit === null ? '' : round2(bet.profit),
      Graded: bet.gradedAt ? zonedIso(bet.gradedAt, timeZone) : '',
      ID: bet.id,
    };
    return CSV_COLUMNS.map((c) => cells[c]);
  });
  return [[...CSV_COLUMNS], ...rows].map((row) => row.map(csvCell).join(',')).join('\n') + '\n';
}

/**
 * The records of a CSV text (RFC 4180: quoted fields with doubled quotes and line breaks; CRLF or
 * LF). Null when a quoted field is never closed.
 */
export function parseCsv(text: string): string[][] | null {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const ch = text.charAt(i);
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === ',') {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (quoted) return null;
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  // Blank lines (a trailing newline, an empty line between rows) hold no bet.
  return records.filter((r) => !(r.length === 1 && r[0]?.trim() === ''));
}

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

export function importedMessage(imported: number, already: number): string {
  const bets = (n: number) => `${n} bet${n === 1 ? '' : 's'}`;
  if (already === 0) return `${bets(imported)} imported.`;
  if (imported === 0) return `Nothing new: ${bets(already)} already in your history.`;
  return `${bets(imported)} imported; ${bets(already)} already in your history.`;
}

export const CSV_NOT_CLOSED = 'A quoted field is never closed: the file is not valid CSV.';
export const CSV_NO_ROWS = 'The file has a header but no bets.';
export const csvMissingColumns = (missing: readonly string[]) =>
  `The file needs the columns of the export (${CSV_COLUMNS.join(', ')}); missing: ${missing.join(', ')}.`;
export const csvTooManyRows = `At most ${MAX_IMPORT_ROWS} bets per file.`;
export const csvCellCount = (found: number) =>
  `The row has ${found} cells where the header has ${CSV_COLUMNS.length}.`;
export const OPEN_BET_IMPORT =
  'Result is pending: only settled bets (win, loss or push) are imported; an open bet is tracked from Matchups, where it is graded.';
export const csvRepeats = (row: number) => `The same bet as row ${row} (give each its own ID).`;

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
    Result: z
      .string()
      .trim()
      .transform((r) => r.toLowerCase())
      .pipe(
        z.enum(['pending', 'win', 'loss', 'push'], 'Result must be win, loss, push or pending'),
      ),
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

/** A problem with one row: its number as a spreadsheet shows it (the header is row 1). */
export interface CsvRowIssue {
  row: number;
  message: string;
}

/**
 * Reads a whole file: the header (every column of the export, in any order), then each row
 * validated: the rows that read, each with its row number, and every problem found.
 */
export function readBetsCsv(text: string): {
  rows: { row: number; bet: CsvImportRow }[];
  issues: CsvRowIssue[];
} {
  const fail = (issue: CsvRowIssue) => ({ rows: [], issues: [issue] });
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
  return { rows, issues };
}

/** A row's issue as one line: "Row 3: Odds must be American odds…". */
export const rowIssueText = (issue: CsvRowIssue): string =>
  issue.row > 0 ? `Row ${issue.row}: ${issue.message}` : issue.message;
