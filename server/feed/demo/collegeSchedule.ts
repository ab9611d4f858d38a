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
import type { Zone } from './team';
import { MAC_TEAMS, NCAAF_RIVALRIES, TEAMS, team } from './teams';
import {
  countFor,
  hm,
  local,
  makeGame,
  nightly,
  pairUp,
  type Pair,
  type Range,
  type ScheduledGame,
} from './scheduleParts';

// College schedules: NCAAF Saturdays and weeknights, NCAAB nights and the tournament.

// ---- NCAAF: Saturdays, November weeknight MAC games, rivalry week, championships, Army-Navy.

export const NCAAF_SATURDAY: Record<Zone, number[]> = {
  E: [hm(12), hm(12), hm(12), hm(15, 30), hm(15, 30), hm(16), hm(19), hm(19, 30), hm(19, 30)],
  C: [hm(11), hm(11), hm(14, 30), hm(14, 30), hm(15), hm(18), hm(18, 30), hm(19)],
  M: [hm(13, 30), hm(17), hm(20, 15)],
  P: [hm(12, 30), hm(16, 30), hm(19, 30)],
};

export function ncaafGamesOn(seed: number, date: string): ScheduledGame[] {
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

export function ncaafWeek(
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

export function ncaafChampionships(
  seed: number,
  season: number,
  saturday: string,
): ScheduledGame[] {
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

export function ncaabGamesOn(seed: number, date: string): ScheduledGame[] {
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
