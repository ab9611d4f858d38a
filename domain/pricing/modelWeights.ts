/**
 * How much each AI model moves the fair line, per league and market (docs/product.md "Edges"):
 * the weight `npm run calibrate` found it earns on seasons it did not see, 0 unless the blend beat
 * the calibrated fair line by more than its standard error.
 */
import calibration from './calibration.json';

/** A model's weight in one league's market and the out-of-sample test behind it. */
export interface ModelWeight {
  /** The weight the engine uses: the fitted one if earned, else 0. */
  weight: number;
  /** The weight fitted on every season, earned or not. */
  fitted: number;
  /** Mean log loss the blend saved per game out of sample (negative: it cost), and its standard error. */
  gain: number;
  se: number;
  games: number;
}

/** Weights by league, market and model, as `npm run calibrate` writes them. */
export type ModelWeights = Readonly<
  Record<string, Readonly<Record<string, Readonly<Record<string, ModelWeight>>>> | undefined>
>;

// The JSON is written by `npm run calibrate` in this shape.
const WEIGHTS = calibration.modelWeights as unknown as ModelWeights;

/** Every tested weight, for the pages that show them. */
export function modelWeightTable(): ModelWeights {
  return WEIGHTS;
}

/**
 * The weight a model earns in a league's market; 0 where it was not tested or not earned. From
 * the stored weights unless others are given (a backtest on weights fitted before its seasons).
 */
export function modelWeight(
  league: string | null | undefined,
  market: string,
  modelId: string,
  weights: ModelWeights = WEIGHTS,
): number {
  return weights[(league ?? '').toLowerCase()]?.[market]?.[modelId]?.weight ?? 0;
}
