import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { accountApi } from '@/features/account/accountApi';
import { betsApi } from '@/features/picks/betsApi';
import { MALFORMED_ANSWER_EVENT, checkEachAfterRender, checksAfterRenderSettled } from '@/lib/api';
import { contracts } from '@/lib/wire/contracts';
import { server } from '../../mocks/server';

afterEach(() => vi.restoreAllMocks());

/** The reports of malformed answers made while `run` goes and the checks after it finish. */
async function reportsDuring(run: () => Promise<unknown>): Promise<unknown[]> {
  const reports: unknown[] = [];
  const listener = (event: Event) => reports.push((event as CustomEvent).detail);
  window.addEventListener(MALFORMED_ANSWER_EVENT, listener);
  try {
    await run();
    // The check runs once the browser is idle after the answer is shown, with its schema loaded.
    await checksAfterRenderSettled();
    return reports;
  } finally {
    window.removeEventListener(MALFORMED_ANSWER_EVENT, listener);
  }
}

describe('answers checked after they are shown (src/lib/api.ts)', () => {
  it('reports an answer that breaks its contract, on the console and as an event', async () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('*/api/my-capper/revenue', () => HttpResponse.json({ totalRevenue: 'lots' })),
    );
    const store = makeStore();
    let data: unknown;
    const reports = await reportsDuring(async () => {
      const result = await store.dispatch(accountApi.endpoints.getRevenue.initiate('u1'));
      data = result.data;
    });
    // The page rendered from the answer as it came; the break is reported after.
    expect(data).toEqual({ totalRevenue: 'lots' });
    expect(reports).toEqual([
      expect.objectContaining({ endpoint: 'getRevenue', issues: expect.any(Array) }),
    ]);
    expect(console).toHaveBeenCalledWith(
      'The answer of getRevenue does not match its contract',
      expect.any(Array),
    );
  });

  it('reports nothing for an answer that keeps its contract', async () => {
    server.use(http.get('*/api/bets', () => HttpResponse.json({ bets: [], games: [] })));
    const store = makeStore();
    const reports = await reportsDuring(() =>
      store.dispatch(betsApi.endpoints.getMyBets.initiate(undefined)),
    );
    expect(reports).toEqual([]);
  });

  it('checks a list item by item, yielding to other work between idle periods, and names the bad item', async () => {
    vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    const order: string[] = [];
    let otherWorkQueued = false;
    // An item schema that takes 4 ms per item: ten items outlast one idle period.
    const itemSchema = {
      '~standard': {
        version: 1 as const,
        vendor: 'test',
        validate: (value: unknown) => {
          const until = performance.now() + 4;
          while (performance.now() < until);
          order.push(`item ${String(value)}`);
          if (!otherWorkQueued) {
            otherWorkQueued = true;
            setTimeout(() => order.push('other work'), 0);
          }
          return value === 7 ? { issues: [{ message: 'not a game', path: ['id'] }] } : { value };
        },
      },
    };
    // Where no worker runs (as here), the check runs on the page's thread.
    vi.spyOn(contracts, 'matchup').mockResolvedValue(itemSchema as never);
    const items = Array.from({ length: 10 }, (_, i) => i);
    const reports = await reportsDuring(async () => {
      checkEachAfterRender('RequestMatchupsForDate', 'matchup', items);
    });
    expect(order.filter((o) => o.startsWith('item'))).toEqual(items.map((i) => `item ${i}`));
    // Other work ran before the last item was checked: the check did not hold the thread.
    expect(order.indexOf('other work')).toBeGreaterThan(0);
    expect(order.indexOf('other work')).toBeLessThan(order.length - 1);
    expect(reports).toEqual([
      {
        endpoint: 'RequestMatchupsForDate',
        issues: [{ message: 'not a game', path: [7, 'id'] }],
      },
    ]);
  });
});
