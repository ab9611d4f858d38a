import { dayNumber, leagueParams } from './leagues';
import { normCdf } from './math';
import type {
  ExplainInput,
  FinalView,
  LeagueStats,
  ModelDef,
  ModelInstance,
  PregameView,
  RawPrediction,
} from './types';
import { fmt, pct, sideTeams } from './text';

const SWEEPS = 3;
const MIN_WEIGHT = 0.01;

/**
 * Recency-weighted least squares on points scored: score = base ± home/2 ± rest/2 + offence(team) +
 * defence(opponent); a played game's closing line joins as a second, weighted observation. Weights halve every `powerHalfLife` days and shrink for earlier seasons; a
 * ridge pulls thin-data ratings to zero. Refitted (warm-started block coordinate descent) once per
 * game date, from games already learned only.
 */
function createPower(league: string): ModelInstance {
  const p = leagueParams(league);
  const index = new Map<string, number>();
  let off: number[] = [];
  let def: number[] = [];
  let base = p.defaultTotal / 2;
  let hfa = 0;
  // Learned games, oldest first (parallel arrays keep the refit loop allocation-free).
  const gh: number[] = [];
  const ga: number[] = [];
  const sh: number[] = [];
  const sa: number[] = [];
  const day: number[] = [];
  const season: number[] = [];
  const neutral: boolean[] = [];
  // Rest edge of each learned game: freshness(home) − freshness(away), known from the schedule.
  const rest: number[] = [];
  // 1 for a played game; powerLineWeight for the closing line of a past game read as a score.
  const kind: number[] = [];
  const lastPlayed = new Map<string, number>();
  let restCoef = 0;
  let start = 0;
  let dirty = false;
  let w: Float64Array = new Float64Array(0);

  const teamIndex = (team: string) => {
    let i = index.get(team);
    if (i === undefined) {
      i = off.length;
      index.set(team, i);
      off.push(0);
      def.push(0);
    }
    return i;
  };

  function refit(currentSeason: number) {
    const n = gh.length;
    if (n === 0) return;
    const lastDay = day[n - 1] ?? 0;
    const weight = (i: number) =>
      0.5 ** ((lastDay - (day[i] ?? 0)) / p.powerHalfLife) *
      p.powerCarry ** (currentSeason - (season[i] ?? 0));
    while (start < n && weight(start) < MIN_WEIGHT) start++;
    if (w.length < n) w = new Float64Array(Math.max(n, w.length * 2));
    for (let i = start; i < n; i++) w[i] = weight(i) * (kind[i] ?? 1);
    const teams = off.length;
    const num = new Float64Array(teams);
    const den = new Float64Array(teams);
    for (let sweep = 0; sweep < SWEEPS; sweep++) {
      // Offence given defence.
      num.fill(0);
      den.fill(0);
      for (let i = start; i < n; i++) {
        const wi = w[i] ?? 0;
        const h = gh[i] ?? 0;
        const a = ga[i] ?? 0;
        const adv = (neutral[i] ? 0 : hfa / 2) + (restCoef * (rest[i] ?? 0)) / 2;
        num[h] = (num[h] ?? 0) + wi * ((sh[i] ?? 0) - base - adv - (def[a] ?? 0));
        den[h] = (den[h] ?? 0) + wi;
        num[a] = (num[a] ?? 0) + wi * ((sa[i] ?? 0) - base + adv - (def[h] ?? 0));
        den[a] = (den[a] ?? 0) + wi;
      }
      off = off.map((_, t) => (num[t] ?? 0) / ((den[t] ?? 0) + p.powerRidge));
      // Defence (points allowed above the base) given offence.
      num.fill(0);
      den.fill(0);
      for (let i = start; i < n; i++) {
        const wi = w[i] ?? 0;
        const h = gh[i] ?? 0;
        const a = ga[i] ?? 0;
        const adv = (neutral[i] ? 0 : hfa / 2) + (restCoef * (rest[i] ?? 0)) / 2;
        num[a] = (num[a] ?? 0) + wi * ((sh[i] ?? 0) - base - adv - (off[h] ?? 0));
        den[a] = (den[a] ?? 0) + wi;
        num[h] = (num[h] ?? 0) + wi * ((sa[i] ?? 0) - base + adv - (off[a] ?? 0));
        den[h] = (den[h] ?? 0) + wi;
      }
      def = def.map((_, t) => (num[t] ?? 0) / ((den[t] ?? 0) + p.powerRidge));
      // Base, home advantage and rest given both: rh − ra = hfa·home + rest·edge (2×2 least squares).
      let sBase = 0;
      let sW = 0;
      let shh = p.powerRidge;
      let shr = 0;
      let srr = p.powerRidge;
      let sdh = 0;
      let sdr = 0;
      for (let i = start; i < n; i++) {
        const wi = w[i] ?? 0;
        const h = gh[i] ?? 0;
        const a = ga[i] ?? 0;
        const rh = (sh[i] ?? 0) - (off[h] ?? 0) - (def[a] ?? 0);
        const ra = (sa[i] ?? 0) - (off[a] ?? 0) - (def[h] ?? 0);
        sBase += wi * (rh + ra);
        sW += 2 * wi;
        const x = neutral[i] ? 0 : 1;
        const e = rest[i] ?? 0;
        shh += wi * x * x;
        shr += wi * x * e;
        srr += wi * e * e;
        sdh += wi * x * (rh - ra);
        sdr += wi * e * (rh - ra);
      }
      const det = shh * srr - shr * shr;
      if (det > 0) {
        hfa = (srr * sdh - shr * sdr) / det;
        restCoef = (shh * sdr - shr * sdh) / det;
      }
      if (sW > 0) base = sBase / sW;
    }
  }

  const freshness = (team: string, d: number) => {
    const last = lastPlayed.get(team);
    return last === undefined ? 1 : Math.min(Math.max(d - last, 1), p.restCap) / p.restCap;
  };
  const restEdge = (g: PregameView) => {
    const d = dayNumber(g.date);
    return freshness(g.home, d) - freshness(g.away, d);
  };

  let fittedSeason = -1;
  return {
    predict(game: PregameView, stats: LeagueStats): RawPrediction {
      if (dirty || fittedSeason !== game.season) {
        refit(game.season);
        dirty = false;
        fittedSeason = game.season;
      }
      const h = index.get(game.home);
      const a = index.get(game.away);
      const edge = restEdge(game);
      const adv = (game.neutral ? 0 : hfa / 2) + (restCoef * edge) / 2;
      const known = gh.length > 0;
      const b = known ? base : stats.avgTotal / 2;
      const homePts =
        b + adv + (h === undefined ? 0 : (off[h] ?? 0)) + (a === undefined ? 0 : (def[a] ?? 0));
      const awayPts =
        b - adv + (a === undefined ? 0 : (off[a] ?? 0)) + (h === undefined ? 0 : (def[h] ?? 0));
      const margin = homePts - awayPts;
      return {
        pHome: normCdf(margin / p.sigma),
        total: homePts + awayPts,
        numbers: {
          homeOffence: h === undefined ? 0 : (off[h] ?? 0),
          homeDefence: h === undefined ? 0 : (def[h] ?? 0),
          awayOffence: a === undefined ? 0 : (off[a] ?? 0),
          awayDefence: a === undefined ? 0 : (def[a] ?? 0),
          homeAdvantage: game.neutral ? 0 : hfa,
          restEffect: restCoef * edge,
          nativeHome: homePts,
          nativeAway: awayPts,
        },
      };
    },
    learn(game: FinalView) {
      const edgeNow = restEdge(game);
      if (p.powerLineWeight > 0 && game.closingLine != null && game.closingTotal != null) {
        rest.push(edgeNow);
        kind.push(p.powerLineWeight);
        gh.push(teamIndex(game.home));
        ga.push(teamIndex(game.away));
        sh.push((game.closingTotal - game.closingLine) / 2);
        sa.push((game.closingTotal + game.closingLine) / 2);
        day.push(dayNumber(game.date));
        season.push(game.season);
        neutral.push(game.neutral);
      }
      rest.push(edgeNow);
      kind.push(1);
      const d = dayNumber(game.date);
      lastPlayed.set(game.home, d);
      lastPlayed.set(game.away, d);
      gh.push(teamIndex(game.home));
      ga.push(teamIndex(game.away));
      // Blowouts say less than their size (garbage time): margins past the cap count half.
      const margin = game.homeScore - game.awayScore;
      const excess = Math.max(Math.abs(margin) - p.powerMarginCap, 0) * Math.sign(margin);
      sh.push(game.homeScore - excess / 4);
      sa.push(game.awayScore + excess / 4);
      day.push(dayNumber(game.date));
      season.push(game.season);
      neutral.push(game.neutral);
      dirty = true;
    },
    newSeason() {
      dirty = true;
    },
  };
}

