import { leagueParams } from './leagues';
import { poissonPmf } from './math';
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

const MAX_GOALS = 25;

/**
 * Goals (runs) as independent Poisson counts: log rate = base ± home/2 + attack(team) +
 * weakness(opponent's defence). After each game every term moves along the Poisson likelihood's
 * natural gradient, (observed − expected) / expected, so the ratings are an exponentially
 * weighted fit; they move part of the way back to average between seasons.
 */
function createPoisson(league: string): ModelInstance {
  const p = leagueParams(league);
  const attack = new Map<string, number>();
  const weakness = new Map<string, number>();
  let base = Math.log(p.defaultTotal / 2);
  let home = 0.04;
  const att = (t: string) => attack.get(t) ?? 0;
  const weak = (t: string) => weakness.get(t) ?? 0;
  const rates = (g: PregameView) => {
    const adv = g.neutral ? 0 : home / 2;
    return {
      home: Math.exp(base + adv + att(g.home) + weak(g.away)),
      away: Math.exp(base - adv + att(g.away) + weak(g.home)),
    };
  };

  return {
    predict(game: PregameView): RawPrediction {
      const r = rates(game);
      const ph = poissonPmf(r.home, MAX_GOALS);
      const pa = poissonPmf(r.away, MAX_GOALS);
      let win = 0;
      let tie = 0;
      let cumAway = 0;
      for (let h = 0; h <= MAX_GOALS; h++) {
        const pHomeGoals = ph[h] ?? 0;
        tie += pHomeGoals * (pa[h] ?? 0);
        win += pHomeGoals * cumAway;
        cumAway += pa[h] ?? 0;
      }
      // A regulation tie goes to overtime / extra innings: split it by the rate ratio.
      const pHome = win + tie * (r.home / (r.home + r.away));
      return {
        pHome,
        total: r.home + r.away,
        numbers: {
          homeRate: r.home,
          awayRate: r.away,
          homeAttack: Math.exp(att(game.home)),
          awayAttack: Math.exp(att(game.away)),
          homeDefence: Math.exp(weak(game.home)),
          awayDefence: Math.exp(weak(game.away)),
          regulationTie: tie,
        },
      };
    },
    learn(game: FinalView, _stats: LeagueStats) {
      const r = rates(game);
      const eh = (game.homeScore - r.home) / r.home;
      const ea = (game.awayScore - r.away) / r.away;
      const lr = p.poissonRate;
      attack.set(game.home, att(game.home) + lr * eh);
      weakness.set(game.away, weak(game.away) + lr * eh);
      attack.set(game.away, att(game.away) + lr * ea);
      weakness.set(game.home, weak(game.home) + lr * ea);
      base += ((lr / 10) * (eh + ea)) / 2;
      if (!game.neutral) home += (lr / 10) * (eh - ea);
    },
    newSeason() {
      const keep = 1 - p.poissonRegress;
      for (const [t, v] of attack) attack.set(t, v * keep);
      for (const [t, v] of weakness) weakness.set(t, v * keep);
    },
  };
}

export const poissonModel: ModelDef = {
  id: 'poisson',
  name: 'Poisson Goals',
  description:
    'For hockey and baseball, where scores are small counts: each team’s goals (or runs) are a ' +
    'Poisson count whose rate multiplies a league base rate, a home factor, the team’s attack ' +
    'strength and the opponent’s defensive weakness, each learned game by game from earlier scores ' +
    'and pulled back toward average between seasons. Summing the two score distributions gives the ' +
    'win probability (regulation ties split by the rates for overtime or extra innings), calibrated ' +
    'on earlier seasons; the expected goals are the predicted scores.',
  inputs: ['Goals or runs scored and allowed in earlier games', 'Home or neutral site', 'Season'],
  sports: ['nhl', 'mlb'],
  usesOdds: false,
  create: createPoisson,
  explain({ game, prediction }: ExplainInput): string {
    const n = prediction.numbers;
    const { pick, other } = sideTeams(game, prediction.winner);
    return (
      `The Poisson model expects ${game.home} to score ${fmt(n.homeRate ?? 0, 2)} and ${game.away} ${fmt(n.awayRate ?? 0, 2)} ` +
      `(attack ×${fmt(n.homeAttack ?? 1, 2)} vs ×${fmt(n.awayAttack ?? 1, 2)}; defence allows ×${fmt(n.homeDefence ?? 1, 2)} vs ×${fmt(n.awayDefence ?? 1, 2)} of average). ` +
      `Regulation ends level ${pct(n.regulationTie ?? 0)} of the time; counting overtime, ${game.home} wins ${pct(prediction.pRaw)} ` +
      `(${pct(prediction.pHome)} calibrated), so ${pick} is the pick over ${other}.`
    );
  },
};
