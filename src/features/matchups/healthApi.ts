import type { HealthResponse } from '@domain/contracts/health';
import { api, checkedAfterRender } from '@/lib/api';

/** GET /api/health: whether the server plays the demo feed (its 503 body still says so). */
export const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<HealthResponse, undefined>({
      query: () => ({ url: '/health' }),
      // Checked after it is shown (src/lib/api.ts): zod stays off /matchups' first load.
      rawResponseSchema: checkedAfterRender('getHealth', 'healthResponse'),
    }),
  }),
});

export const { useGetHealthQuery } = healthApi;
