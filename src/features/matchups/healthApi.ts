import { healthResponseSchema, type HealthResponse } from '@domain/contracts/health';
import { api } from '@/lib/api';

/** GET /api/health: whether the server plays the demo feed (its 503 body still says so). */
export const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<HealthResponse, undefined>({
      query: () => ({ url: '/health' }),
      responseSchema: healthResponseSchema,
    }),
  }),
});

export const { useGetHealthQuery } = healthApi;
