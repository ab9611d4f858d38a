import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../../server/db/db';
import { KEPT_RECORDS, recordCache } from '../../../server/edgePicks/recordCache';
import type { EdgePickFilter } from '../../../server/edgePicks/repository';

/** A database that answers the counter with `version` (no row for null) and counts the reads of the picks. */
function fakeDb() {
  const db = {
    version: 1 as number | null,
    pickReads: 0,
    query: (sql: string) => {
      if (sql.includes('edge_picks_version'))
        return Promise.resolve({
          rows: db.version === null ? [] : [{ version: String(db.version) }],
        });
      db.pickReads++;
      return Promise.resolve({ rows: [] });
    },
  };
  return db as typeof db & Queryable;
}

const filter = (extra: Partial<EdgePickFilter> = {}): EdgePickFilter => ({
  sport: null,
  market: null,
  label: null,
  since: null,
  startsFrom: null,
  startsBefore: null,
  ...extra,
});

describe("the record's cache (GET /api/edge-picks)", () => {
  it('counts a filter once until the picks change, each filter apart', async () => {
    const db = fakeDb();
    let counted = 0;
    const records = recordCache(() => ++counted);
    expect(await records(db, filter())).toBe(1);
    expect(await records(db, filter())).toBe(1);
    expect(db.pickReads).toBe(1);
    expect(await records(db, filter({ sport: 'nba' }))).toBe(2);
    expect(await records(db, filter({ since: new Date('2026-11-01T05:00:00Z') }))).toBe(3);
    // A pick published or graded moves the counter.
    db.version = 2;
    expect(await records(db, filter())).toBe(4);
    expect(await records(db, filter())).toBe(4);
    expect(db.pickReads).toBe(4);
  });

  it("counts every time where the counter's row is missing", async () => {
    const db = fakeDb();
    const records = recordCache(() => db.pickReads);
    db.version = null;
    await records(db, filter());
    await records(db, filter());
    expect(db.pickReads).toBe(2);
  });

  it("counts a day's record every time: it follows the games' start times too", async () => {
    const db = fakeDb();
    const records = recordCache(() => db.pickReads);
    const day = filter({
      startsFrom: new Date('2026-11-28T05:00:00Z'),
      startsBefore: new Date('2026-11-29T05:00:00Z'),
    });
    await records(db, day);
    await records(db, day);
    expect(db.pickReads).toBe(2);
  });

  it('keeps at most KEPT_RECORDS filters, dropping the longest unused', async () => {
    const db = fakeDb();
    const records = recordCache(() => db.pickReads);
    const nth = (n: number) => filter({ label: `L${n}` });
    for (let n = 0; n <= KEPT_RECORDS; n++) {
      await records(db, nth(n));
      // The first filter, used again, stays.
      await records(db, nth(0));
    }
    expect(db.pickReads).toBe(KEPT_RECORDS + 1);
    await records(db, nth(0));
    expect(db.pickReads).toBe(KEPT_RECORDS + 1);
    // The second was dropped when the last came in.
    await records(db, nth(1));
    expect(db.pickReads).toBe(KEPT_RECORDS + 2);
  });
});
