import { z } from 'zod';
import { aiResultSchema, matchupSchema } from '@/domain/matchup';

/**
 * The checks of the hub's pushes. They load with the client library on the first start, so zod
 * and the wire schemas stay out of the entry chunk (docs/benchmarks.md).
 */
export const hubWire = {
  matchup: matchupSchema,
  matchups: z.array(matchupSchema),
  aiResult: aiResultSchema,
};
export type HubWire = typeof hubWire;
