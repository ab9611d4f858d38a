import { noVigShare } from '@domain/pricing/edgePricing';
import { logit, sigmoid } from './math';

export type AnchoredMarket = 'moneyline' | 'spread' | 'total';

const MIN_PAIRS = 200;
// Pull of the prior on w (a Gaussian of precision PRIOR around the market's prior weight).
const PRIOR = 2;

/**
 * The weight each market's anchor starts from: all a model has before MIN_PAIRS games of a market
 * (the demo feed, a new league), and a weak prior after. On the shared history (`npm run backtest`,
 * its "anchor w" table, six leagues) the AI models' fitted weights are moneyline 0-0.26 (median
 * 0.03), spread 0-0.46 (median 0.09) and total 0-0.5 (median 0.13). The spread and total weights
 * apply to probabilities their calibrators have already pulled near even, fitted against the even
 * prices the files imply (they carry no spread or total prices); the picks hit 49.3-52.3% against
 * closing spreads and totals, and consensus picks claiming 12% or more lost (domain/pricing/edgePricing.ts).
 * Before its calibrator has data a model's probability is raw and far from even, so the prior is
 * close to 0 for every market: 5% of the model's disagreement with the price.
 */
export const PRIOR_WEIGHTS: Readonly<Record<AnchoredMarket, number>> = {
  moneyline: 0.05,
  spread: 0.05,
  total: 0.05,
};

/** The no-vig home probability of a game's moneylines, or null without two valid prices. */
export function marketHome(homeMl: number | null, awayMl: number | null): number | null {
  return noVigShare(homeMl, awayMl);
}

/**
 * The no-vig chance of the first side (home cover, over) of a spread or total: from its two posted
 * prices, else even — the -110 both sides assumed when none is posted (history files).
 */
export function marketFirstSide(
  price: number | null | undefined,
  other: number | null | undefined,
): number {
  return noVigShare(price, other) ?? 0.5;
}

/**
 * A model's chance of a market's first side read against the price: the model's
 * calibrated probability p and the market's no-vig q combine as
 * sigmoid(logit q + w · (logit p − logit q)), where w — how much of the model's disagreement with
 * the price comes true — is fitted on the games of earlier seasons only (maximum likelihood, a
 * weak pull toward the market's prior weight, bounded to [0, 1]), refitted each season. One rule
 * for the moneyline, the spread (home covers) and the total (over). A model that knows nothing
 * the price does not gets w near 0: its probability is the market's, its edge minus the vig.
 */
export class MarketAnchor {
  private readonly xs: number[] = [];
  private readonly offsets: number[] = [];
  private readonly ys: number[] = [];
  private readonly seasons: number[] = [];
  readonly prior: number;
  weight: number;

  constructor(prior: number = PRIOR_WEIGHTS.moneyline) {
    this.prior = prior;
    this.weight = prior;
  }

  /** A finished game: the model's and the market's chance of the first side, and whether it won. */
  add(pModel: number, pMarket: number, firstWon: boolean, season: number): void {
    this.offsets.push(logit(pMarket));
    this.xs.push(logit(pModel) - logit(pMarket));
    this.ys.push(firstWon ? 1 : 0);
    this.seasons.push(season);
  }

  refit(season: number): void {
    let n = 0;
    for (const s of this.seasons) if (s < season) n++;
    if (n < MIN_PAIRS) {
      this.weight = this.prior;
      return;
    }
    let w = this.prior;
    for (let iter = 0; iter < 25; iter++) {
      let g = -PRIOR * (w - this.prior);
      let h = PRIOR;
      for (let i = 0; i < this.xs.length; i++) {
        if ((this.seasons[i] ?? 0) >= season) continue;
        const x = this.xs[i] ?? 0;
        const p = sigmoid((this.offsets[i] ?? 0) + w * x);
        g += ((this.ys[i] ?? 0) - p) * x;
        h += p * (1 - p) * x * x;
      }
      const step = g / h;
      // The weight stays in [0, 1]: a model is never trusted more than itself, nor read backwards.
      const next = Math.min(1, Math.max(0, w + step));
      const moved = Math.abs(next - w);
      w = next;
      if (moved < 1e-9) break;
    }
    this.weight = w;
  }

  apply(pModel: number, pMarket: number): number {
    return sigmoid(logit(pMarket) + this.weight * (logit(pModel) - logit(pMarket)));
  }
}
