/** The AI models list, GET /api/ai-models (docs/product.md §2 /ai-models), and model records. */
import { z } from 'zod';

/** A straight-up record of every graded predicted winner (a tie is a push, shown apart from the win rate). */
export const modelRecordSchema = z.object({
  wins: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  pushes: z.number().int().nonnegative(),
  /** Graded picks (wins + losses + pushes). */
  picks: z.number().int().nonnegative(),
  /** Wins / (wins + losses) ×100 (domain/rules/figures.ts); null when none is decided. */
  winRate: z.number().nullable(),
});
export type ModelRecord = z.infer<typeof modelRecordSchema>;

export const aiModelSchema = z.object({
  id: z.string(),
  /** 'baseline': a reference shown beside the AI models, never counted with them (domain/pricing/edgePricing.ts). */
  kind: z.enum(['ai', 'baseline']),
  name: z.string(),
  description: z.string(),
  inputs: z.array(z.string()),
  sports: z.array(z.string()),
  /** Every graded prediction, imported history and live. */
  record: modelRecordSchema,
  /** Only predictions made live, before their game started. */
  liveRecord: modelRecordSchema,
});
export type AiModel = z.infer<typeof aiModelSchema>;

/** GET /api/ai-models → a bare array (docs/product.md §2 /ai-models). */
export const aiModelsResponseSchema = z.array(aiModelSchema);
