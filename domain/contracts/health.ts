import { z } from 'zod';

/** GET /api/health: the process, its database and its backplane (503 with `degraded` while one is down). */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'error']),
  dbKind: z.string(),
  backplane: z.string(),
  /** The server plays the demo feed, so the matchups page says the data is simulated. */
  demo: z.boolean(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
