import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { MatchupStore } from '../../../server/matchups/store';
import { InvalidMatchupError } from '../../../server/matchups/validate';
import { testDb } from '../helpers';
import { report } from './fixtures';

describe('spread and total prices', () => {
  let db: Db;
  let store: MatchupStore;
  beforeAll(async () => {
    db = await testDb();
    store = new MatchupStore(db);
  });
  afterAll(() => db.close());

  it('stores, snapshots and sends each side’s price, and records a price move as an odds change', async () => {
    const prices = {
      homeSpreadPrice: -115,
      awaySpreadPrice: -105,
      overPrice: -110,
      underPrice: -110,
    };
    const base = report();
    const first = await store.upsert({ ...base, lines: { ...base.lines, ...prices } });
    expect(first.row).toMatchObject(prices);
    const moved = await store.upsert({
      ...base,
      lines: { ...base.lines, ...prices, overPrice: -120, underPrice: 100 },
    });
    expect(moved.changes.odds).toBe(true);
    const snaps = await store.snapshots(first.row.id);
    expect(snaps.map((s) => s.overPrice)).toEqual([-110, -120]);
    const [wire] = await store.toWireMany([moved.row]);
    expect(wire).toMatchObject({
      homeSpreadPrice: -115,
      awaySpreadPrice: -105,
      overPrice: -120,
      underPrice: 100,
    });
  });

  it('leaves prices unknown (null) when the feed gives none, and refuses impossible ones', async () => {
    const row = (await store.upsert(report({ providerId: 'np' }))).row;
    const [wire] = await store.toWireMany([row]);
    expect(wire).toMatchObject({
      homeSpreadPrice: null,
      awaySpreadPrice: null,
      overPrice: null,
      underPrice: null,
    });
    const bad = report({ providerId: 'bad' });
    await expect(store.upsert({ ...bad, lines: { ...bad.lines, overPrice: 50 } })).rejects.toThrow(
      InvalidMatchupError,
    );
  });
});
