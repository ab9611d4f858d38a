import { leagueParams } from './leagues';
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

const MEAN = 1500;

/** Margin-aware Elo (FiveThirtyEight style): K scaled by ln(margin + 1), damped for heavy favourites. */
function createElo(league: string): ModelInstance {
  const p = leagueParams(league);
  const ratings = new Map<string, number>();
  const rating = (team: string) => ratings.get(team) ?? p.eloNewTeam;
  const hfa = (g: PregameView) => (g.neutral ? 0 : p.eloHfa);

  return {
    predict(game: PregameView, stats: LeagueStats): RawPrediction {
      const home = rating(game.home);
      const away = rating(game.away);
      const diff = home - away + hfa(game);
      return {
        pHome: 1 / (1 + 10 ** (-diff / 400)),
        total: stats.avgTotal,
        numbers: {
          homeRating: home,
          awayRating: away,
          homeAdvantage: hfa(game),
          eloGap: diff,
          leagueTotal: stats.avgTotal,
        },
      };
    },
    learn(game: FinalView) {
      const home = rating(game.home);
      const away = rating(game.away);
      const diff = home - away + hfa(game);
      const expected = 1 / (1 + 10 ** (-diff / 400));
      const margin = game.homeScore - game.awayScore;
      const actual = margin > 0 ? 1 : margin < 0 ? 0 : 0.5;
      const winnerGap = margin >= 0 ? diff : -diff;
      const multiplier =
        (Math.log(Math.abs(margin) + 1) * 2.2) / (Math.max(winnerGap, -900) * 0.001 + 2.2);
      const shift = p.eloK * Math.max(multiplier, 0.5) * (actual - expected);
      ratings.set(game.home, home + shift);
      ratings.set(game.away, away - shift);
    },
    newSeason() {
      for (const [team, r] of ratings) ratings.set(team, MEAN + (r - MEAN) * (1 - p.eloRegress));
    },
  };
}

export const eloModel: ModelDef = {
  id: 'elo',
  name: 'Elo Ratings',
  description:
    'A margin-aware Elo rating for every team, updated after each game by how far the result beat ' +
    'the expectation, with a larger step for wider wins (damped when a heavy favourite wins), a ' +
    'home-field bonus and a partial return to the league mean between seasons. The rating gap gives ' +
    'the win probability, calibrated on earlier seasons; Elo has no score model, so the predicted ' +
    'scores split the league-average total of recent games around the margin that matches the ' +
    'calibrated probability.',
  inputs: ['Final scores of earlier games', 'Home or neutral site', 'Season'],
  sports: ['nfl', 'ncaaf', 'nba', 'ncaab', 'mlb', 'nhl'],
  usesOdds: false,
  create: createElo,
  explain({ game, prediction }: ExplainInput): string {
    const n = prediction.numbers;
    const { pick, other } = sideTeams(game, prediction.winner);
    return (
      `Elo rates ${game.home} at ${fmt(n.homeRating ?? 0, 0)} and ${game.away} at ${fmt(n.awayRating ?? 0, 0)}` +
      `${n.homeAdvantage ? `, plus ${fmt(n.homeAdvantage, 0)} for home advantage` : ' at a neutral site'}, ` +
      `a gap of ${fmt(n.eloGap ?? 0, 0)} points that gives ${game.home} a ${pct(prediction.pRaw)} chance ` +
      `(${pct(prediction.pHome)} after calibration on earlier seasons). That makes ${pick} the pick over ${other} ` +
      `by ${fmt(Math.abs(prediction.margin), 1)}, with the scores spread around the recent league-average total of ${fmt(prediction.total, 1)}.`
    );
  },
};
