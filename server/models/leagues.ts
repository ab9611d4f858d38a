// Per-league constants. Elo values follow FiveThirtyEight's published write-ups; the power-rating
// half-lives, ridge and line weights were chosen on the NFL and NBA backtests, and the line
// ratings' noises and drifts on each league's backtest (a handful of settings tried, not a
// search), so those figures are slightly in-sample.

export interface LeagueParams {
  /** Standard deviation of the final margin around its expectation (points). */
  sigma: number;
  /** A total to start from before any game is seen. */
  defaultTotal: number;
  eloK: number;
  eloHfa: number;
  /** Share of the distance to the mean removed between seasons. */
  eloRegress: number;
  eloNewTeam: number;
  /** Power ratings: half-life of a game's weight, in days. */
  powerHalfLife: number;
  /** Power ratings: multiplier on the weight of games from earlier seasons. */
  powerCarry: number;
  /** Power ratings: ridge strength, in game-weights pulling a rating to zero. */
  powerRidge: number;
  /** Poisson: learning rate of the online attack/defence updates. */
  poissonRate: number;
  poissonRegress: number;
  /** Days of rest after which a team counts as fully fresh (power ratings' rest term). */
  restCap: number;
  /** Power ratings: margins beyond this count half (blowouts). */
  powerMarginCap: number;
  powerLineWeight: number;
  /** Line ratings: noise of a closing line as a reading of the teams' margin (points). */
  lineNoise: number;
  /** Line ratings: variance added to a team's rating after each of its games (points²). */
  lineDrift: number;
  /** Line ratings: variance of a team not yet seen (points²). */
  lineInitVar: number;
  /** Line ratings: share of a rating removed between seasons. */
  lineRegress: number;
  /** Line ratings: noise of a result as a reading of the margin, in league sigmas (0: unused). */
  lineResultNoise: number;
  /** Line ratings: learning rate of the rest and starter-share terms. */
  lineRestRate: number;
  /** Line ratings: spreads are margins (not ±1.5 puck or run lines). */
  lineFromSpread: boolean;
  /** Line ratings: prior variance of a starter's own value (points²). */
  starterVar: number;
  /** Typical local start (US Eastern), for history rows that carry only a date. */
  startEt: [number, number];
}

const BASE: LeagueParams = {
  sigma: 12,
  defaultTotal: 200,
  eloK: 20,
  eloHfa: 65,
  eloRegress: 0.25,
  eloNewTeam: 1500,
  powerHalfLife: 60,
  powerCarry: 0.6,
  powerRidge: 2,
  poissonRate: 0.02,
  poissonRegress: 0.3,
  restCap: 3,
  powerMarginCap: 1000,
  powerLineWeight: 0,
  lineNoise: 3,
  lineDrift: 0.3,
  lineInitVar: 40,
  lineRegress: 0.3,
  lineResultNoise: 1,
  lineRestRate: 0.002,
  lineFromSpread: true,
  starterVar: 4,
  startEt: [19, 0],
};

