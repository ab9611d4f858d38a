import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OPENING_IDS } from '@domain/rules/oddsHistory';
import { IDS_REQUIRED } from '../../../server/matchups/oddsHistoryRoutes';
import { testApp } from '../helpers';

// The matchups routes' refusals are thrown and answered by the app's one error handler
// (docs/architecture.md "Server modules"): the whole problem details, as problem+json.
let ctx: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  ctx = await testApp();
});
afterAll(() => ctx.close());

const notFound = {
  type: 'https://httpstatuses.io/404',
  title: 'Not Found',
  status: 404,
  detail: 'No such matchup.',
};

describe('matchups refusals', () => {
  it.each([
    '/api/matchups/nope/predictions',
    '/api/matchups/nope/odds',
    '/api/matchups/nope/odds-history',
  ])('%s of an unknown game answers 404 problem details', async (url) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toEqual(notFound);
  });

  it('refuses opening lines without ids, or with too many', async () => {
    const many = Array.from({ length: MAX_OPENING_IDS + 1 }, (_, i) => `g${i}`).join(',');
    for (const ids of ['', ',, ,', many]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/matchups/opening-lines?ids=${ids}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toEqual({
        type: 'https://httpstatuses.io/400',
        title: 'Bad Request',
        status: 400,
        detail: IDS_REQUIRED,
        errors: { ids: [IDS_REQUIRED] },
      });
    }
  });
});
