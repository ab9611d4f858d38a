import { noVigShare } from '@/domain/edge';
import { logit, sigmoid } from './math';

const MIN_PAIRS = 200;
// Before enough games, and as a weak prior afterwards: half of the model's disagreement counts.
const PRIOR_WEIGHT = 0.5;
const PRIOR = 2;

/** The no-vig home probability of a game's moneylines, or null without two valid prices. */
export function marketHome(homeMl: number | null, awayMl: number | null): number | null {
  return noVigShare(homeMl, awayMl);
}

/**
 * The moneyline chance of a model given the price (issue 16 item 1): the model's calibrated home
 * probability p and the market's no-vig q combine as sigmoid(logit q + w · (logit p − logit q)),
 * where w — how much of the model's disagreement with the price comes true — is fitted on the
 * games of earlier seasons only (maximum likelihood, a weak pull toward 0.5), refitted each
 * season. A model that knows nothing the price does not gets w near 0: its edges vanish.
 */
export class MarketAnchor {
  private readonly xs: number[] = [];
  private readonly offsets: number[] = [];
  private readonly ys: number[] = [];
  private readonly seasons: number[] = [];
  weight = PRIOR_WEIGHT;

  add(pModel: number, pMarket: number, homeWon: boolean, season: number): void {
    this.offsets.push(logit(pMarket));
    this.xs.push(logit(pModel) - logit(pMarket));
    this.ys.push(homeWon ? 1 : 0);
    this.seasons.push(season);
  }

  refit(season: number): void {
    let n = 0;
    for (const s of this.seasons) if (s < season) n++;
    if (n < MIN_PAIRS) {
      this.weight = PRIOR_WEIGHT;
      return;
    }
    let w = PRIOR_WEIGHT;
    for (let iter = 0; iter < 25; iter++) {
      let g = -PRIOR * (w - PRIOR_WEIGHT);
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
      w = Math.min(1, Math.max(0, w + step));
      if (Math.abs(step) < 1e-9) break;
    }
    this.weight = w;
  }

  apply(pModel: number, pMarket: number): number {
    return sigmoid(logit(pMarket) + this.weight * (logit(pModel) - logit(pMarket)));
  }
}
