import { readFile } from 'node:fs/promises';
import type { Game } from './types';

/** The normalized history schema of the shared historical data (see its README where the data is kept; not in this repository). */
export const HISTORY_COLUMNS = [
  'league',
  'source',
  'season',
  'date',
  'game_type',
  'neutral',
  'home',
  'away',
  'home_score',
  'away_score',
  'home_ml',
  'away_ml',
  'home_line',
  'total_line',
] as const;

export interface HistoryGame extends Game {
  source: string;
  gameType: string | null;
}

/** Splits CSV text into rows of fields (RFC 4180 quoting, CRLF or LF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      if (row.length > 1 || row[0] !== '') rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

const numberCell = (s: string | undefined): number | null => {
  if (s === undefined || s.trim() === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
};

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Parses normalized history into games with stable ids: league, source, date, away and home, plus
 * '-2', '-3' for later games of the same pairing that day (doubleheaders), in file order.
 * Throws a readable error for a missing column or a malformed row.
 */
export function parseHistory(text: string, league?: string): HistoryGame[] {
  const rows = parseCsv(text);
  const header = rows[0]?.map((h) => h.trim()) ?? [];
  const missing = HISTORY_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0)
    throw new Error(`Not a normalized history file: missing column(s) ${missing.join(', ')}`);
  const col = Object.fromEntries(HISTORY_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<
    (typeof HISTORY_COLUMNS)[number],
    number
  >;
  const seen = new Map<string, number>();
  const games: HistoryGame[] = [];
  for (let r = 1; r < rows.length; r++) {
    const row = rows[r] ?? [];
    const get = (c: (typeof HISTORY_COLUMNS)[number]) => row[col[c]]?.trim() ?? '';
    const rowLeague = get('league').toLowerCase();
    if (league && rowLeague !== league) continue;
    const date = get('date');
    const season = numberCell(get('season'));
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
      season === null ||
      !get('home') ||
      !get('away') ||
      !rowLeague
    ) {
      throw new Error(`Row ${r + 1}: needs league, season, a yyyy-MM-dd date, home and away`);
    }
    const source = get('source') || 'unknown';
    const key = `${rowLeague}-${slug(source)}-${date}-${slug(get('away'))}-at-${slug(get('home'))}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    games.push({
      id: n === 1 ? key : `${key}-${n}`,
      league: rowLeague,
      source,
      gameType: get('game_type') || null,
      season,
      date,
      neutral: get('neutral') === '1' || get('neutral').toLowerCase() === 'true',
      home: get('home'),
      away: get('away'),
      homeScore: numberCell(get('home_score')),
      awayScore: numberCell(get('away_score')),
      homeMl: numberCell(get('home_ml')),
      awayMl: numberCell(get('away_ml')),
      homeLine: numberCell(get('home_line')),
      totalLine: numberCell(get('total_line')),
    });
  }
  return games;
}

/** Reads a history file from a path or an http(s) URL. */
export async function readHistory(fileOrUrl: string): Promise<string> {
  if (/^https?:\/\//i.test(fileOrUrl)) {
    const response = await fetch(fileOrUrl);
    if (!response.ok) throw new Error(`Could not download ${fileOrUrl}: HTTP ${response.status}`);
    return response.text();
  }
  return readFile(fileOrUrl, 'utf8');
}