export const powerModel: ModelDef = {
  id: 'power',
  name: 'Power Ratings',
  description:
    'An offence and a defence rating for every team, fitted by weighted least squares to the points ' +
    'each side scored and allowed in earlier games, with recent games weighted more (the weight halves ' +
    'every few weeks and drops for earlier seasons), fitted home-advantage and rest terms, and — where ' +
    'a league has lines — the closing spread and total of each already-played game read as one more ' +
    'expected score (never the line of the game being predicted). It gives both teams’ expected points; ' +
    'the margin over the league’s typical spread of results gives the win probability, calibrated on ' +
    'earlier seasons, and the shown scores keep its total around the margin of the calibrated probability.',
  inputs: [
    'Points scored and allowed in earlier games',
    'Closing spreads and totals of earlier games',
    'Game dates (recency and rest)',
    'Home or neutral site',
    'Season',
  ],
  sports: ['nfl', 'ncaaf', 'nba', 'ncaab', 'mlb', 'nhl'],
  usesOdds: false,
  create: createPower,
  explain({ game, prediction }: ExplainInput): string {
    const n = prediction.numbers;
    const { pick, other } = sideTeams(game, prediction.winner);
    const signed = (x: number | undefined) => `${(x ?? 0) >= 0 ? '+' : ''}${fmt(x ?? 0, 1)}`;
    return (
      `Power ratings put ${game.home}'s offence at ${signed(n.homeOffence)} and defence at ${signed(n.homeDefence)} points ` +
      `against average, ${game.away}'s at ${signed(n.awayOffence)} and ${signed(n.awayDefence)} (defence is points allowed, lower is better)` +
      `${n.homeAdvantage ? `, with home advantage worth ${fmt(n.homeAdvantage, 1)}` : ''}. ` +
      `That projects ${game.away} ${fmt(n.nativeAway ?? 0, 1)} at ${game.home} ${fmt(n.nativeHome ?? 0, 1)}, ` +
      `a ${pct(prediction.pRaw)} chance for ${game.home} (${pct(prediction.pHome)} calibrated), so ${pick} is the pick over ${other}.`
    );
  },
};
