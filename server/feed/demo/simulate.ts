import type { Sport } from '@/domain/rules/sports';
import { OVERTIME_SHARE } from './gameState';
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

function footballPlays(rng: Random, side: Side, mean: number): ScoringPlay[] {
  const plays: ScoringPlay[] = [];
  const touchdowns = rng.poisson((mean * 0.7) / 6.95);
  const fieldGoals = rng.poisson((mean * 0.3) / 3);
  for (let i = 0; i < touchdowns; i++) {
    const r = rng.next();
    plays.push({ at: rng.next(), side, points: r < 0.92 ? 7 : r < 0.96 ? 6 : 8 });
  }
  for (let i = 0; i < fieldGoals; i++) plays.push({ at: rng.next(), side, points: 3 });
  if (rng.chance(0.03)) plays.push({ at: rng.next(), side, points: 2 });
  return plays;
}

function basketballPlays(rng: Random, side: Side, mean: number, sd: number): ScoringPlay[] {
  const target = Math.max(Math.round(mean * 0.5), Math.round(rng.normal(mean, sd)));
  const plays: ScoringPlay[] = [];
  let scored = 0;
  while (scored < target) {
    const r = rng.next();
    const points = Math.min(target - scored, r < 0.62 ? 2 : r < 0.86 ? 3 : 1);
    plays.push({ at: rng.next(), side, points });
    scored += points;
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

/** Plays a game out from its expected scores; a pure function of (seed, game id). */
export function playGame(seed: number, sport: Sport, gameId: string, e: Expectation): PlayedGame {
  const rng = new Random(seed, 'play', gameId);
  const kind = LEAGUES[sport].kind;
  const sides: [Side, number][] = [
    ['away', e.away],
    ['home', e.home],
  ];
  const plays: ScoringPlay[] = [];
  for (const [side, mean] of sides) {
    if (sport === 'nfl' || sport === 'ncaaf') plays.push(...footballPlays(rng, side, mean));
    else if (kind === 'points')
      plays.push(...basketballPlays(rng, side, mean, sport === 'nba' ? 11 : 9.5));
    else plays.push(...countPlays(rng, side, mean, kind));
  }
  const total = (side: Side): number =>
    plays.filter((p) => p.side === side).reduce((s, p) => s + p.points, 0);
  const overtime = total('home') === total('away');
  if (overtime) {
    // Regulation takes the game up to the overtime stretch.
    for (const p of plays) p.at *= 1 - OVERTIME_SHARE;
    // Overtime, a shootout or extra innings: someone wins it at the very end.
    const homeWins = rng.chance(e.home / (e.home + e.away));
    const points =
      sport === 'nfl'
        ? rng.pick([3, 3, 6])
        : sport === 'ncaaf'
          ? 7
          : kind === 'points'
            ? rng.int(2, 7)
            : 1;
    if (kind === 'points' && sport !== 'nfl' && sport !== 'ncaaf') {
      // Basketball overtime: both teams score, the winner more.
      const loser = rng.int(0, 5);
      plays.push({ at: 0.99, side: homeWins ? 'away' : 'home', points: loser });
      plays.push({ at: 0.995, side: homeWins ? 'home' : 'away', points: loser + points });
    } else {
      plays.push({ at: 0.995, side: homeWins ? 'home' : 'away', points });
    }
  }
  plays.sort((a, b) => a.at - b.at);
  return {
    plays: plays.filter((p) => p.points > 0),
    home: total('home'),
    away: total('away'),
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
