/** Dollars with cents and thousands separators, e.g. $1,234.50. */
export function formatMoney(value: number): string {
  return value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/** A signed percentage with one decimal, e.g. +12.5% or -3.0%. */
export function formatChange(percent: number): string {
  return `${percent >= 0 ? '+' : ''}${percent.toFixed(1)}%`;
}

/** A plan price: whole dollars without cents ($0), otherwise with cents ($29.99). */
export function formatPrice(value: number): string {
  const digits = Number.isInteger(value) ? 0 : 2;
  return value.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/** Percentage change from `previous` to `current`; 0 when there was nothing before. */
export function percentChange(current: number, previous: number): number {
  return previous === 0 ? 0 : ((current - previous) / previous) * 100;
}
