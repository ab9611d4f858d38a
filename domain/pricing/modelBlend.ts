// The AI models read against the fair line (docs/models.md "Model weights"): each model tilts
// the fair chance by the weight its record earns, in the log-odds.

/** What a model says of a market's first side: its calibrated chance (no push) and its weight. */
export interface ModelView {
  /** The model's calibrated chance of the first side (home wins or covers, over), given no push. */
  model: number;
  /** How much of the model's disagreement with the price the record supports (the anchor's w). */
  weight: number;
}

export const logit = (p: number): number => Math.log(p / (1 - p));
const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));
export const clampP = (p: number): number => Math.min(1 - 1e-6, Math.max(1e-6, p));

/**
 * The fair chance of the first side given no push: each AI model read against the fair line,
 * sigmoid(logit q + w · (logit p − logit q)), averaged; the fair line alone without models.
 */
export function fairFirstSide(q: number, models: readonly ModelView[] = []): number {
  if (models.length === 0) return q;
  const lq = logit(clampP(q));
  const sum = models.reduce(
    (acc, m) => acc + sigmoid(lq + m.weight * (logit(clampP(m.model)) - lq)),
    0,
  );
  return sum / models.length;
}
