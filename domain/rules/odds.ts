/** American ↔ decimal odds and the probabilities derived from them (docs/product.md §9 parlay pricing). */

/** Decimal odds of an American line (+150 → 2.5, -110 → 1.909…); throws for a line in (-100, 100) other than ±100. */
export function americanToDecimal(american: number): number {
  if (!Number.isFinite(american) || Math.abs(american) < 100) {
    throw new RangeError(`Invalid American odds: ${american}`);
  }
  return american > 0 ? 1 + american / 100 : 1 + 100 / -american;
}

/** American line (whole number) of decimal odds; even money is +100. Throws for odds ≤ 1. */
export function decimalToAmerican(decimal: number): number {
  if (!Number.isFinite(decimal) || decimal <= 1) {
    throw new RangeError(`Invalid decimal odds: ${decimal}`);
  }
  return decimal >= 2 ? Math.round((decimal - 1) * 100) : Math.round(-100 / (decimal - 1));
}

/** '+150' / '-110' (plus sign for positive). */
export function formatAmerican(american: number): string {
  return american > 0 ? `+${american}` : String(american);
}

/** The probability the line implies, vig included. */
export function impliedProbability(american: number): number {
  return 1 / americanToDecimal(american);
}

/** Home and away win probabilities with the bookmaker's margin removed (they sum to 1). */
export function noVigProbabilities(homeMl: number, awayMl: number): { home: number; away: number } {
  const home = impliedProbability(homeMl);
  const away = impliedProbability(awayMl);
  return { home: home / (home + away), away: away / (home + away) };
}

/** Profit in units when a bet of `units` at the line wins (stake not included). */
export function profitUnits(american: number, units: number): number {
  return units * (americanToDecimal(american) - 1);
}

/** The lines of a game's odds whose movement is followed (GET /api/matchups/{id}/odds-history). */
export const LINE_FIELDS = [
  'awayMoneyLine',
  'homeMoneyLine',
  'awaySpread',
  'homeSpread',
  'totalPoints',
] as const;
export type LineField = (typeof LINE_FIELDS)[number];
