import { modelKind } from '@domain/pricing/edgePricing';
import { modelRecord } from '@domain/rules/aiModels';
import type { AiModel } from '@domain/contracts/aiModels';
import type { Db } from '../db/db';
import { refreshRollup } from './rollup';

interface ModelRow {
  id: string;
  name: string;
  description: string;
  inputs: unknown;
  sports: string[];
  w: number;
  n: number;
  p: number;
  live_w: number;
  live_n: number;
  live_p: number;
}

const record = (w: number, n: number, p: number) => modelRecord(w, n - w - p, p);

/**
 * Every model with its straight-up record: each graded predicted winner, from the roll-up. The
 * live record counts only predictions made before their game (ledger source 'live').
 */
export async function aiModels(db: Db): Promise<AiModel[]> {
  await refreshRollup(db);
  const { rows } = await db.query<ModelRow>(
    `SELECT a.id, a.name, a.description, a.inputs, a.sports,
       coalesce(d.w, 0)::int AS w, coalesce(d.n, 0)::int AS n, coalesce(d.p, 0)::int AS p,
       coalesce(d.live_w, 0)::int AS live_w, coalesce(d.live_n, 0)::int AS live_n,
       coalesce(d.live_p, 0)::int AS live_p
     FROM ai_model_view a LEFT JOIN (
       SELECT model_id, sum(ml_pick_w) AS w, sum(ml_pick_n) AS n, sum(ml_pick_p) AS p,
         sum(live_ml_pick_w) AS live_w, sum(live_ml_pick_n) AS live_n, sum(live_ml_pick_p) AS live_p
       FROM results_daily GROUP BY model_id
     ) d ON d.model_id = a.id
     ORDER BY a.created_at, a.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    kind: modelKind(r.id),
    name: r.name,
    description: r.description,
    inputs: Array.isArray(r.inputs) ? r.inputs.map(String) : [],
    sports: r.sports,
    record: record(r.w, r.n, r.p),
    liveRecord: record(r.live_w, r.live_n, r.live_p),
  }));
}
