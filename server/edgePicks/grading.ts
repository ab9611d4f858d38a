import type { EdgePick } from '@domain/contracts/edgePicks';
import { expectedValue } from '@domain/pricing/edgePricing';
import {
  marketReference,
  marketSides,
  type BookPrices,
  type PricingOptions,
} from '@domain/pricing/fairLine';
import { chancesAtPoint, clvPoints, winGivenNoPush } from '@domain/rules/figures';
import { americanToDecimal } from '@domain/rules/odds';
import { gradeMargin, pickMargin } from '@domain/rules/outcomes';

// A published pick's grade and its close: the domain's rules applied to one pick, no SQL
// (./repository.ts reads and writes them).

const round4 = (n: number): number => Math.round(n * 10_000) / 10_000;

/** The close a pick is read against when no sharp book priced its market before the start. */
export const POSTED_CLOSE = 'posted';

/** A finished game's grade of a pick (the one grading rule, domain/rules/outcomes.ts): one unit at the price taken. */
export function gradePick(
  p: EdgePick,
  home: number,
  away: number,
): { result: 'won' | 'lost' | 'push'; units: number } {
  const outcome = gradeMargin(pickMargin(p.market, p.side, p.point ?? 0, home, away));
  const result = outcome === 'win' ? 'won' : outcome === 'loss' ? 'lost' : 'push';
  const units = result === 'won' ? americanToDecimal(p.price) - 1 : result === 'lost' ? -1 : 0;
  return { result, units: round4(units) };
}

/** A pick awaiting its close, with its market's last sharp quote before the start (null: none seen). */
export interface PickToClose extends EdgePick {
  sharpQuote: BookPrices | null;
}

/** What a pick's close says of it: whose quote it was read against, and its value there. */
export interface ClosingValue {
  /** The sharp book's key, or POSTED_CLOSE. */
  closingBook: string;
  /** The side's chance given no push at the close, at the pick's point. */
  closingFair: number | null;
  /** The chance of a push at the pick's point, at the close. */
  closingPush: number | null;
  clv: number | null;
  clvEv: number | null;
}

const NO_VALUE = { closingFair: null, closingPush: null, clv: null, clvEv: null } as const;

/**
 * A pick's closing-line value against one book's closing quote of its market: the quote's fair
 * line (marketReference: no-vig chances given no push) moved to the pick's point through the
 * league's margins, pushes and football's key numbers counted (chancesAtPoint). CLV in points is
 * the closing chance given no push minus the price's break-even; the expected value at the close
 * counts the push: win × (decimal − 1) − loss.
 */
export function closingValue(
  p: EdgePick,
  closing: BookPrices,
  pricing: PricingOptions,
): Omit<ClosingValue, 'closingBook'> {
  const ref = marketReference([closing], p.market, pricing, p.sport);
  const i = marketSides(p.market).indexOf(p.side);
  if (!ref || i < 0) return NO_VALUE;
  const fair = ref.fair[i === 0 ? 0 : 1];
  let chances = { win: fair, push: 0, loss: 1 - fair };
  if (p.market !== 'moneyline' && ref.point !== null && p.point !== null) {
    const closingPoint = p.market === 'spread' && i === 1 ? -ref.point + 0 : ref.point;
    chances = chancesAtPoint(
      { sport: p.sport, market: p.market, side: p.side },
      fair,
      closingPoint,
      p.point,
    );
  }
  const closingFair = winGivenNoPush(chances);
  return {
    closingFair: round4(closingFair),
    closingPush: round4(chances.push),
    clv: clvPoints(p.price, closingFair),
    // The push returns the stake: win (1 − push) of the no-push chance, push the rest.
    clvEv: round4(expectedValue(closingFair * (1 - chances.push), chances.push, p.price)),
  };
}

/**
 * A pick's close: its market's last sharp quote before the start when one was seen, else the
 * posted line as the game started (`posted`), marked as no sharp close.
 */
export function pickClose(
  p: PickToClose,
  posted: BookPrices | null,
  pricing: PricingOptions,
): ClosingValue {
  const quote = p.sharpQuote;
  // The book was sharp when quoted: it stays the reference whatever SHARP_BOOKS says now.
  if (quote)
    return {
      closingBook: quote.book,
      ...closingValue(p, quote, { ...pricing, sharpBooks: [quote.book] }),
    };
  return { closingBook: POSTED_CLOSE, ...(posted ? closingValue(p, posted, pricing) : NO_VALUE) };
}
