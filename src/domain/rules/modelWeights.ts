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

// The JSON is written by `npm run calibrate` in this shape: league → market → model → weight.
const WEIGHTS = calibration.modelWeights as unknown as Readonly<
  Record<string, Readonly<Record<string, Readonly<Record<string, ModelWeight>>>> | undefined>
>;

/** Every tested weight, for the pages that show them. */
export function modelWeightTable(): Readonly<
  Record<string, Readonly<Record<string, Readonly<Record<string, ModelWeight>>>> | undefined>
> {
  return WEIGHTS;
}

/** The weight a model earns in a league's market; 0 where it was not tested or not earned. */
export function modelWeight(
  league: string | null | undefined,
  market: string,
  modelId: string,
): number {
  return WEIGHTS[(league ?? '').toLowerCase()]?.[market]?.[modelId]?.weight ?? 0;
}
