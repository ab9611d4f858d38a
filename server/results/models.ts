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
       coalesce(sum(d.ml_pick_w), 0)::int AS w, coalesce(sum(d.ml_pick_n), 0)::int AS n,
       coalesce(sum(d.ml_pick_p), 0)::int AS p,
       coalesce(sum(d.live_ml_pick_w), 0)::int AS live_w, coalesce(sum(d.live_ml_pick_n), 0)::int AS live_n,
       coalesce(sum(d.live_ml_pick_p), 0)::int AS live_p
     FROM ai_models a LEFT JOIN results_daily d ON d.model_id = a.id
     GROUP BY a.id ORDER BY min(a.created_at), a.id`,
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
