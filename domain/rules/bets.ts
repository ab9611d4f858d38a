/**
 * Saved bets (docs/design.md §3 POST/GET /api/bets): which legs an entry holds, the line each leg is taken
 * at, teaser prices, grading (with real pushes), profit in units and closing-line value.
 *
 * docs/product.md §9's "a push counts as a loss" is for AI summaries only; a user's
 * bet that lands on the number is a push and returns the stake.
 */
import type { Matchup } from '../contracts/matchup';
import { americanToDecimal, decimalToAmerican } from './odds';
import { chancesAtPoint, clvPoints, winGivenNoPush } from './figures';
import { noVigShare } from '../pricing/edgePricing';
import { gradeMoneyline, gradeSpread, gradeTotal, sideSpread, type Outcome } from './outcomes';
import {
  STANDARD_PRICE,
  isSide,
  teaserPrice,
  teaserLine,
  type BetMode,
  type LegChoice,
} from './slip';

type Lines = Pick<
  Matchup,
  'awayMoneyLine' | 'homeMoneyLine' | 'awaySpread' | 'homeSpread' | 'totalPoints'
> &
  Partial<Pick<Matchup, 'homeSpreadPrice' | 'awaySpreadPrice' | 'overPrice' | 'underPrice'>>;

/** What a leg is taken at: the American price and, for spreads and totals, the points. */
export interface TakenLine {
  price: number;
  line: number | null;
}

const isNum = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n);

/**
 * The line a leg is taken at from the game's current lines: a money line at its own price; a
 * spread (the picked side's) or total at its side's posted price, docs/product.md §9's -110 when
 * none is posted. Null when that market is not offered.
 */
export function takenLine(
  lines: Lines,
  leg: Pick<LegChoice, 'betType' | 'selection'>,
): TakenLine | null {
  const { betType, selection } = leg;
  const posted = (p: number | null | undefined): number =>
    isNum(p) && Math.abs(p) >= 100 ? p : STANDARD_PRICE;
  if (betType === 'Total') {
    if (!isNum(lines.totalPoints)) return null;
    const price = posted(selection === 'Over' ? lines.overPrice : lines.underPrice);
    return { price, line: lines.totalPoints };
  }
  if (!isSide(selection)) return null;
  if (betType === 'Spread') {
    const spread = sideSpread(lines, selection);
    const price = posted(selection === 'Home' ? lines.homeSpreadPrice : lines.awaySpreadPrice);
    return spread == null ? null : { price, line: spread };
  }
  const ml = selection === 'Home' ? lines.homeMoneyLine : lines.awayMoneyLine;
  return isNum(ml) && Math.abs(ml) >= 100 ? { price: ml, line: null } : null;
}

/** The line a leg is graded on: the taken line, moved by the teaser points (docs/product.md §5) for teasers. */
export function gradedLine(
  taken: TakenLine,
  leg: Pick<LegChoice, 'betType' | 'selection'>,
  teaserPoints?: number,
): number | null {
  if (taken.line === null || teaserPoints === undefined) return taken.line;
  return teaserLine(taken.line, leg.betType, leg.selection, teaserPoints);
}

/** An entry's price when saved: a single's own; a parlay's legs multiplied (docs/product.md §9); a teaser from the card. */
export function entryPrice(
  mode: BetMode,
  prices: readonly number[],
  teaserPoints?: number,
): number | null {
  if (prices.length === 0) return null;
  if (mode === 'single') return prices[0] ?? null;
  if (mode === 'teaser') return teaserPrice(prices.length, teaserPoints ?? Number.NaN);
  return decimalToAmerican(prices.reduce((d, p) => d * americanToDecimal(p), 1));
}

type Final = Pick<Matchup, 'status' | 'homeScore' | 'awayScore'>;

/** One leg against the final score (docs/product.md §9 outcome rules, a tie on the number is a push). */
export function gradeLeg(
  leg: Pick<LegChoice, 'betType' | 'selection'> & { line: number | null },
  game: Final,
): Outcome {
  const m: Matchup = {
    id: '',
    sport: '',
    status: game.status,
    homeScore: game.homeScore,
    awayScore: game.awayScore,
  };
  const { betType, selection, line } = leg;
  if (betType === 'Total')
    return isSide(selection) || line === null ? 'pending' : gradeTotal(m, selection, line);
  if (!isSide(selection)) return 'pending';
  if (betType === 'MoneyLine') return gradeMoneyline(m, selection);
  return line === null ? 'pending' : gradeSpread(m, selection, line);
}

/** An entry's grade and the decimal odds it is paid at (null unless won). */
export interface EntryGrade {
  status: Outcome;
  decimal: number | null;
}

/**
 * A whole entry from its legs. Any lost leg loses it; any pending leg keeps it pending; pushed
 * legs drop out and the rest is repriced (a parlay multiplies the remaining legs' prices, a
 * teaser takes the card's price for the remaining count); every leg pushed is a push.
 */
