/**
 * Betting History as CSV, both ways (docs/product.md §9 "Bet tracker"): the export the profile
 * downloads and the import POST /api/bets/import reads, with the same columns, so a file exported
 * and imported again gives the same bets (and the same file). Cells a spreadsheet would run as a
 * formula are neutralised on the way out and restored on the way in.
 */
import { zonedFormat } from './dates';
import { formatAmerican } from './odds';
import { SPORT_LABELS, isSport } from './sports';
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
/** A number as a cell holds it: optional sign, digits, optional decimals. */
export const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

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
  const parts = zonedFormat(timeZone, {
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

/** Units as the CSV writes and checks them: to the cent. */
export const round2 = (n: number): number => Math.round(n * 100) / 100;

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

/** A problem with one row: its number as a spreadsheet shows it (the header is row 1). */
export interface CsvRowIssue {
  row: number;
  message: string;
}

/** A row's issue as one line: "Row 3: Odds must be American odds…". */
export const rowIssueText = (issue: CsvRowIssue): string =>
  issue.row > 0 ? `Row ${issue.row}: ${issue.message}` : issue.message;

/**
 * The headline of a refused import (docs/product.md §9 "Bet tracker"): how many of the file's
 * rows have a problem ("Nothing was imported: 3 of 10 rows could not be imported."), each row's
 * own problem listed under it; a problem with the whole file (row 0, or the header's row 1) is
 * the headline itself.
 */
export function importRefusedText(issues: readonly CsvRowIssue[], totalRows: number): string {
  const whole = issues.find((issue) => issue.row <= 1);
  if (whole) return `Nothing was imported: ${whole.message}`;
  const bad = new Set(issues.map((issue) => issue.row)).size;
  const of = totalRows >= bad ? `${bad} of ${totalRows}` : String(bad);
  return `Nothing was imported: ${of} row${totalRows === 1 ? '' : 's'} could not be imported.`;
}

/** docs/product.md §9: the words a Result cell may hold for each result (any case). */
export const RESULT_WORDS: Readonly<Record<string, 'pending' | 'win' | 'loss' | 'push'>> = {
  pending: 'pending',
  win: 'win',
  won: 'win',
  loss: 'loss',
  lost: 'loss',
  push: 'push',
};
export const RESULT_REFUSED = 'Result must be win (or won), loss (or lost), push or pending';
