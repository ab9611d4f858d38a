/**
 * GET /api/ai-models/evidence: how each label's picks did on the stored ledger (edge against the
 * price itself: ../rules/edgePricing.ts).
 */
import { z } from 'zod';

export const EVIDENCE_BANDS = ['None', 'Lean', 'Bet', 'Lock'] as const;
export type EvidenceBand = (typeof EVIDENCE_BANDS)[number];

/** One label band of one market: the consensus picks the ledger's finished games got, graded at their prices. */
export const evidenceRowSchema = z.object({
  market: z.enum(['moneyline', 'spread', 'total', 'all']),
  band: z.enum(EVIDENCE_BANDS),
  picks: z.number().int().nonnegative(),
  wins: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  pushes: z.number().int().nonnegative(),
  units: z.number(),
  roi: z.number(),
  /** Mean edge the consensus claimed, in percent of the stake. */
  meanEdge: z.number(),
  /** Moneyline picks on the underdog (positive price); 0 for other markets. */
  underdogs: z.number().int().nonnegative(),
});
export type EvidenceRow = z.infer<typeof evidenceRowSchema>;

export const edgeEvidenceSchema = z.object({
  /** Finished games whose stored predictions carry per-market probabilities. */
  games: z.number().int().nonnegative(),
  thresholds: z.object({ Lean: z.number(), Bet: z.number(), Lock: z.number() }),
  rows: z.array(evidenceRowSchema),
});
export type EdgeEvidence = z.infer<typeof edgeEvidenceSchema>;
