import { parseCsv } from './history';
import type { Game } from './types';

/** One published pre-game forecast: a date, two team names and the first team's win chance. */
interface Forecast {
  date: string;
  team1: string;
  team2: string;
  prob1: number;
}

/**
 * Reads published forecasts in FiveThirtyEight's "checking our work" layout (season, date, team1,
 * team2, prob1, ...). Throws on a file without those columns.
 */
export function parseForecasts(text: string): Forecast[] {
  const rows = parseCsv(text);
  const header = rows[0]?.map((h) => h.trim()) ?? [];
  const [date, team1, team2, prob1] = ['date', 'team1', 'team2', 'prob1'].map((c) =>
    header.indexOf(c),
  ) as [number, number, number, number];
  if ([date, team1, team2, prob1].some((c) => c < 0))
    throw new Error('Not a forecast file: needs date, team1, team2 and prob1 columns');
  const out: Forecast[] = [];
  for (const r of rows.slice(1)) {
    const p = Number(r[prob1]);
    if (!Number.isFinite(p) || p <= 0 || p >= 1) continue;
    out.push({ date: r[date] ?? '', team1: r[team1] ?? '', team2: r[team2] ?? '', prob1: p });
  }
  return out;
}

/**
 * Each forecast team name's spelling in the history file (names differ between sources: 'Celtics'
 * against 'bos'): counting, over shared dates, how often a name sits in the same seat (team1 as
 * home, team2 as away) as each history team, then pairing names and teams one to one, most
 * shared games first.
 */
function teamMap(forecasts: readonly Forecast[], games: readonly Game[]): Map<string, string> {
  const byDate = new Map<string, Game[]>();
  for (const g of games) byDate.set(g.date, [...(byDate.get(g.date) ?? []), g]);
  const counts = new Map<string, number>();
  const add = (name: string, team: string) => {
    const k = `${name}\u0000${team}`;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  };
  for (const f of forecasts) {
    for (const g of byDate.get(f.date) ?? []) {
      add(f.team1, g.home);
      add(f.team2, g.away);
    }
  }
  const map = new Map<string, string>();
  const taken = new Set<string>();
  const pairs = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  for (const [k] of pairs) {
    const [name = '', team = ''] = k.split('\u0000');
    if (map.has(name) || taken.has(team)) continue;
    map.set(name, team);
    taken.add(team);
  }
  return map;
}

/**
 * The published home-win probability of each history game it covers (same date, same two teams),
 * by game id. Games a forecast names twice on one date (doubleheaders) are left out.
 */
export function matchForecasts(
  forecasts: readonly Forecast[],
  games: readonly Game[],
): Map<string, number> {
  const names = teamMap(forecasts, games);
  const key = (date: string, a: string, b: string) => `${date}|${[a, b].sort().join('|')}`;
  const published = new Map<string, Forecast | null>();
  for (const f of forecasts) {
    const a = names.get(f.team1);
    const b = names.get(f.team2);
    if (!a || !b || a === b) continue;
    const k = key(f.date, a, b);
    published.set(k, published.has(k) ? null : f);
  }
  const seen = new Map<string, number>();
  for (const g of games) {
    const k = key(g.date, g.home, g.away);
    seen.set(k, (seen.get(k) ?? 0) + 1);
  }
  const out = new Map<string, number>();
  for (const g of games) {
    const k = key(g.date, g.home, g.away);
    const f = published.get(k);
    if (!f || seen.get(k) !== 1) continue;
    out.set(g.id, names.get(f.team1) === g.home ? f.prob1 : 1 - f.prob1);
  }
  return out;
}
