import { easternToInstant } from '@domain/rules/dates';
import type { Sport } from '@domain/rules/sports';
import { Random } from './random';
import type { Team, Zone } from './team';
import { TEAMS } from './teams';

// The pieces every league's demo schedule is built from.

/** One game of the demo schedule: who, where and when (US Eastern date, instant in UTC). */
export interface ScheduledGame {
  sport: Sport;
  providerId: string;
  /** Eastern date yyyy-MM-dd. */
  date: string;
  season: number;
  away: Team;
  home: Team;
  startsAt: Date;
  neutral: boolean;
  awayPitcher?: string;
  homePitcher?: string;
}

export interface Pair {
  away: Team;
  home: Team;
  neutral?: boolean;
}

export const ZONE_SHIFT: Record<Zone, number> = { E: 0, C: 60, M: 120, P: 180 };
export const hm = (h: number, m = 0): number => h * 60 + m;
/** Eastern minutes of a local start time at the home team's arena. */
export const local = (minutes: number, zone: Zone): number => minutes + ZONE_SHIFT[zone];
export const slug = (abbr: string): string => abbr.toLowerCase().replace(/[^a-z0-9]/g, '');

export function makeGame(
  sport: Sport,
  season: number,
  date: string,
  minutes: number,
  pair: Pair,
): ScheduledGame {
  const startsAt = easternToInstant(date, minutes);
  if (!startsAt) throw new Error(`bad schedule date ${date}`);
  return {
    sport,
    providerId: `${sport}-${date.replaceAll('-', '')}-${slug(pair.away.abbr)}-${slug(pair.home.abbr)}`,
    date,
    season,
    away: pair.away,
    home: pair.home,
    startsAt,
    neutral: pair.neutral ?? false,
  };
}

/** Consecutive teams of a shuffled list become away/home pairs (an odd one out sits). */
export function pairUp(teams: readonly Team[]): Pair[] {
  const pairs: Pair[] = [];
  for (let i = 0; i + 1 < teams.length; i += 2)
    pairs.push({ away: teams[i] as Team, home: teams[i + 1] as Team });
  return pairs;
}

/** Puts each host's game first, with the host at home (Detroit and Dallas on Thanksgiving). */
export function hostFirst(pairs: Pair[], hosts: string[]): Pair[] {
  const front: Pair[] = [];
  let rest = [...pairs];
  for (const host of hosts) {
    const p = rest.find((x) => x.home.abbr === host || x.away.abbr === host);
    if (!p) continue;
    rest = rest.filter((x) => x !== p);
    front.push(p.home.abbr === host ? p : { away: p.home, home: p.away });
  }
  return [...front, ...rest];
}

export const westFirst = (pairs: Pair[]): Pair[] =>
  [...pairs].sort(
    (a, b) =>
      Number(b.home.zone === 'P' || b.home.zone === 'M') -
      Number(a.home.zone === 'P' || a.home.zone === 'M'),
  );

// ---- Nightly leagues: a count per night and a local start time at the home arena.

export type Range = readonly [number, number];

export function nightly(
  seed: number,
  sport: Sport,
  season: number,
  date: string,
  count: number,
  time: (home: Team, rng: Random, index: number) => number,
  neutralChance = 0,
): ScheduledGame[] {
  const rng = new Random(seed, sport, date);
  const pairs = pairUp(rng.shuffle(TEAMS[sport])).slice(0, count);
  return pairs.map((p, i) => {
    const neutral = neutralChance > 0 && rng.chance(neutralChance);
    return makeGame(sport, season, date, time(p.home, rng, i), { ...p, neutral });
  });
}

export const countFor = (seed: number, sport: Sport, date: string, range: Range): number =>
  new Random(seed, sport, 'count', date).int(range[0], range[1]);
