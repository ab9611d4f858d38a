import type { Sport } from '@domain/rules/sports';
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
import type { Team } from './team';
import { TEAMS } from './teams';
import { ncaabGamesOn, ncaafGamesOn } from './collegeSchedule';
import {
  countFor,
  hm,
  hostFirst,
  local,
  makeGame,
  nightly,
  pairUp,
  westFirst,
  type Range,
  type ScheduledGame,
} from './scheduleParts';

export type { ScheduledGame } from './scheduleParts';

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