export const LEAGUES: Record<string, LeagueParams> = {
  nfl: {
    ...BASE,
    sigma: 13.5,
    defaultTotal: 44,
    eloK: 20,
    eloHfa: 48,
    eloRegress: 1 / 3,
    powerHalfLife: 60,
    powerCarry: 0.5,
    powerRidge: 0.5,
    powerLineWeight: 8,
    restCap: 10,
    lineNoise: 5,
    lineDrift: 1,
    lineInitVar: 50,
    lineRestRate: 0.01,
    startEt: [13, 0],
  },
  ncaaf: {
    ...BASE,
    sigma: 15.5,
    defaultTotal: 54,
    eloK: 25,
    eloHfa: 60,
    eloRegress: 0.3,
    eloNewTeam: 1300,
    powerHalfLife: 60,
    powerCarry: 0.5,
    powerRidge: 1,
    powerLineWeight: 8,
    restCap: 10,
    lineNoise: 5,
    lineDrift: 3,
    lineInitVar: 250,
    lineRegress: 0.05,
    lineResultNoise: 0.8,
    lineRestRate: 0.01,
    startEt: [12, 0],
  },
  nba: {
    ...BASE,
    sigma: 12,
    // The closing totals of the shared NBA file's seasons 2021-2025 (225.2 over 6,454 games): a
    // total learned slowly from a stale level (205) kept every total of a new slate low for weeks.
    defaultTotal: 225,
    eloK: 20,
    eloHfa: 90,
    eloRegress: 0.25,
    powerHalfLife: 20,
    powerCarry: 0.6,
    powerRidge: 3,
    powerLineWeight: 8,
    lineNoise: 2,
    lineDrift: 0.2,
    lineInitVar: 30,
    lineResultNoise: 0,
    startEt: [19, 30],
  },
  ncaab: {
    ...BASE,
    sigma: 11,
    // The shared NCAAB file's closing totals (140.2 over 35,459 games).
    defaultTotal: 140,
    eloK: 25,
    eloHfa: 80,
    eloRegress: 0.3,
    eloNewTeam: 1350,
    powerHalfLife: 30,
    powerCarry: 0.5,
    powerRidge: 1.5,
    powerLineWeight: 8,
    lineNoise: 3,
    lineDrift: 0.3,
    lineInitVar: 40,
    lineRegress: 0.15,
    startEt: [19, 0],
  },
  nhl: {
    ...BASE,
    sigma: 2.4,
    defaultTotal: 5.6,
    eloK: 6,
    eloHfa: 30,
    eloRegress: 0.3,
    powerHalfLife: 90,
    powerCarry: 0.6,
    powerRidge: 8,
    poissonRate: 0.01,
    lineNoise: 0.3,
    lineDrift: 0.005,
    lineInitVar: 0.3,
    lineResultNoise: 0,
    lineFromSpread: false,
    starterVar: 0.1,
    startEt: [19, 0],
  },
  mlb: {
    ...BASE,
    sigma: 4.3,
    defaultTotal: 8.7,
    eloK: 4,
    eloHfa: 24,
    eloRegress: 0.3,
    powerHalfLife: 90,
    powerCarry: 0.6,
    powerRidge: 15,
    poissonRate: 0.006,
    lineNoise: 0.5,
    lineDrift: 0.01,
    lineInitVar: 0.5,
    lineResultNoise: 0,
    lineFromSpread: false,
    starterVar: 1,
    startEt: [19, 5],
  },
};

/** The parameters of a league (unknown leagues get middle-of-the-road values). */
export function leagueParams(league: string): LeagueParams {
  return LEAGUES[league] ?? BASE;
}

/** Season label of a date: end year, except NFL and NCAAF (start year) and MLB (calendar year). */
export function seasonOf(league: string, date: string): number {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  if (league === 'mlb') return year;
  if (league === 'nfl' || league === 'ncaaf') return month >= 7 ? year : year - 1;
  return month >= 8 ? year + 1 : year;
}

/** UTC instant of a local US Eastern wall-clock time (DST: second Sunday of March to first Sunday of November). */
export function easternToUtc(date: string, hour: number, minute: number): Date {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  const dstStart = nthSunday(year, 3, 2);
  const dstEnd = nthSunday(year, 11, 1);
  const md = month * 100 + day;
  const dst = md >= 300 + dstStart && md < 1100 + dstEnd;
  const offset = dst ? 4 : 5;
  return new Date(Date.UTC(year, month - 1, day, hour + offset, minute));
}

function nthSunday(year: number, month: number, n: number): number {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return 1 + ((7 - first) % 7) + (n - 1) * 7;
}

/** Days since 1970-01-01 of a yyyy-MM-dd date. */
export function dayNumber(date: string): number {
  return Math.floor(
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) /
      86_400_000,
  );
}
