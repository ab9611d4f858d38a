import { noVigShare } from '@domain/pricing/edgePricing';
import { clamp, normCdf, normInv } from './math';
import { dayNumber, leagueParams } from './leagues';
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

// Starts a team's starter share is counted over (quarterbacks: who usually starts).
const STARTER_MEMORY = 8;
// Learning rate of the home-advantage term, per point of surprise.
const HFA_RATE = 0.01;
// Weight of each learned total in a team's running total.
const TOTAL_RATE = 0.1;

interface State {
  rating: Map<string, number>;
  variance: Map<string, number>;
  starterValue: Map<string, number>;
  starterVariance: Map<string, number>;
  starters: Map<string, string[]>;
  lastDay: Map<string, number>;
  totals: Map<string, number>;
  hfa: number;
  /** Back-to-back and rest-days coefficients, and the starter-share coefficient (points). */
  rest: [number, number];
  share: number;
}

/**
 * What earlier markets said about each team: a Kalman filter on team ratings in
 * points of margin, updated after every finished game by the margin its closing line implied (the
 * spread, or the no-vig moneyline through the league's spread of results) and, more weakly, by the
 * result. The line of the game being predicted is never read: it is learned only once played.
 * Rest (back-to-back, days since the last game) and the announced starter (a quarterback's share
 * of his team's recent starts; each starter's own value) are terms fitted on the same surprises.
 */
function createLines(league: string): ModelInstance {
  const p = leagueParams(league);
  const s: State = {
    rating: new Map(),
    variance: new Map(),
    starterValue: new Map(),
    starterVariance: new Map(),
    starters: new Map(),
    lastDay: new Map(),
    totals: new Map(),
    hfa: 0,
    rest: [0, 0],
    share: 0,
  };
  const rating = (t: string) => s.rating.get(t) ?? 0;
  const variance = (t: string) => s.variance.get(t) ?? p.lineInitVar;
  const value = (who: string | null | undefined) => (who ? (s.starterValue.get(who) ?? 0) : 0);
  const starterVar = (who: string | null | undefined) =>
    who ? (s.starterVariance.get(who) ?? p.starterVar) : 0;

  const restFeatures = (g: PregameView): [number, number] => {
    const d = dayNumber(g.date);
    const days = (t: string) => Math.min(d - (s.lastDay.get(t) ?? -1e6), p.restCap + 1);
    const h = days(g.home);
    const a = days(g.away);
    return [(h === 1 ? 1 : 0) - (a === 1 ? 1 : 0), (h - a) / p.restCap];
  };
  const shareOf = (team: string, who: string) => {
    const seen = s.starters.get(team) ?? [];
    return seen.length === 0 ? 1 : seen.filter((x) => x === who).length / seen.length;
  };
  const shareFeature = (g: PregameView) =>
    g.homeStarter && g.awayStarter
      ? shareOf(g.home, g.homeStarter) - shareOf(g.away, g.awayStarter)
      : 0;

  const terms = (g: PregameView) => {
    const [b2b, days] = restFeatures(g);
    const restEffect = s.rest[0] * b2b + s.rest[1] * days;
    const starterEffect = s.share * shareFeature(g) + value(g.homeStarter) - value(g.awayStarter);
    const hfa = g.neutral ? 0 : s.hfa;
    return {
      restEffect,
      starterEffect,
      hfa,
      margin: rating(g.home) - rating(g.away) + hfa + restEffect + starterEffect,
    };
  };

  /** One Kalman step toward an observed margin with the given noise variance. */
  const observe = (g: FinalView, observed: number, noise: number, isLine: boolean) => {
    const t = terms(g);
    const e = observed - t.margin;
    const vh = variance(g.home);
    const va = variance(g.away);
    const qh = starterVar(g.homeStarter);
    const qa = starterVar(g.awayStarter);
    const total = vh + va + qh + qa + noise;
    s.rating.set(g.home, rating(g.home) + (vh / total) * e);
    s.rating.set(g.away, rating(g.away) - (va / total) * e);
    s.variance.set(g.home, vh - (vh * vh) / total);
    s.variance.set(g.away, va - (va * va) / total);
    if (g.homeStarter) {
      s.starterValue.set(g.homeStarter, value(g.homeStarter) + (qh / total) * e);
      s.starterVariance.set(g.homeStarter, qh - (qh * qh) / total);
    }
    if (g.awayStarter) {
      s.starterValue.set(g.awayStarter, value(g.awayStarter) - (qa / total) * e);
      s.starterVariance.set(g.awayStarter, qa - (qa * qa) / total);
    }
    if (!g.neutral) s.hfa += HFA_RATE * e;
    if (isLine) {
      const [b2b, days] = restFeatures(g);
      s.rest = [s.rest[0] + p.lineRestRate * e * b2b, s.rest[1] + p.lineRestRate * e * days];
      s.share += p.lineRestRate * e * shareFeature(g);
    }
  };

  /** The margin a finished game's closing line implied, or null without one. */
  const impliedMargin = (g: FinalView): number | null => {
    if (p.lineFromSpread && g.closingLine != null) return -g.closingLine;
    const q = noVigShare(g.closingHomeMl, g.closingAwayMl);
    return q === null ? null : p.sigma * normInv(clamp(q, 0.005, 0.995));
  };

  return {
    predict(game: PregameView, stats: LeagueStats): RawPrediction {
      const t = terms(game);
      const teamTotal = (team: string) => s.totals.get(team) ?? stats.avgTotal;
      return {
        pHome: normCdf(t.margin / p.sigma),
        total: (teamTotal(game.home) + teamTotal(game.away)) / 2,
        numbers: {
          homeRating: rating(game.home),
          awayRating: rating(game.away),
          homeAdvantage: t.hfa,
          restEffect: t.restEffect,
          starterEffect: t.starterEffect,
          lineMargin: t.margin,
        },
      };
    },
    learn(game: FinalView) {
      const implied = impliedMargin(game);
      if (implied !== null) observe(game, implied, p.lineNoise ** 2, true);
      if (p.lineResultNoise > 0)
        observe(game, game.homeScore - game.awayScore, (p.lineResultNoise * p.sigma) ** 2, false);
      const d = dayNumber(game.date);
      const total = game.closingTotal ?? game.homeScore + game.awayScore;
      for (const [team, who] of [
        [game.home, game.homeStarter],
        [game.away, game.awayStarter],
      ] as const) {
        s.variance.set(team, variance(team) + p.lineDrift);
        if (who) {
          s.starterVariance.set(who, starterVar(who) + p.starterVar / 100);
          const seen = s.starters.get(team) ?? [];
          seen.push(who);
          if (seen.length > STARTER_MEMORY) seen.shift();
          s.starters.set(team, seen);
        }
        s.lastDay.set(team, d);
        const before = s.totals.get(team);
        s.totals.set(team, before === undefined ? total : before + TOTAL_RATE * (total - before));
      }
    },
    newSeason() {
      for (const [team, r] of s.rating) {
        s.rating.set(team, r * (1 - p.lineRegress));
        s.variance.set(team, variance(team) + p.lineInitVar * 0.3);
      }
    },
  };
}

