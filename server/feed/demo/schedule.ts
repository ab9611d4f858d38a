import { easternToInstant } from '@/domain/dates';
import type { Sport } from '@/domain/sports';
import {
  addDays,
  daysBetween,
  lastWeekday,
  monthOf,
  nthWeekday,
  onOrAfter,
  thanksgiving,
  weekday,
  within,
  yearOf,
  ymd,
} from './calendar';
import { Random } from './random';
import { MAC_TEAMS, NCAAF_RIVALRIES, TEAMS, team, type Team, type Zone } from './teams';

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

interface Pair {
  away: Team;
  home: Team;
  neutral?: boolean;
}

const ZONE_SHIFT: Record<Zone, number> = { E: 0, C: 60, M: 120, P: 180 };
const hm = (h: number, m = 0): number => h * 60 + m;
/** Eastern minutes of a local start time at the home team's arena. */
const local = (minutes: number, zone: Zone): number => minutes + ZONE_SHIFT[zone];
const slug = (abbr: string): string => abbr.toLowerCase().replace(/[^a-z0-9]/g, '');

function makeGame(
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
function pairUp(teams: readonly Team[]): Pair[] {
  const pairs: Pair[] = [];
  for (let i = 0; i + 1 < teams.length; i += 2)
    pairs.push({ away: teams[i] as Team, home: teams[i + 1] as Team });
  return pairs;
}

/** Puts each host's game first, with the host at home (Detroit and Dallas on Thanksgiving). */
function hostFirst(pairs: Pair[], hosts: string[]): Pair[] {
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

const westFirst = (pairs: Pair[]): Pair[] =>
  [...pairs].sort(
    (a, b) =>
      Number(b.home.zone === 'P' || b.home.zone === 'M') -
      Number(a.home.zone === 'P' || a.home.zone === 'M'),
  );

// ---- NFL: Thursday, Sunday (1:00, 4:05/4:25, 8:20) and Monday; Thanksgiving in Detroit and Dallas.

function nflGamesOn(seed: number, date: string): ScheduledGame[] {
  const season = monthOf(date) >= 3 ? yearOf(date) : yearOf(date) - 1;
  const kickoff = addDays(nthWeekday(season, 9, 1, 1), 3);
  const firstTuesday = addDays(kickoff, -2);
  const diff = daysBetween(firstTuesday, date);
  if (diff < 0 || diff >= 18 * 7) return [];
  const week = Math.floor(diff / 7);
  return nflWeek(seed, season, week, addDays(firstTuesday, 7 * week)).filter(
    (g) => g.date === date,
  );
}

function nflWeek(seed: number, season: number, week: number, tuesday: string): ScheduledGame[] {
  const rng = new Random(seed, 'nfl', season, week);
  const byes = week >= 4 && week <= 13 ? rng.pick([2, 4, 4, 6]) : 0;
  let pairs = pairUp(rng.shuffle(TEAMS.nfl).slice(byes));
  const [thu, fri, sat, sun, mon] = [2, 3, 4, 5, 6].map((d) => addDays(tuesday, d)) as [
    string,
    string,
    string,
    string,
    string,
  ];
  const special: [string, number][] = [];
  if (thu === thanksgiving(season)) {
    pairs = hostFirst(pairs, ['DET', 'DAL']);
    special.push([thu, hm(12, 30)], [thu, hm(16, 30)], [thu, hm(20, 20)], [fri, hm(15)]);
  } else {
    special.push([thu, hm(20, 15)]);
  }
  if (week >= 14) special.push([sat, hm(16, 30)], [sat, hm(20)]);
  special.push([sun, hm(20, 20)], [mon, hm(20, 15)]);
  const games: ScheduledGame[] = [];
  special.forEach(([d, m], i) => {
    const p = pairs[i];
    if (p) games.push(makeGame('nfl', season, d, m, p));
  });
  const rest = westFirst(pairs.slice(special.length));
  const lateCount = rng.int(3, 5);
  rest.forEach((p, i) => {
    const minutes = i < lateCount ? (i % 2 === 0 ? hm(16, 25) : hm(16, 5)) : hm(13);
    games.push(makeGame('nfl', season, sun, minutes, p));
  });
  return games;
}

// ---- NCAAF: Saturdays, November weeknight MAC games, rivalry week, championships, Army-Navy.

const NCAAF_SATURDAY: Record<Zone, number[]> = {
  E: [hm(12), hm(12), hm(12), hm(15, 30), hm(15, 30), hm(16), hm(19), hm(19, 30), hm(19, 30)],
  C: [hm(11), hm(11), hm(14, 30), hm(14, 30), hm(15), hm(18), hm(18, 30), hm(19)],
  M: [hm(13, 30), hm(17), hm(20, 15)],
  P: [hm(12, 30), hm(16, 30), hm(19, 30)],
};

function ncaafGamesOn(seed: number, date: string): ScheduledGame[] {
  const season = monthOf(date) >= 7 ? yearOf(date) : yearOf(date) - 1;
  const saturday = onOrAfter(date, 6);
  const first = lastWeekday(season, 8, 6);
  const rivalry = addDays(thanksgiving(season), 2);
  const championships = addDays(rivalry, 7);
  const armyNavy = addDays(rivalry, 14);
  if (saturday < first || saturday > armyNavy) return [];
  let games: ScheduledGame[];
  if (saturday === armyNavy) {
    const [away, home] = season % 2 === 0 ? ['NAVY', 'ARMY'] : ['ARMY', 'NAVY'];
    games = [
      makeGame('ncaaf', season, saturday, hm(15), {
        away: team('ncaaf', away),
        home: team('ncaaf', home),
        neutral: true,
      }),
    ];
  } else if (saturday === championships) {
    games = ncaafChampionships(seed, season, saturday);
  } else {
    games = ncaafWeek(seed, season, saturday, saturday === rivalry);
  }
  return games.filter((g) => g.date === date);
}

function ncaafWeek(
  seed: number,
  season: number,
  saturday: string,
  rivalryWeek: boolean,
): ScheduledGame[] {
  const rng = new Random(seed, 'ncaaf', saturday);
  const games: ScheduledGame[] = [];
  const saturdayGame = (p: Pair): void => {
    games.push(
      makeGame(
        'ncaaf',
        season,
        saturday,
        local(rng.pick(NCAAF_SATURDAY[p.home.zone]), p.home.zone),
        p,
      ),
    );
  };
  let pool = rng.shuffle(TEAMS.ncaaf);
  if (rivalryWeek) {
    pool = pool.filter((x) => x.abbr !== 'ARMY' && x.abbr !== 'NAVY');
    for (const [a, b] of NCAAF_RIVALRIES) {
      const pair =
        season % 2 === 0
          ? { away: team('ncaaf', a), home: team('ncaaf', b) }
          : { away: team('ncaaf', b), home: team('ncaaf', a) };
      pool = pool.filter((x) => x.abbr !== a && x.abbr !== b);
      if (a === 'IOWA') games.push(makeGame('ncaaf', season, addDays(saturday, -1), hm(12), pair));
      else if (a === 'OSU') games.push(makeGame('ncaaf', season, saturday, hm(12), pair));
      else saturdayGame(pair);
    }
    pairUp(pool).forEach(saturdayGame);
    return games;
  }
  pool = pool.slice(rng.pick([4, 6, 8]));
  if (monthOf(saturday) === 11) {
    const mac = pool.filter((x) => (MAC_TEAMS as readonly string[]).includes(x.abbr));
    pool = pool.filter((x) => !mac.includes(x));
    pairUp(mac).forEach((p, i) =>
      games.push(makeGame('ncaaf', season, addDays(saturday, i === 0 ? -4 : -3), hm(19), p)),
    );
  }
  const pairs = pairUp(pool);
  const thursday = pairs.shift();
  if (thursday) games.push(makeGame('ncaaf', season, addDays(saturday, -2), hm(19, 30), thursday));
  const friday = pairs.shift();
  if (friday)
    games.push(
      makeGame('ncaaf', season, addDays(saturday, -1), local(hm(19), friday.home.zone), friday),
    );
  pairs.forEach(saturdayGame);
  return games;
}

function ncaafChampionships(seed: number, season: number, saturday: string): ScheduledGame[] {
  const rng = new Random(seed, 'ncaaf-championships', saturday);
  const pool = rng
    .shuffle(TEAMS.ncaaf.filter((x) => x.abbr !== 'ARMY' && x.abbr !== 'NAVY'))
    .slice(0, 18);
  const slots: [string, number][] = [
    [addDays(saturday, -1), hm(19)],
    [addDays(saturday, -1), hm(20)],
    [saturday, hm(12)],
    [saturday, hm(13)],
    [saturday, hm(16)],
    [saturday, hm(16)],
    [saturday, hm(20)],
    [saturday, hm(20)],
    [saturday, hm(20)],
  ];
  return pairUp(pool).map((p, i) => {
    const [d, m] = slots[i] ?? [saturday, hm(12)];
    return makeGame('ncaaf', season, d, m, { ...p, neutral: true });
  });
}

// ---- Nightly leagues: a count per night and a local start time at the home arena.

type Range = readonly [number, number];

function nightly(
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

const countFor = (seed: number, sport: Sport, date: string, range: Range): number =>
  new Random(seed, sport, 'count', date).int(range[0], range[1]);

const NBA_NIGHTS: Range[] = [
  [5, 9],
  [6, 10],
  [4, 9],
  [8, 12],
  [3, 7],
  [7, 11],
  [5, 10],
];

function nbaGamesOn(seed: number, date: string): ScheduledGame[] {
  const season = monthOf(date) >= 8 ? yearOf(date) + 1 : yearOf(date);
  const start = nthWeekday(season - 1, 10, 2, 3);
  const end = nthWeekday(season, 4, 0, 2);
  if (!within(date, start, end)) return [];
  if (date === thanksgiving(season - 1) || date === ymd(season - 1, 12, 24)) return [];
  const presidentsDay = nthWeekday(season, 2, 1, 3);
  if (within(date, addDays(presidentsDay, -3), addDays(presidentsDay, 2))) return [];
  if (date === start)
    return nightly(seed, 'nba', season, date, 2, (_h, _r, i) => (i === 0 ? hm(19, 30) : hm(22)));
  if (date === ymd(season - 1, 12, 25)) {
    const times = [hm(12), hm(14, 30), hm(17), hm(20), hm(22, 30)];
    return nightly(seed, 'nba', season, date, 5, (_h, _r, i) => times[i] ?? hm(20));
  }
  const dow = weekday(date);
  return nightly(
    seed,
    'nba',
    season,
    date,
    countFor(seed, 'nba', date, NBA_NIGHTS[dow] as Range),
    (home, rng) => {
      if ((dow === 0 || dow === 6) && rng.chance(dow === 0 ? 0.4 : 0.15))
        return rng.pick([hm(13), hm(15, 30), hm(18)]);
      return local(
        rng.pick(
          home.zone === 'E'
            ? [hm(19), hm(19), hm(19, 30), hm(19, 30), hm(20)]
            : [hm(19), hm(19), hm(19, 30)],
        ),
        home.zone,
      );
    },
  );
}

const NHL_NIGHTS: Range[] = [
  [4, 9],
  [3, 7],
  [8, 13],
  [2, 6],
  [9, 14],
  [3, 7],
  [11, 15],
];

function nhlGamesOn(seed: number, date: string): ScheduledGame[] {
  const season = monthOf(date) >= 8 ? yearOf(date) + 1 : yearOf(date);
  const start = nthWeekday(season - 1, 10, 2, 1);
  const end = nthWeekday(season, 4, 4, 3);
  if (!within(date, start, end)) return [];
  const turkey = thanksgiving(season - 1);
  if (date === turkey || within(date, ymd(season - 1, 12, 24), ymd(season - 1, 12, 26))) return [];
  const dow = weekday(date);
  const eveningTime = (home: Team, rng: Random): number =>
    local(rng.pick([hm(19), hm(19), hm(19, 30), hm(19)]), home.zone);
  if (date === start) return nightly(seed, 'nhl', season, date, 4, eveningTime);
  if (date === addDays(turkey, 1)) {
    // The Black Friday matinees.
    return nightly(
      seed,
      'nhl',
      season,
      date,
      countFor(seed, 'nhl', date, [6, 9]),
      (home, rng, i) => (i < 3 ? ([hm(13), hm(16), hm(16)][i] ?? hm(13)) : eveningTime(home, rng)),
    );
  }
  const range = date === addDays(turkey, -1) ? ([11, 14] as Range) : (NHL_NIGHTS[dow] as Range);
  return nightly(seed, 'nhl', season, date, countFor(seed, 'nhl', date, range), (home, rng) => {
    if (dow === 0)
      return home.zone === 'E'
        ? rng.pick([hm(12, 30), hm(15), hm(17), hm(19)])
        : local(hm(18), home.zone);
    if (dow === 6 && rng.chance(0.15)) return rng.pick([hm(13), hm(15), hm(16)]);
    return eveningTime(home, rng);
  });
}

const NCAAB_NIGHTS: Range[] = [
  [6, 12],
  [5, 12],
  [5, 12],
  [5, 12],
  [5, 12],
  [5, 12],
  [16, 24],
];
// Days after Selection Sunday → tournament start times (Eastern), all at neutral sites.
const NCAAB_TOURNAMENT: Record<number, number[]> = {
  2: [hm(18, 40), hm(21, 10)],
  3: [hm(18, 40), hm(21, 10)],
  4: [
    hm(12, 15),
    hm(13, 45),
    hm(14, 45),
    hm(16, 15),
    hm(18, 50),
    hm(19, 10),
    hm(21, 20),
    hm(21, 40),
  ],
  5: [
    hm(12, 15),
    hm(13, 45),
    hm(14, 45),
    hm(16, 15),
    hm(18, 50),
    hm(19, 10),
    hm(21, 20),
    hm(21, 40),
  ],
  6: [hm(12, 10), hm(14, 40), hm(17, 15), hm(19, 45)],
  7: [hm(12, 10), hm(14, 40), hm(17, 15), hm(19, 45)],
  11: [hm(19, 10), hm(19, 40), hm(21, 40), hm(22, 10)],
  12: [hm(19, 10), hm(19, 40), hm(21, 40), hm(22, 10)],
  13: [hm(18, 9), hm(20, 49)],
  14: [hm(14, 20), hm(17, 5)],
  20: [hm(18, 9), hm(20, 49)],
  22: [hm(21, 20)],
};

function ncaabGamesOn(seed: number, date: string): ScheduledGame[] {
  const season = monthOf(date) >= 8 ? yearOf(date) + 1 : yearOf(date);
  const start = nthWeekday(season - 1, 11, 1, 1);
  const selection = nthWeekday(season, 3, 0, 2);
  if (date < start || daysBetween(selection, date) > 22) return [];
  if (date > selection) {
    const times = NCAAB_TOURNAMENT[daysBetween(selection, date)] ?? [];
    return nightly(seed, 'ncaab', season, date, times.length, (_h, _r, i) => times[i] ?? hm(19), 1);
  }
  if (date === ymd(season - 1, 12, 24) || date === ymd(season - 1, 12, 25)) return [];
  const turkey = thanksgiving(season - 1);
  // Feast Week: the early-season tournaments at neutral sites around Thanksgiving.
  const feastWeek = within(date, addDays(turkey, -3), addDays(turkey, 3));
  const dow = weekday(date);
  const range = date === turkey ? ([4, 8] as Range) : (NCAAB_NIGHTS[dow] as Range);
  const weekend = dow === 0 || dow === 6 || date === turkey;
  return nightly(
    seed,
    'ncaab',
    season,
    date,
    countFor(seed, 'ncaab', date, range),
    (home, rng) =>
      local(
        weekend
          ? rng.pick([hm(12), hm(13), hm(14), hm(14, 30), hm(16), hm(18), hm(19), hm(20)])
          : rng.pick([hm(18, 30), hm(19), hm(19), hm(20), hm(21)]),
        home.zone,
      ),
    feastWeek ? 0.5 : 0.02,
  );
}

// ---- MLB: three- and four-game series, off days Monday and Thursday, starting pitchers.

function mlbGamesOn(seed: number, date: string): ScheduledGame[] {
  const season = yearOf(date);
  const opening = lastWeekday(season, 3, 4);
  const end = lastWeekday(season, 9, 0);
  if (!within(date, opening, end)) return [];
  const allStarTuesday = onOrAfter(ymd(season, 7, 12), 2);
  if (within(date, addDays(allStarTuesday, -1), addDays(allStarTuesday, 2))) return [];
  const dow = weekday(date);
  // Tuesday-Thursday and Friday-Monday series: everyone plays the same opponent within one.
  const seriesStart =
    dow >= 2 && dow <= 4 ? addDays(date, 2 - dow) : addDays(date, -((dow + 2) % 7));
  const series = pairUp(new Random(seed, 'mlb-series', seriesStart).shuffle(TEAMS.mlb));
  const rng = new Random(seed, 'mlb', date);
  const count =
    date === opening ? 15 : dow === 1 ? rng.int(8, 11) : dow === 4 ? rng.int(9, 13) : 15;
  const playing = rng.shuffle(series).slice(0, count);
  const sundayNight = rng.int(0, playing.length - 1);
  const dayIndex = daysBetween(opening, date);
  return playing.map((p, i) => {
    let minutes: number;
    if (dow === 0)
      minutes =
        i === sundayNight
          ? hm(19, 10)
          : local(rng.pick([hm(13, 10), hm(13, 35), hm(13, 40)]), p.home.zone);
    else if ((dow === 3 || dow === 4) && rng.chance(0.35))
      minutes = local(rng.pick([hm(12, 35), hm(13, 5), hm(13, 10)]), p.home.zone);
    else if (dow === 6 && rng.chance(0.3))
      minutes = local(rng.pick([hm(13, 5), hm(16, 5), hm(16, 10)]), p.home.zone);
    else minutes = local(rng.pick([hm(18, 40), hm(18, 45), hm(19, 5), hm(19, 10)]), p.home.zone);
    const g = makeGame('mlb', season, date, minutes, p);
    g.awayPitcher = starter(p.away, dayIndex);
    g.homePitcher = starter(p.home, dayIndex);
    return g;
  });
}

function starter(t: Team, dayIndex: number): string | undefined {
  const rotation = t.rotation ?? [];
  const offset = TEAMS.mlb.indexOf(t);
  return rotation[(dayIndex + offset) % rotation.length];
}

const BY_SPORT: Record<Sport, (seed: number, date: string) => ScheduledGame[]> = {
  nfl: nflGamesOn,
  ncaaf: ncaafGamesOn,
  nba: nbaGamesOn,
  ncaab: ncaabGamesOn,
  mlb: mlbGamesOn,
  nhl: nhlGamesOn,
};

/** The demo schedule of one league on one Eastern date: a pure function of the seed. */
export function gamesOn(seed: number, sport: Sport, date: string): ScheduledGame[] {
  return BY_SPORT[sport](seed, date).sort(
    (a, b) =>
      a.startsAt.getTime() - b.startsAt.getTime() || a.providerId.localeCompare(b.providerId),
  );
}
