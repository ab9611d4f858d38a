import { formatMoneyCents as formatCents } from '@/lib/formatInZone';

/** Signed money in the account's language: '+$1,090.91', '-$50.00', '$0.00'. */
export function moneyText(cents: number): string {
  if (cents === 0) return formatCents(0);
  return `${cents > 0 ? '+' : '-'}${formatCents(Math.abs(cents))}`;
}
