import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { parseCsv } from './history';
import type { Game } from './types';

/** Announced starters of one game, keyed by date, home and away (doubleheaders in file order). */
export type StarterTable = Map<string, Array<[string, string]>>;

const key = (date: string, home: string, away: string) => `${date}|${home}|${away}`;

function push(table: StarterTable, k: string, pair: [string, string]): void {
  const list = table.get(k) ?? [];
  list.push(pair);
  table.set(k, list);
}

/** nflverse games.csv: the starting quarterbacks (name) of every game. */
export function nflverseStarters(text: string): StarterTable {
  const rows = parseCsv(text);
  const header = rows[0] ?? [];
  const col = (name: string) => header.indexOf(name);
  const [date, home, away, homeQb, awayQb] = [
    col('gameday'),
    col('home_team'),
    col('away_team'),
    col('home_qb_name'),
    col('away_qb_name'),
  ];
  if ([date, home, away, homeQb, awayQb].some((c) => c < 0))
    throw new Error('Not an nflverse games file: needs gameday, teams and quarterback names');
  const table: StarterTable = new Map();
  for (const r of rows.slice(1)) {
    const h = r[homeQb]?.trim() ?? '';
    const a = r[awayQb]?.trim() ?? '';
    if (h && a) push(table, key(r[date] ?? '', r[home] ?? '', r[away] ?? ''), [h, a]);
  }
  return table;
}

/**
 * sportsbookreviewsonline MLB odds of one season: two rows per game (visitor, then home), the
 * date as MMDD, the listed starting pitcher on each row.
 */
export function sbroMlbStarters(text: string, season: number): StarterTable {
  const rows = parseCsv(text);
  const header = rows[0]?.map((h) => h.trim()) ?? [];
  const [date, vh, team, pitcher] = ['Date', 'VH', 'Team', 'Pitcher'].map((c) =>
    header.indexOf(c),
  ) as [number, number, number, number];
  if ([date, vh, team, pitcher].some((c) => c < 0))
    throw new Error('Not an SBRO MLB odds file: needs Date, VH, Team and Pitcher');
  const table: StarterTable = new Map();
  for (let i = 1; i + 1 < rows.length; i++) {
    const v = rows[i] ?? [];
    const h = rows[i + 1] ?? [];
    if (v[vh]?.trim() !== 'V' || h[vh]?.trim() !== 'H') continue;
    const mmdd = (v[date] ?? '').trim().padStart(4, '0');
    const iso = `${season}-${mmdd.slice(0, 2)}-${mmdd.slice(2, 4)}`;
    const hp = h[pitcher]?.trim() ?? '';
    const vp = v[pitcher]?.trim() ?? '';
    if (hp && vp) push(table, key(iso, h[team]?.trim() ?? '', v[team]?.trim() ?? ''), [hp, vp]);
    i++;
  }
  return table;
}

/** Sets each game's starters from the table (games it does not name keep none). Returns how many. */
export function attachStarters<G extends Game>(games: G[], table: StarterTable): number {
  const used = new Map<string, number>();
  let joined = 0;
  for (const g of games) {
    const k = key(g.date, g.home, g.away);
    const list = table.get(k);
    const n = used.get(k) ?? 0;
    used.set(k, n + 1);
    const pair = list?.[Math.min(n, list.length - 1)];
    if (!pair) continue;
    g.homeStarter = pair[0];
    g.awayStarter = pair[1];
    joined++;
  }
  return joined;
}

/**
 * The raw files beside a normalized history file that name its starters (the shared data's
 * layout: normalized/ next to nfl/ and mlb/), or null. NFL: nflverse quarterbacks; MLB: SBRO
 * starting pitchers.
 */
export function startersBeside(historyFile: string, league: string): StarterTable | null {
  if (/^https?:\/\//i.test(historyFile) || basename(dirname(historyFile)) !== 'normalized')
    return null;
  const root = dirname(dirname(historyFile));
  if (league === 'nfl') {
    const file = join(root, 'nfl', 'nflverse_games.csv');
    return existsSync(file) ? nflverseStarters(readFileSync(file, 'utf8')) : null;
  }
  if (league === 'mlb') {
    const dir = join(root, 'mlb', 'sbro_mlb_odds');
    if (!existsSync(dir)) return null;
    const table: StarterTable = new Map();
    for (const name of readdirSync(dir).sort()) {
      const season = /^mlb_odds_(\d{4})\.csv$/.exec(name)?.[1];
      if (!season) continue;
      for (const [k, v] of sbroMlbStarters(readFileSync(join(dir, name), 'utf8'), Number(season)))
        for (const pair of v) push(table, k, pair);
    }
    return table;
  }
  return null;
}
