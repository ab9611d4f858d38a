import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { accountApi } from '@/features/account/accountApi';
import { askEarly } from '@/lib/api';
import { server } from '../../mocks/server';

describe('answers asked for as the app starts (src/lib/api.ts, askEarly)', () => {
  it("are the page's first answer, with no second request", async () => {
    let asked = 0;
    server.use(
      http.get('*/api/plan', () => {
        asked += 1;
        return HttpResponse.json({ plan: { id: 'free', name: 'Trial' } });
      }),
    );
    askEarly(['/plan']);
    const store = makeStore();
    const result = await store.dispatch(accountApi.endpoints.getPlan.initiate('u1'));
    expect(result.data).toEqual({ id: 'free', name: 'Trial' });
    expect(asked).toBe(1);
  });

  it('leave a failed answer to the request of the page, which asks again', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/my-capper/revenue', () => {
        asked += 1;
        return asked === 1
          ? HttpResponse.json({ title: 'Busy' }, { status: 503 })
          : HttpResponse.json({ totalRevenue: 12 });
      }),
    );
    askEarly(['/my-capper/revenue']);
    const store = makeStore();
    const result = await store.dispatch(accountApi.endpoints.getRevenue.initiate('u1'));
    expect(result.data).toEqual({ totalRevenue: 12 });
    expect(asked).toBe(2);
  });
});
