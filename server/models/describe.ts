import type { ModelDef, Prediction, PregameView } from './types';
import type { StoredPrediction } from './repository';
import { summaryLine } from './text';

/** A prediction with its one-line summary and template analysis, ready to store. */
export function describePrediction(
  def: ModelDef,
  game: PregameView,
  p: Prediction,
): StoredPrediction {
  return {
    matchupId: p.gameId,
    modelId: p.modelId,
    predictedWinner: p.winner,
    confidence: p.confidence,
    homeScore: p.homeScore,
    awayScore: p.awayScore,
    summary: summaryLine(def.name, game, p),
    analysis: def.explain({ game, prediction: p }),
    markets: p.markets,
  };
}
