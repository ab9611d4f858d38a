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
// Weight of each finished game in a team’s running total (slower than Line Ratings’ 0.1).
const TOTAL_RATE = 0.05;

/** Margin-aware Elo (FiveThirtyEight style): K scaled by ln(margin + 1), damped for heavy favourites. */
function createElo(league: string): ModelInstance {
  const p = leagueParams(league);
  const ratings = new Map<string, number>();
  const rating = (team: string) => ratings.get(team) ?? p.eloNewTeam;
  const hfa = (g: PregameView) => (g.neutral ? 0 : p.eloHfa);
  // Each team's running total of its played games' closing totals (the points scored where a game
  // had none): Elo rates winners, not scoring, so the predicted total is the two teams' recent
  // totals (the league's before a team has played). Never the line of the game being predicted.
  const totals = new Map<string, number>();
  const teamTotal = (team: string, stats: LeagueStats) => totals.get(team) ?? stats.avgTotal;

  return {
    predict(game: PregameView, stats: LeagueStats): RawPrediction {
      const home = rating(game.home);
      const away = rating(game.away);
      const diff = home - away + hfa(game);
      return {
        pHome: 1 / (1 + 10 ** (-diff / 400)),
        total: (teamTotal(game.home, stats) + teamTotal(game.away, stats)) / 2,
        numbers: {
          homeRating: home,
          awayRating: away,
          homeAdvantage: hfa(game),
          eloGap: diff,
          leagueTotal: stats.avgTotal,
          homeTotal: teamTotal(game.home, stats),
          awayTotal: teamTotal(game.away, stats),
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
      const total = game.closingTotal ?? game.homeScore + game.awayScore;
      for (const team of [game.home, game.away]) {
        const before = totals.get(team);
        totals.set(team, before === undefined ? total : before + TOTAL_RATE * (total - before));
      }
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
    'scores split the two teams’ recent totals (the closing totals of their earlier games, or the ' +
    'points scored where a game had none) around the margin that matches the calibrated probability.',
  inputs: [
    'Final scores of earlier games',
    'Closing totals of earlier games',
    'Home or neutral site',
    'Season',
  ],
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
      `by ${fmt(Math.abs(prediction.margin), 1)}, with the scores spread around the two teams’ recent total of ${fmt(prediction.total, 1)}.`
    );
  },
};
