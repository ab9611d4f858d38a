/** docs/product.md §3 aggregated result row and its win totals on the wire (the roll-up: ../rules/records.ts). */
import { z } from 'zod';

export const winTotalSchema = z.object({
  wins: z.number().int().nonnegative(),
  /** Graded picks that pushed (the stake back): neither a win nor a loss (domain/rules/figures.ts). */
  pushes: z.number().int().nonnegative().optional(),
  /** Graded picks: wins, losses and pushes. */
  total: z.number().int().nonnegative(),
  /**
   * Units won by one unit on each graded pick that had a price (a moneyline
   * without a valid price is not priced, a spread or total without one is at -110), and how many
   * picks were priced: ROI = units / priced.
   */
  units: z.number().optional(),
  priced: z.number().int().nonnegative().optional(),
});
export type WinTotal = z.infer<typeof winTotalSchema>;

/** docs/product.md §3 aggregated result row: one model, sport and date. */
export const aggregatedResultRowSchema = z.object({
  modelId: z.string(),
  modelName: z.string(),
  sport: z.string(),
  date: z.string(),
  moneylineLeans: winTotalSchema,
  spreadLeans: winTotalSchema,
  overLeans: winTotalSchema,
  underLeans: winTotalSchema,
  moneylineBets: winTotalSchema,
  spreadBets: winTotalSchema,
  overBets: winTotalSchema,
  underBets: winTotalSchema,
  consensusBets: winTotalSchema,
  razorBets: winTotalSchema,
  totalLeans: winTotalSchema,
  totalBets: winTotalSchema,
});
export type AggregatedResultRow = z.infer<typeof aggregatedResultRowSchema>;
