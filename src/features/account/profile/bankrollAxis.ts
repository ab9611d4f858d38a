/** $100 either side of a flat line: an axis never spans cents (a $0 bankroll read $0-$0.04). */
const FLAT_PAD_CENTS = 10_000;

/** The money axis: the values' range padded by a tenth, and at least $100 each side when flat. */
export function bankrollAxis(values: readonly number[]): [number, number] {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = Math.max(FLAT_PAD_CENTS, Math.round((high - low) / 10));
  return [Math.floor((low - pad) / 100) * 100, Math.ceil((high + pad) / 100) * 100];
}
