// The walk-forward contract: what a model sees before a game, what it learns after, what it says.

/** One game as the engine knows it (history row or matchup). Scores are null until it is final. */
export interface Game {
  id: string;
  /** Sport value, lower case ('nba'). Ratings are kept per league. */
  league: string;
  season: number;
  /** Local game date yyyy-MM-dd; games on the same date are predicted before any of them is learned. */
  date: string;
  neutral: boolean;
  home: string;
  away: string;
  homeScore: number | null;
  awayScore: number | null;
  homeMl: number | null;
  awayMl: number | null;
  /** Home spread, sportsbook convention (negative when home is favoured). */
  homeLine: number | null;
  totalLine: number | null;
  /** Posted prices of the spread's and the total's sides, where known (history files have none). */
  homeSpreadPrice?: number | null;
  awaySpreadPrice?: number | null;
  overPrice?: number | null;
  underPrice?: number | null;
  /**
   * The announced starter of each side where the sport has one that moves the price (NFL
   * quarterback, MLB starting pitcher), else absent or null. Known before the game.
   */
  homeStarter?: string | null;
  awayStarter?: string | null;
}

/** What every model may read before a game: who, where and when — no result, no odds. */
export interface PregameView {
  readonly id: string;
  readonly league: string;
  readonly season: number;
  readonly date: string;
  readonly neutral: boolean;
  readonly home: string;
  readonly away: string;
  /** Announced starters (quarterback, pitcher), null when unknown. */
  readonly homeStarter?: string | null;
  readonly awayStarter?: string | null;
}

/** The market model alone also reads the game's odds. */
export interface MarketView extends PregameView {
  readonly homeMl: number | null;
  readonly awayMl: number | null;
  readonly homeLine: number | null;
  readonly totalLine: number | null;
}

/** What a model learns after a game: the pregame facts and the final score (never the odds). */
export interface FinalView extends PregameView {
  readonly homeScore: number;
  readonly awayScore: number;
  /** The finished game's closing spread and total: public once it has been played. */
  readonly closingLine: number | null;
  readonly closingTotal: number | null;
  /** The finished game's closing moneylines: public once it has been played. */
  readonly closingHomeMl: number | null;
  readonly closingAwayMl: number | null;
}

/** Running league facts the engine keeps from finished games only. */
export interface LeagueStats {
  /** Exponentially weighted mean of total points in recent games. */
  avgTotal: number;
  games: number;
}

/** A model's uncalibrated opinion. */
export interface RawPrediction {
  /** Probability the home team wins, before calibration. */
  pHome: number;
  /** Predicted total points (native, or the league average for models without one). */
  total: number;
  /** The model's own numbers, quoted in the analysis text. */
  numbers: Record<string, number>;
}

/** Per-league state of one model. */
export interface ModelInstance {
  predict(game: PregameView | MarketView, stats: LeagueStats): RawPrediction | null;
  learn(game: FinalView, stats: LeagueStats): void;
  newSeason(season: number): void;
}

/** Inputs to the analysis paragraph. */
export interface ExplainInput {
  game: PregameView;
  prediction: Prediction;
}

/** A model as registered in ai_models and run by the engine. */
export interface ModelDef {
  id: string;
  name: string;
  description: string;
  inputs: string[];
  sports: readonly string[];
  /** Only the market model reads the odds of the game it predicts. */
  usesOdds: boolean;
  create(league: string): ModelInstance;
  explain(input: ExplainInput): string;
}

/** A market pick and the calibrated chance it wins; `push` is the chance the stake comes back. */
/**
 * What a market's probability was read from: the model's calibrated chance of the first side
 * (home, over) given no push, and the anchor's weight, so the edge engine can read the same
 * model against another fair line (domain/pricing/fairLine.ts).
 */
export interface AnchorInput {
  model: number;
  weight: number;
}
export interface SideMarketPick {
  pick: 'Home' | 'Away';
  probability: number;
  push: number;
  anchor?: AnchorInput;
}
export interface TotalMarketPick {
  pick: 'Over' | 'Under';
  probability: number;
  push: number;
  anchor?: AnchorInput;
}
export interface PredictionMarkets {
  moneyline: SideMarketPick;
  spread: SideMarketPick | null;
  total: TotalMarketPick | null;
}

/** A calibrated prediction: what is stored and shown. */
export interface Prediction {
  modelId: string;
  gameId: string;
  /** Calibrated probability that the home team wins. */
  pHome: number;
  pRaw: number;
  winner: 'Home' | 'Away';
  /** Calibrated probability ×100 that the pick wins, one decimal. */
  confidence: number;
  homeScore: number;
  awayScore: number;
  margin: number;
  total: number;
  numbers: Record<string, number>;
  /** Each market's pick and its own calibrated probability. */
  markets: PredictionMarkets;
}