export function gradeEntry(
  mode: BetMode,
  legs: readonly { status: Outcome; price: number }[],
  teaserPoints?: number,
): EntryGrade {
  if (legs.length === 0) return { status: 'pending', decimal: null };
  if (legs.some((l) => l.status === 'loss')) return { status: 'loss', decimal: null };
  if (legs.some((l) => l.status === 'pending')) return { status: 'pending', decimal: null };
  const won = legs.filter((l) => l.status === 'win');
  if (won.length === 0) return { status: 'push', decimal: null };
  if (mode === 'teaser') {
    const price = teaserPrice(won.length, teaserPoints ?? Number.NaN);
    return price === null
      ? { status: 'pending', decimal: null }
      : { status: 'win', decimal: americanToDecimal(price) };
  }
  return { status: 'win', decimal: won.reduce((d, l) => d * americanToDecimal(l.price), 1) };
}

const round = (n: number, places: number): number => {
  const f = 10 ** places;
  return Math.round(n * f) / f;
};

/**
 * Profit in units (4 decimals): a win pays units × (decimal − 1) (+150 → 1.5 a unit, -110 →
 * 0.9091), a loss costs the units, a push is 0, pending has none.
 */
export function entryProfit(grade: EntryGrade, units: number): number | null {
  if (grade.status === 'win' && grade.decimal !== null)
    return round(units * (grade.decimal - 1), 4);
  if (grade.status === 'loss') return -units;
  if (grade.status === 'push') return 0;
  return null;
}

/**
 * The closing fair (no-vig) probability of the side a leg took, and the closing point it belongs
 * to: a money line from both closing money lines; a spread or total from both sides' closing
 * prices (-110 each when none is posted). Null when the market had no closing line.
 */
export function closingFairProbability(
  leg: Pick<LegChoice, 'betType' | 'selection'>,
  closing: Lines,
): { probability: number; line: number | null } | null {
  const { betType, selection } = leg;
  const posted = (p: number | null | undefined): number =>
    isNum(p) && Math.abs(p) >= 100 ? p : STANDARD_PRICE;
  if (betType === 'MoneyLine') {
    if (!isSide(selection)) return null;
    const own = selection === 'Home' ? closing.homeMoneyLine : closing.awayMoneyLine;
    const other = selection === 'Home' ? closing.awayMoneyLine : closing.homeMoneyLine;
    const share = noVigShare(own, other);
    return share === null ? null : { probability: share, line: null };
  }
  if (betType === 'Total') {
    if (!isNum(closing.totalPoints)) return null;
    const over = selection === 'Over';
    const share = noVigShare(
      posted(over ? closing.overPrice : closing.underPrice),
      posted(over ? closing.underPrice : closing.overPrice),
    );
    return share === null ? null : { probability: share, line: closing.totalPoints };
  }
  if (!isSide(selection)) return null;
  const spread = sideSpread(closing, selection);
  if (spread == null) return null;
  const home = selection === 'Home';
  const share = noVigShare(
    posted(home ? closing.homeSpreadPrice : closing.awaySpreadPrice),
    posted(home ? closing.awaySpreadPrice : closing.homeSpreadPrice),
  );
  return share === null ? null : { probability: share, line: spread };
}

/**
 * Closing-line value of a leg in no-vig probability points, the one unit of every market
 * (domain/rules/figures.ts clvPoints): the side's closing fair probability minus the break-even
 * probability of the price taken. When a spread or total closed at another point, the fair
 * probability is moved to the point taken through the league's margins (key numbers counted). Took +150
 * (40%), closed at a fair 45%: +5. Teaser legs compare the untweaked lines. Null without a
 * closing line.
 */
export function legClv(
  leg: Pick<LegChoice, 'betType' | 'selection'>,
  taken: TakenLine,
  closing: Lines | null,
  sport: string,
): number | null {
  if (!closing) return null;
  const fair = closingFairProbability(leg, closing);
  if (!fair) return null;
  if (leg.betType === 'MoneyLine') return clvPoints(taken.price, fair.probability);
  if (taken.line === null || fair.line === null) return null;
  // The close moved to the point taken: the numbers crossed, football's key numbers and a push
  // on a whole number counted (one rule with the published picks' CLV).
  const at = {
    sport,
    market: leg.betType === 'Total' ? ('total' as const) : ('spread' as const),
    side: leg.selection,
  };
  const chances = chancesAtPoint(at, fair.probability, fair.line, taken.line);
  return clvPoints(taken.price, winGivenNoPush(chances));
}

/** An entry's closing-line value: the mean of its legs' values that are known (2 decimals), else null. */
export function entryClv(values: readonly (number | null)[]): number | null {
  const known = values.filter(isNum);
  if (known.length === 0) return null;
  return round(known.reduce((a, b) => a + b, 0) / known.length, 2);
}

/** The POST message: how many picks were saved now and how many had been already. */
export function savedMessage(saved: number, already: number): string {
  const picks = (n: number) => `${n} pick${n === 1 ? '' : 's'}`;
  if (already === 0) return `${picks(saved)} saved.`;
  if (saved === 0) return `${picks(already)} already saved.`;
  return `${picks(saved)} saved; ${picks(already)} already saved.`;
}
