import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsSchema } from '@domain/contracts/account';
import { signedIn, XHR } from '../bets/fixtures';
import { testApp } from '../helpers';

// docs/product.md §9 "Bet tracker": the unit size and starting bankroll, in the settings.
let ctx: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  ctx = await testApp();
});
afterAll(() => ctx.close());

const put = (cookie: string, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/account/settings',
    headers: { ...XHR, cookie },
    payload: payload as object,
  });

describe('bankroll settings (PUT /api/account/settings, bankroll)', () => {
  it('answers the defaults, stores dollars to the cent, and leaves other sections alone', async () => {
    const me = await signedIn(ctx.db);
    const get = async () =>
      settingsSchema.parse(
        (
          await ctx.app.inject({
            method: 'GET',
            url: '/api/account/settings',
            headers: { ...XHR, cookie: me.cookie },
          })
        ).json(),
      );
    expect((await get()).bankroll).toEqual({ unitSize: 100, startingBankroll: 0 });
    const saved = await put(me.cookie, { bankroll: { unitSize: 19.99, startingBankroll: 2500.5 } });
    expect(saved.statusCode).toBe(200);
    expect(settingsSchema.parse(saved.json()).bankroll).toEqual({
      unitSize: 19.99,
      startingBankroll: 2500.5,
    });
    const { rows } = await ctx.db.query<{ unit_size: string; starting_bankroll: string }>(
      'SELECT unit_size::text, starting_bankroll::text FROM user_settings WHERE user_id = $1',
      [me.id],
    );
    expect(rows[0]).toEqual({ unit_size: '19.99', starting_bankroll: '2500.50' });
    // Another section saved later keeps the bankroll.
    const before = await get();
    expect((await put(me.cookie, { notifications: before.notifications })).statusCode).toBe(200);
    expect((await get()).bankroll).toEqual({ unitSize: 19.99, startingBankroll: 2500.5 });
  });

  it.each([
    [{ unitSize: 0, startingBankroll: 0 }, 'bankroll.unitSize', 'Unit size must be more than $0'],
    [
      { unitSize: 10.123, startingBankroll: 0 },
      'bankroll.unitSize',
      'Unit size has at most two decimals',
    ],
    [
      { unitSize: 10, startingBankroll: -1 },
      'bankroll.startingBankroll',
      'Starting bankroll cannot be negative',
    ],
    [
      { unitSize: '10', startingBankroll: 0 },
      'bankroll.unitSize',
      'Unit size must be an amount in dollars',
    ],
    [
      { unitSize: 2_000_000, startingBankroll: 0 },
      'bankroll.unitSize',
      'Unit size is at most $1,000,000',
    ],
  ])('refuses %j with a 400 problem naming the field', async (bankroll, field, message) => {
    const me = await signedIn(ctx.db);
    const res = await put(me.cookie, { bankroll });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
    expect(JSON.stringify(res.json())).toContain(message);
    expect(JSON.stringify(res.json())).toContain(field);
    const { rows } = await ctx.db.query('SELECT 1 FROM user_settings WHERE user_id = $1', [me.id]);
    expect(rows).toHaveLength(0);
  });
});
