import type { Sport } from '@domain/rules/sports';
import { OVERTIME_SHARE } from './gameState';
import { bounded, EMPTY_NET, MARKET } from './market';
import { LEAGUES, type Expectation } from './model';
import { Random } from './random';

/** One score in a game: when (share of the game, 0-1), by whom and how many. */
export interface ScoringPlay {
  at: number;
  side: 'home' | 'away';
  points: number;
}

/** A whole game played out in advance: its scoring plays in order. Final = their sums. */
export interface PlayedGame {
  plays: ScoringPlay[];
  home: number;
  away: number;
  /** Tied after regulation: the last OVERTIME_SHARE of the game is overtime (extra innings). */
  overtime: boolean;
}

type Side = 'home' | 'away';

/** Football points as scoring plays: touchdowns and field goals, odd remainders as they fall. */
function footballPlays(rng: Random, side: Side, points: number): ScoringPlay[] {
  const values: number[] = [];
  let left = points;
  while (left >= 10) {
    const p = rng.chance(0.65) ? 7 : 3;
    values.push(p);
    left -= p;
  }
  const rest: Record<number, number[]> = {
    1: [1],
    2: [2],
    3: [3],
    4: [2, 2],
    5: [3, 2],
    6: [3, 3],
    7: [7],
    8: [8],
    9: [3, 3, 3],
  };
  values.push(...(rest[left] ?? []));
  return values.map((v) => ({ at: rng.next(), side, points: v }));
}

function basketballPlays(rng: Random, side: Side, points: number): ScoringPlay[] {
  const plays: ScoringPlay[] = [];
  let scored = 0;
  while (scored < points) {
    const r = rng.next();
    const p = Math.min(points - scored, r < 0.62 ? 2 : r < 0.86 ? 3 : 1);
    plays.push({ at: rng.next(), side, points: p });
    scored += p;
  }
  return plays;
}

function countPlays(rng: Random, side: Side, mean: number, kind: 'goals' | 'runs'): ScoringPlay[] {
  const n = rng.poisson(mean);
  const plays: ScoringPlay[] = [];
  for (let i = 0; i < n; i++) {
    if (kind === 'runs') {
      // Runs come in an inning's top (away) or bottom (home) half.
      const inning = rng.int(0, 8);
      plays.push({ at: (inning + (side === 'away' ? 0.25 : 0.75)) / 9, side, points: 1 });
    } else {
      plays.push({ at: rng.next(), side, points: 1 });
    }
  }
  return plays;
}

const sum = (plays: readonly ScoringPlay[], side: Side): number =>
  plays.filter((p) => p.side === side).reduce((s, p) => s + p.points, 0);

/**
 * A points game's final score, drawn as the demo's prices reckon it (./market): a margin normal
 * about the expected one with the league sigma, rounded, and a total normal with the total sigma,
 * taken to the nearer whole number of the margin's parity. A margin that rounds to 0 is settled
 * in overtime by one point to the side the draw favoured, so P(home wins) is the price's chance.
 */
function pointsFinal(rng: Random, sport: Sport, v: Expectation): [number, number, boolean] {
  const m = MARKET[sport];
  const drawn = rng.normal(v.home - v.away, m.sigma);
  const total = rng.normal(v.home + v.away, m.totalSigma);
  let margin = Math.round(drawn) + 0;
  const overtime = margin === 0;
  if (overtime) margin = drawn >= 0 ? 1 : -1;
  let points = Math.round(total);
  if ((points - margin) % 2 !== 0) points += total >= points ? 1 : -1;
  // No side scores below 0: the margin stands, the total gives way.
  points = Math.max(points, Math.abs(margin));
  return [(points + margin) / 2, (points - margin) / 2, overtime];
}

/**
 * Plays a game out from its expected scores as the demo's prices reckon them (./market), so that
 * a side priced at a chance wins at that chance (docs/models.md "Labels in the demo market"); a
 * pure function of (seed, game id).
 */
export function playGame(seed: number, sport: Sport, gameId: string, raw: Expectation): PlayedGame {
  const rng = new Random(seed, 'play', gameId);
  const e = bounded(sport, raw);
  const kind = LEAGUES[sport].kind;
  const plays: ScoringPlay[] = [];
  let overtime: boolean;
  let winner: Side = 'home';
  if (MARKET[sport].sigma > 0) {
    const [home, away, ot] = pointsFinal(rng, sport, e);
    overtime = ot;
    winner = home > away ? 'home' : 'away';
    // In overtime regulation ends level at the loser's score.
    const regulation = (side: Side, points: number): number =>
      overtime && side === winner ? points - 1 : points;
    for (const [side, points] of [
      ['away', away],
      ['home', home],
    ] as const) {
      const own = regulation(side, points);
      plays.push(
        ...(sport === 'nfl' || sport === 'ncaaf'
          ? footballPlays(rng, side, own)
          : basketballPlays(rng, side, own)),
      );
    }
  } else {
    plays.push(...countPlays(rng, 'away', e.away, kind === 'runs' ? 'runs' : 'goals'));
    plays.push(...countPlays(rng, 'home', e.home, kind === 'runs' ? 'runs' : 'goals'));
    const lead = sum(plays, 'home') - sum(plays, 'away');
    overtime = lead === 0;
    // Shootout, overtime or extra innings: the side the scoring rates favour wins it by one.
    if (overtime) winner = rng.chance(e.home / (e.home + e.away)) ? 'home' : 'away';
    else if (sport === 'nhl' && Math.abs(lead) === 1 && rng.chance(EMPTY_NET)) {
      plays.push({ at: 0.985, side: lead > 0 ? 'home' : 'away', points: 1 });
    }
  }
  if (overtime) {
    // Regulation takes the game up to the overtime stretch.
    for (const p of plays) p.at *= 1 - OVERTIME_SHARE;
    plays.push({ at: 0.995, side: winner, points: 1 });
  }
  plays.sort((a, b) => a.at - b.at);
  return {
    plays: plays.filter((p) => p.points > 0),
    home: sum(plays, 'home'),
    away: sum(plays, 'away'),
    overtime,
  };
}

/** Score after a share of the game has been played. */
export function scoreAt(game: PlayedGame, progress: number): { home: number; away: number } {
  let home = 0;
  let away = 0;
  for (const p of game.plays) {
    if (p.at > progress) break;
    if (p.side === 'home') home += p.points;
    else away += p.points;
  }
  return { home, away };
}
