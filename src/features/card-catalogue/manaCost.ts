// The converted-mana-cost rule of this mock (docs/product.md §5), kept beside the catalogue because it is
// specific to trading cards, not to betting.

export type CardColor = 'W' | 'U' | 'B' | 'R' | 'G' | 'C';

const COLORS = new Set(['W', 'U', 'B', 'R', 'G']);
// Variable costs ({X}) are worth nothing until cast, so they add 0.
const VARIABLE = new Set(['X', 'Y', 'Z']);

/** The symbols of a cost written as '{2}{U}{U}' → ['2', 'U', 'U']; text outside braces is ignored. */
export function manaSymbols(cost: string): string[] {
  return Array.from(cost.matchAll(/\{([^{}]+)\}/g), (match) => (match[1] ?? '').toUpperCase());
}

/** docs/product.md §5: numeric symbols count by their value, every colour (or other) symbol as 1. */
export function convertedManaCost(cost: string): number {
  return manaSymbols(cost).reduce((total, symbol) => {
    if (/^\d+$/.test(symbol)) return total + Number(symbol);
    if (VARIABLE.has(symbol)) return total;
    return total + 1;
  }, 0);
}

/** The card's colours from its cost (hybrid symbols give both); 'C' (colourless) when it has none. */
export function manaColors(cost: string): CardColor[] {
  const found = new Set<CardColor>();
  for (const symbol of manaSymbols(cost)) {
    for (const part of symbol.split('/')) {
      if (COLORS.has(part)) found.add(part as CardColor);
    }
  }
  return found.size > 0 ? [...found] : ['C'];
}

export const CMC_ERROR = 'Converted mana cost must be a whole number, 0 or more';

/**
 * Reads the converted-mana-cost filter (docs/product.md §5: a non-negative whole number).
 * Empty text means no filter (null); anything else that is not a whole number 0 or more is an error.
 */
export function parseCmcFilter(
  text: string,
): { ok: true; value: number | null } | { ok: false; error: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  if (!/^\d+$/.test(trimmed)) return { ok: false, error: CMC_ERROR };
  return { ok: true, value: Number(trimmed) };
}
