/**
 * The sides a card quotes a book's price for (`Matchup.quotes`, domain/contracts/matchup.ts), in
 * the order of the day's table (domain/contracts/dayTable.ts). Apart from the schemas, so the web
 * app reads a day without loading zod.
 */
export const QUOTE_SIDES = [
  'awayMoneyLine',
  'homeMoneyLine',
  'awaySpread',
  'homeSpread',
  'over',
  'under',
] as const;
export type QuoteSide = (typeof QUOTE_SIDES)[number];
