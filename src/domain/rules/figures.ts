/**
 * One definition per figure a record shows (docs/product.md §9 "Records"), used by every page and
 * the API: win rate, ROI, average odds, the colour of a record, and closing-line value. Zod-free,
 * so any page may import it.
 */
import { normCdf, normInv } from './normal';
import { americanToDecimal, decimalToAmerican } from './odds';

const round1 = (n: number): number => Math.round(n * 10) / 10;
const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * Win rate in percent, one decimal: wins / (wins + losses). A push is neither a win nor a loss;
 * it is shown apart (W-L-P). Null when no pick is decided (nothing to show, never "0.0%").
 */
export function winRate(wins: number, losses: number): number | null {
  const decided = wins + losses;
  return decided > 0 ? round1((wins / decided) * 100) : null;
}

/** ROI in percent, one decimal: units won / units risked. Null when nothing was risked. */
export function roi(units: number, risked: number): number | null {
  return risked > 0 ? round1((units / risked) * 100) : null;
}

/**
 * The average price of some bets as American odds: the mean of their decimal odds, converted
 * back (averaging American odds directly is wrong across ±100). Null without bets.
 */
export function averageOdds(decimalOddsSum: number, bets: number): number | null {
  if (bets <= 0) return null;
  const mean = decimalOddsSum / bets;
  return mean > 1 ? decimalToAmerican(mean) : null;
}

/** The average of some American prices (via their decimal odds); null without any. */
export function averageAmericanOdds(prices: readonly number[]): number | null {
  return averageOdds(
    prices.reduce((sum, p) => sum + americanToDecimal(p), 0),
    prices.length,
  );
}

/** How a record is coloured: by its ROI (money won or lost), never by its win rate. */
export type RecordTone = 'positive' | 'negative' | 'neutral';

export function recordTone(roiPercent: number | null | undefined): RecordTone {
  if (roiPercent == null || roiPercent === 0) return 'neutral';
  return roiPercent > 0 ? 'positive' : 'negative';
}

/** 'W-L-P' (pushes shown apart from the win rate). */
export function wlpText(r: { wins: number; losses: number; pushes: number }): string {
  return `${r.wins}-${r.losses}-${r.pushes}`;
}

/** '60.4%', or '–' when there is no figure. */
export function percentText(value: number | null | undefined): string {
  return value == null ? '–' : `${value.toFixed(1)}%`;
}

/** The probability a price must win to break even (its implied probability, vig included). */
export function breakEvenProbability(american: number): number {
  return 1 / americanToDecimal(american);
}

/**
 * Closing-line value in no-vig probability points (one unit for every market): the closing fair
 * probability of the side taken minus the break-even probability of the price paid, × 100, two
 * decimals. Took +150 (40%) and the side closed at a fair 45%: +5. Positive beat the close.
 */
export function clvPoints(pricePaid: number, closingFairProbability: number): number {
  return round2((closingFairProbability - breakEvenProbability(pricePaid)) * 100);
}

/**
 * Standard deviation of a game's final margin around its expectation, per league (points, the
 * models' own figures); totals spread 1.1 times as wide. Used to move a fair probability along
 * the line when the point a bet took differs from the closing point.
 */
export const MARGIN_SIGMA: Readonly<Record<string, number>> = {
  nfl: 13.5,
  ncaaf: 15.5,
  nba: 12,
  ncaab: 11,
  nhl: 2.4,
  mlb: 4.3,
};
const DEFAULT_SIGMA = 12;
const TOTAL_SIGMA_FACTOR = 1.1;

export function marginSigma(sport: string, market: 'spread' | 'total'): number {
  const sigma = MARGIN_SIGMA[sport.toLowerCase()] ?? DEFAULT_SIGMA;
  return market === 'total' ? sigma * TOTAL_SIGMA_FACTOR : sigma;
}

/**
 * The fair probability of a side at another point: `pointsBetter` is how many points the taken
 * line is better for the bettor than the line `fairProbability` belongs to (took +5.5 when it
 * closed +3.5: +2). Moves the probability through the league's normal margin distribution.
 */
export function fairProbabilityAtPoint(
  fairProbability: number,
  pointsBetter: number,
  sigma: number,
): number {
  if (pointsBetter === 0) return fairProbability;
  return normCdf(normInv(fairProbability) + pointsBetter / sigma);
}

/** CLV as shown everywhere: '+1.3 pts' (no-vig probability points), '–' without one. */
export function clvText(points: number | null | undefined, digits = 1): string {
  if (points == null) return '–';
  const sign = points > 0 ? '+' : points < 0 ? '−' : '';
  return `${sign}${Math.abs(points).toFixed(digits)} pts`;
}

/** The mean CLV of some bets and the share that beat the close (in percent); nulls without any. */
export function clvSummary(values: readonly (number | null | undefined)[]): {
  meanClv: number | null;
  beatClose: number | null;
  measured: number;
} {
  const known = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (known.length === 0) return { meanClv: null, beatClose: null, measured: 0 };
  return {
    meanClv: round2(known.reduce((a, b) => a + b, 0) / known.length),
    beatClose: round1((known.filter((v) => v > 0).length / known.length) * 100),
    measured: known.length,
  };
}
