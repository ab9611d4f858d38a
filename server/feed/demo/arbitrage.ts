import { impliedProbability } from '@domain/rules/odds';
import type { Lines } from '../types';
import type { Chances } from './market';
import { priceChances, type Shapes, type Vig } from './prices';

// The books watch each other's boards (docs/models.md "Labels in the demo market"): whatever the
// retail books' delays, no market's best prices pay both sides (./books.ts prices the boards).

const MARKETS = [
  { first: 'homeMoneyLine', second: 'awayMoneyLine', chance: 'homeWin' },
  { first: 'homeSpreadPrice', second: 'awaySpreadPrice', chance: 'homeCover' },
  { first: 'overPrice', second: 'underPrice', chance: 'over' },
] as const;

/** A retail book's prices and what they come from: its chances and its margins. */
export interface Quoted {
  chances: Chances;
  vig: Vig;
  certain: number;
  shapes: Shapes;
  lines: Required<Lines>;
}

/** How far a book moves its chance of a side per round of watching the other boards. */
const NUDGE = 0.002;
/**
 * The books keep the best prices of a market this far from paying both sides (implied sum at
 * least 1 + this), so that a step of the sharp's seldom opens an arbitrage against a book behind.
 */
const CUSHION = 0.006;

/**
 * No book posts a price that, with the best price of the other side anywhere, pays whatever
 * happens: where the best first and best second prices of a market (at one point) imply less
 * than 1, the retail book furthest below the sharp's fair chance moves its line away from that
 * side (its margin unchanged). The books watch each other's boards at their own steps; between
 * them (inside a lag) an arbitrage can still open for a moment.
 */
export function withoutArbitrage(sharp: Lines, retail: Quoted[]): void {
  for (const { first, second, chance } of MARKETS) {
    const sa = sharp[first];
    const sb = sharp[second];
    const fairFirst =
      sa != null && sb != null
        ? impliedProbability(sa) / (impliedProbability(sa) + impliedProbability(sb))
        : 0.5;
    for (let i = 0; i < 200; i++) {
      const boards = [sharp, ...retail.map((q) => q.lines)];
      const quoted = boards.filter((l) => l[first] != null && l[second] != null);
      const best = (key: PriceKey): number =>
        Math.min(...quoted.map((l) => impliedProbability(l[key] as number)));
      const bestA = best(first);
      const bestB = best(second);
      if (quoted.length < 2 || bestA + bestB >= 1 + CUSHION) break;
      // The side with the larger edge against the sharp's fair chance gives way.
      const onFirst = bestA / fairFirst <= bestB / (1 - fairFirst);
      const side = onFirst ? first : second;
      const other = onFirst ? second : first;
      const bestSide = onFirst ? bestA : bestB;
      const movers = retail.filter(
        (q) =>
          q.lines[side] != null &&
          q.lines[other] != null &&
          impliedProbability(q.lines[side]) <= bestSide,
      );
      if (movers.length === 0) break;
      for (const q of movers) {
        // A dearer price on a side is a higher chance of it in the book's eyes.
        q.chances = { ...q.chances, [chance]: q.chances[chance] + (onFirst ? NUDGE : -NUDGE) };
        q.lines = priceChances(q.chances, q.vig, q.certain, q.shapes);
      }
    }
  }
}

type PriceKey = (typeof MARKETS)[number]['first' | 'second'];
