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
 * closed +3.5: +2). Moves the probability through the league's normal margin distribution; for
 * a pick against its close, chancesAtPoint also counts pushes and football's key numbers.
 * @internal The smooth normal reference that chancesAtPoint is tested against.
 */
export function fairProbabilityAtPoint(
  fairProbability: number,
  pointsBetter: number,
  sigma: number,
): number {
  if (pointsBetter === 0) return fairProbability;
  return normCdf(normInv(fairProbability) + pointsBetter / sigma);
}

/**
 * Key numbers: how much more often than the normal margin model (MARGIN_SIGMA, centred on the
 * closing line) a football game ends on each whole margin, by |margin| (index 0 is a tie); 1
 * past the table. Observed ÷ expected over real games with a closing spread: NFL from
 * normalized/nfl_nflverse_1999_2025.csv, seasons 2015-2025 (2,936 games, the extra point moved
 * back), margins 0-12 over the games whose line was within 2 points of the margin (the games a
 * move across it concerns), 13-20 over all games; NCAAF from normalized/ncaaf_sbro_2007_2022.csv
 * (12,093 games), 0-28 within 2 points of the line, 29-42 over all games. 3 and 7 stand out in
 * both leagues: 9.8% of NFL games lined within 2 points of 3 end on 3, the normal model says 2.9%.
 */
export const KEY_NUMBER_WEIGHTS: Readonly<Record<string, readonly number[]>> = {
  nfl: [
    0.09, 0.59, 0.89, 3.33, 0.92, 1.01, 1.52, 2.14, 1.19, 0.26, 1.11, 0.23, 0.46, 0.53, 1.52, 0.53,
    0.79, 1.19, 0.9, 0.5, 0.96,
  ],
  ncaaf: [
    0, 1.03, 0.88, 2.68, 0.97, 0.73, 0.86, 2.52, 0.73, 0.38, 1.51, 0.69, 0.6, 0.66, 1.33, 0.53,
    0.56, 1.56, 1.12, 0.69, 0.79, 1.75, 0.75, 0.61, 1.1, 1.18, 0.34, 0.65, 1.16, 0.61, 0.68, 1.59,
    0.93, 0.58, 1.19, 1.84, 0.5, 0.8, 1.86, 1.15, 0.44, 1.14, 2,
  ],
};

/** A side's chances at one point: it wins, pushes (a whole line landed on) or loses; they sum to 1. */
export interface PointChances {
  win: number;
  push: number;
  loss: number;
}

/** The chance a side wins given no push (what a no-vig line and a break-even price speak of). */
export function winGivenNoPush(c: PointChances): number {
  const decided = c.win + c.loss;
  return decided > 0 ? c.win / decided : 0;
}

/** A side of a spread or a total at a point: the side's own spread (-3.5, +7), or the total. */
export interface SidePoint {
  sport: string;
  market: 'spread' | 'total';
  side: 'Home' | 'Away' | 'Over' | 'Under';
}

/**
 * The chances of a spread or total side at `point`, from its fair chance given no push at
 * `fromPoint` (the close). The side's whole-number outcome (its own margin; the total for Over,
 * minus it for Under) wins above a threshold and pushes on it; each whole number has a mass, from
 * the normal model around the mean the fair chance implies, times its key-number weight on a
 * football spread (totals and the other leagues keep the normal model). A move from one point to
 * another moves the mass of the numbers crossed: landing on one moves its mass from loss to push
 * (or from win to push), stepping past it from push to win (or loss).
 */
export function chancesAtPoint(
  at: SidePoint,
  fairProbability: number,
  fromPoint: number,
  point: number,
): PointChances {
  const sigma = marginSigma(at.sport, at.market);
  const weights =
    at.market === 'spread' ? (KEY_NUMBER_WEIGHTS[at.sport.toLowerCase()] ?? null) : null;
  // The side wins when its outcome is above the threshold: minus the spread, the total, or
  // minus the total for Under (whose outcome is minus the total).
  const threshold = (p: number) => (at.market === 'spread' || at.side === 'Under' ? -p : p);
  const from = threshold(fromPoint);
  const to = threshold(point);
  const mean = from + sigma * normInv(fairProbability);
  const mass = (z: number): number => {
    const normal = normCdf((z + 0.5 - mean) / sigma) - normCdf((z - 0.5 - mean) / sigma);
    return normal * (weights ? (weights[Math.abs(z)] ?? 1) : 1);
  };
  const onWhole = (t: number) => (Number.isInteger(t) ? Math.min(1, mass(t)) : 0);
  const closePush = onWhole(from);
  const closeWin = fairProbability * (1 - closePush);
  const closeLoss = (1 - fairProbability) * (1 - closePush);
  const push = onWhole(to);
  // The whole numbers strictly between the two thresholds.
  let crossed = 0;
  for (let z = Math.floor(Math.min(from, to)) + 1; z < Math.max(from, to); z++) crossed += mass(z);
  if (to < from) {
    const win = Math.min(1 - push, closeWin + closePush + crossed);
    return { win, push, loss: Math.max(0, 1 - win - push) };
  }
  if (to > from) {
    const loss = Math.min(1 - push, closeLoss + closePush + crossed);
    return { win: Math.max(0, 1 - loss - push), push, loss };
  }
  return { win: closeWin, push: closePush, loss: closeLoss };
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
