/** A signed percentage with one decimal, e.g. +12.5% or -3.0%. */
export function formatChange(percent: number): string {
  return `${percent >= 0 ? '+' : ''}${percent.toFixed(1)}%`;
}
