import { SPORT_LABELS, isSport } from '@domain/rules/sports';

/** A price in cents as dollars: $19.99. */
export const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const sportLabel = (sport: string) =>
  isSport(sport) ? SPORT_LABELS[sport] : sport.toUpperCase();
