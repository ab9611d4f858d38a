import { noVigProbabilities } from '@domain/rules/odds';
import { leagueParams } from './leagues';
import { normCdf, normInv } from './math';
import type {
  ExplainInput,
  LeagueStats,
  MarketView,
  ModelDef,
  ModelInstance,
  RawPrediction,
} from './types';
import { fmt, pct, sideTeams } from './text';

/** No-vig home probability, or null for a line no book could post (|odds| < 100). */
function noVig(homeMl: number, awayMl: number): number | null {
  try {
    return noVigProbabilities(homeMl, awayMl).home;
  } catch {
    return null;
  }
}

/**
 * The market's own view: the moneyline with the bookmaker's margin removed; without a moneyline,
 * the spread read through the league's normal spread of results. It learns nothing.
 */
function createMarket(league: string): ModelInstance {
  const p = leagueParams(league);
  return {
    predict(game: MarketView, stats: LeagueStats): RawPrediction | null {
      const fromMl =
        game.homeMl != null && game.awayMl != null ? noVig(game.homeMl, game.awayMl) : null;
      let pHome = fromMl;
      if (pHome === null && game.homeLine != null) pHome = normCdf(-game.homeLine / p.sigma);
      if (pHome === null) return null;
      if (!Number.isFinite(pHome) || pHome <= 0 || pHome >= 1) return null;
      return {
        pHome,
        total: game.totalLine ?? stats.avgTotal,
        numbers: {
          noVigHome: pHome,
          ...(fromMl !== null && game.homeMl != null && game.awayMl != null
            ? { homeMl: game.homeMl, awayMl: game.awayMl }
            : {}),
          ...(game.homeLine != null ? { homeLine: game.homeLine } : {}),
          ...(game.totalLine != null ? { totalLine: game.totalLine } : {}),
          impliedMargin: p.sigma * normInv(pHome),
        },
      };
    },
    learn() {},
    newSeason() {},
  };
}

export const marketModel: ModelDef = {
  id: 'market',
  name: 'Market Consensus',
  description:
    'What the betting market already says: the home and away moneylines turned into probabilities ' +
    'with the bookmaker’s margin removed (or, without a moneyline, the point spread read through the ' +
    'league’s usual spread of results), calibrated on earlier seasons. Scores split the posted total ' +
    '(or the recent league-average total) around the margin matching that probability. It is the ' +
    'baseline the other models must beat, not an edge of its own.',
  inputs: ['Moneyline odds', 'Point spread', 'Total line'],
  sports: ['nfl', 'ncaaf', 'nba', 'ncaab', 'mlb', 'nhl'],
  usesOdds: true,
  create: createMarket,
  explain({ game, prediction }: ExplainInput): string {
    const n = prediction.numbers;
    const { pick, other } = sideTeams(game, prediction.winner);
    const odds = (x: number) => (x > 0 ? `+${fmt(x, 0)}` : fmt(x, 0));
    const source =
      n.homeMl !== undefined && n.awayMl !== undefined
        ? `The moneyline (${game.home} ${odds(n.homeMl)}, ${game.away} ${odds(n.awayMl)}) with the margin removed gives ${game.home} ${pct(n.noVigHome ?? prediction.pRaw)}`
        : `The spread (${game.home} ${fmt(n.homeLine ?? 0, 1)}) gives ${game.home} ${pct(n.noVigHome ?? prediction.pRaw)}`;
    return (
      `${source} (${pct(prediction.pHome)} calibrated), worth about ${fmt(Math.abs(prediction.margin), 1)} points to ${pick} over ${other}. ` +
      (n.totalLine !== undefined
        ? `The posted total is ${fmt(n.totalLine, 1)}.`
        : `With no posted total, the scores use the recent league average of ${fmt(prediction.total, 1)}.`)
    );
  },
};