export const linesModel: ModelDef = {
  id: 'lines',
  name: 'Line Ratings',
  description:
    'A rating for every team read from what the betting market said about its earlier games: after ' +
    'each game is played, the margin its closing line implied (the spread, or the moneyline with the ' +
    'margin removed) moves both teams’ ratings by a Kalman filter, and the result moves them a little. ' +
    'The line of the game being predicted is never read. Fitted terms add home advantage, rest ' +
    '(back-to-backs, days off) and, where the data names them, the starting quarterback or pitcher. ' +
    'The expected margin over the league’s usual spread of results gives the win probability, ' +
    'calibrated on earlier seasons.',
  inputs: [
    'Closing spreads and moneylines of earlier games',
    'Final scores of earlier games',
    'Game dates (rest)',
    'Starting quarterback or pitcher, where known',
    'Home or neutral site',
  ],
  sports: ['nfl', 'ncaaf', 'nba', 'ncaab', 'mlb', 'nhl'],
  usesOdds: false,
  create: createLines,
  explain({ game, prediction }: ExplainInput): string {
    const n = prediction.numbers;
    const { pick, other } = sideTeams(game, prediction.winner);
    const signed = (x: number | undefined) => `${(x ?? 0) >= 0 ? '+' : ''}${fmt(x ?? 0, 1)}`;
    return (
      `Earlier closing lines rate ${game.home} ${signed(n.homeRating)} and ${game.away} ${signed(n.awayRating)} points` +
      (n.homeAdvantage ? `, with home advantage worth ${fmt(n.homeAdvantage, 1)}` : '') +
      (n.restEffect ? `, rest ${signed(n.restEffect)}` : '') +
      `${n.starterEffect ? ` and the starters ${signed(n.starterEffect)}` : ''}. ` +
      `That makes ${game.home} ${signed(n.lineMargin)} on the day, a ${pct(prediction.pRaw)} chance ` +
      `(${pct(prediction.pHome)} calibrated), so ${pick} is the pick over ${other}.`
    );
  },
};
