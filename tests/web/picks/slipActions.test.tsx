import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { priceTaken } from '@/features/picks/drawer/slipActions';
import { server } from '../../mocks/server';
import { slate } from '../matchups/fixtures';
import { KNICKS, signedInBettor } from './harness';

// docs/product.md "Edges": a side without a consensus best price goes to the slip at the odds
// route's best for that side (the engine's rule: no stale book, no reference book), book named.
describe('priceTaken', () => {
  it("takes the odds route's best price of the side, not a stale book's higher one", async () => {
    const game = slate().find((m) => `${m.awayTeam} at ${m.homeTeam}` === KNICKS)!;
    const upcoming = { ...game, aiConsensus: null };
    const stale = {
      book: 'stalebook',
      title: 'StaleBook',
      updatedAt: new Date().toISOString(),
      homeMoneyLine: 150,
      awayMoneyLine: 150,
    };
    server.use(
      http.get('*/api/matchups/:id/odds', () =>
        HttpResponse.json({
          matchupId: game.id,
          books: [stale],
          best: {
            awayMoneyLine: {
              book: 'fanduel',
              title: 'FanDuel',
              price: 125,
              point: null,
              updatedAt: stale.updatedAt,
            },
          },
        }),
      ),
    );
    const store = makeStore(signedInBettor);
    await store.dispatch(priceTaken(upcoming, 'MoneyLine', 'Away'));
    const [entry] = store.getState().betSlip.entries;
    expect(entry).toMatchObject({ price: 125, book: 'FanDuel' });
  });
});
