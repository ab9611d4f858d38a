import { aiResultSchema, matchupSchema } from '@domain/contracts/matchup';

/**
 * The checks of the matchups' pushes and answers. They load with the pages that show live
 * matchups, so zod and the wire schemas stay out of the entry chunk (docs/benchmarks.md).
 */
export const matchupsWire = {
  matchup: matchupSchema,
  aiResult: aiResultSchema,
};
