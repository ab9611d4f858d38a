/** The evidence band of a recommendation (GET /api/ai-models/evidence: ../contracts/edge.ts). */
import type { EvidenceBand } from '../contracts/edge';

/** The band of a recommendation (None: no label). */
export function bandOf(rec: unknown): EvidenceBand {
  return rec === 'Lean' || rec === 'Bet' || rec === 'Lock' ? rec : 'None';
}
