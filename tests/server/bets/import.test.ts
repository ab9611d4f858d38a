import { PLAN_GATE_REFUSALS } from '@domain/rules/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betsResponseSchema, type SavedBet } from '@domain/contracts/bets';
import { CSV_COLUMNS, OPEN_BET_IMPORT, betsCsv, type CsvBet } from '@domain/rules/betsCsv';
import { importBetsResponseSchema } from '@domain/contracts/betsCsv';
import { problemSchema } from '@domain/contracts/problem';
import { trackerMarket } from '@domain/rules/tracker';
import { testApp } from '../helpers';
import { entry, getBets, inHours, insertGame, leg, postBets, signedIn, XHR } from './fixtures';

// docs/product.md §9 "Bet tracker": a Betting History CSV imported all or nothing, deduplicated,
// giving back the same file when exported again.
let ctx: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  ctx = await testApp();
}, 180_000);
afterAll(() => ctx.close());

const importCsv = (cookie: string, csv: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/bets/import',
    headers: { ...XHR, cookie },
    payload: { csv },
  });

async function listed(cookie: string) {
  return betsResponseSchema.parse((await getBets(ctx.app, cookie)).json());
}

/** What the profile's export writes of a bet (an imported bet: the file's own texts). */
const csvBet = (b: SavedBet): CsvBet => ({
  id: b.id,
  createdAt: b.createdAt,
  gradedAt: b.gradedAt,
  sport: b.sport,
  event: b.imported?.event ?? '',
  market: trackerMarket(b),
  bet: b.imported?.bet ?? '',
  price: b.price,
  book: b.book ?? null,
  units: b.units,
  status: b.status,
  profit: b.profit,
});

const ROWS: CsvBet[] = [
  {
    id: 'x-1',
    createdAt: '2026-10-03T23:00:00.000Z',
    gradedAt: '2026-10-04T02:00:00.000Z',
    sport: 'nba',
    event: 'Boston Celtics @ Los Angeles Lakers',
    market: 'moneyline',
    bet: 'Lakers ML',
    price: 150,
    book: 'DraftKings',
    units: 2,
    status: 'win',
    profit: 3,
  },
  {
    id: 'x-2',
    createdAt: '2026-10-05T17:00:00.000Z',
    gradedAt: '2026-10-05T21:00:00.000Z',
    sport: 'nfl',
    // A formula: neutralised in the file, the same text once imported.
    event: '=HYPERLINK("http://evil"), Jets @ Bills',
    market: 'parlay',
    bet: '2-leg parlay',
    price: 264,
    book: null,
    units: 1,
    status: 'loss',
    profit: -1,
  },
  {
    id: 'x-3',
    createdAt: '2026-11-01T17:00:00.000Z',
    gradedAt: '2026-11-01T20:00:00.000Z',
    sport: 'nba',
    event: 'Heat @ Knicks · Suns @ Jazz',
    market: 'teaser',
    bet: '2-leg teaser (6 pts)',
    price: -110,
    book: null,
    units: 1.5,
    status: 'push',
    profit: 0,
  },
];

/** A user on the Pro plan (paid through the simulated provider): importing is a Pro feature. */
async function onPro() {
  const me = await signedIn(ctx.db);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/plan',
    headers: { ...XHR, cookie: me.cookie },
    payload: { action: 'change', planId: 'pro' },
  });
  expect(res.statusCode).toBe(200);
  return me;
}

describe('POST /api/bets/import', () => {
  it('refuses the Trial plan with 403 problem details, importing nothing (docs/product.md §9)', async () => {
    const me = await signedIn(ctx.db);
    const res = await importCsv(me.cookie, betsCsv(ROWS, 'America/New_York'));
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json<{ detail: string }>().detail).toBe(PLAN_GATE_REFUSALS.betImport);
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM bets WHERE user_id = $1',
      [me.id],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('imports settled bets that export back to the same file, and re-importing adds nothing', async () => {
    const me = await onPro();
    const csv = betsCsv(ROWS, 'America/New_York');
    const res = await importCsv(me.cookie, csv);
    expect(res.statusCode).toBe(200);
    expect(importBetsResponseSchema.parse(res.json())).toEqual({
      imported: 3,
      already: 0,
      message: '3 bets imported.',
    });
    const { bets } = await listed(me.cookie);
    expect(bets.every((b) => b.published === false)).toBe(true);
    expect(bets.find((b) => b.id === 'x-2')?.imported?.event).toBe(ROWS[1]?.event);
    // Newest first on the list; the file's order back.
    const again = betsCsv([...bets].reverse().map(csvBet), 'America/New_York');
    expect(again).toBe(csv);

    const twice = await importCsv(me.cookie, csv);
    expect(twice.json()).toMatchObject({ imported: 0, already: 3 });
    expect((await listed(me.cookie)).bets).toHaveLength(3);
  });

  it('reads won and lost (any case) as win and loss, beside the export’s own words', async () => {
    const me = await onPro();
    const lines = betsCsv(ROWS, 'UTC').trimEnd().split('\n');
    const words = lines.map((line, i) =>
      i === 0 ? line : line.replace(/,win,/, ',Won,').replace(/,loss,/, ',LOST,'),
    );
    expect(words.join('\n')).toMatch(/,Won,/);
    expect(words.join('\n')).toMatch(/,LOST,/);
    const res = await importCsv(me.cookie, words.join('\n'));
    expect(res.statusCode).toBe(200);
    const { bets } = await listed(me.cookie);
    expect(bets.map((b) => b.status).sort()).toEqual(ROWS.map((r) => r.status).sort());

    const odd = lines.map((line, i) =>
      i === 1 ? line.replace(/,(win|loss|push),/, ',maybe,') : line,
    );
    const refused = await importCsv(me.cookie, odd.join('\n'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors['row 2']).toEqual([
      'Result must be win (or won), loss (or lost), push or pending',
    ]);
  });

  it('gives a row without an ID the same ID every time, so it is not imported twice', async () => {
    const me = await onPro();
    const csv = betsCsv([{ ...ROWS[0]!, id: '' }], 'UTC');
    expect((await importCsv(me.cookie, csv)).json()).toMatchObject({ imported: 1, already: 0 });
    expect((await importCsv(me.cookie, csv)).json()).toMatchObject({ imported: 0, already: 1 });
    const [bet] = (await listed(me.cookie)).bets;
    expect(bet?.id).toMatch(/^csv-[0-9a-f]{40}$/);
  });

  it('refuses a file with bad rows with a 400 naming each row, and writes nothing', async () => {
    const me = await onPro();
    const lines = betsCsv(ROWS, 'UTC').trimEnd().split('\n');
    const bad = [
      lines[0],
      lines[1],
      lines[2]?.replace(',NFL,', ',Cricket,'),
      lines[3]?.replace(',1.5,push,0,', ',0,push,0,'),
      lines[1]
        ?.replace(',x-1', ',x-9')
        .replace('2026-10-03T23:00:00+00:00', '2099-01-01T00:00:00+00:00')
        .replace('2026-10-04T02:00:00+00:00', '2099-01-01T03:00:00+00:00'),
      lines[1],
    ].join('\n');
    const res = await importCsv(me.cookie, bad);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
    const problem = problemSchema.parse(res.json());
    expect(problem.detail).toBe('Nothing was imported: 4 of 5 rows could not be imported.');
    expect(res.json().errors).toEqual({
      'row 3': ['Sport must be one of NFL, NCAAF, NBA, NCAAB, MLB, NHL'],
      'row 4': ['Stake (u) must be above 0 and at most 1000'],
      'row 6': ['The same bet as row 2 (give each its own ID).'],
      'row 5': ['Date is in the future'],
    });
    expect((await listed(me.cookie)).bets).toHaveLength(0);
  });

  it('names a missing column, an unreadable file and an empty body', async () => {
    const me = await onPro();
    const noBook = betsCsv(ROWS, 'UTC').replace(',Book,', ',Bookmaker,');
    const missing = await importCsv(me.cookie, noBook);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toContain('missing: Book');
    expect((await importCsv(me.cookie, `${CSV_COLUMNS.join(',')}\n"open`)).statusCode).toBe(400);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/bets/import',
      headers: { ...XHR, cookie: me.cookie },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/bets/import',
      headers: XHR,
      payload: { csv: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a new open bet, but counts an open bet already tracked as already there', async () => {
    const me = await onPro();
    const game = await insertGame(ctx.db, {
      id: 'imp-open',
      awayTeam: 'Open Away',
      homeTeam: 'Open Home',
      startsAt: inHours(3),
      homeMoneyLine: -150,
      awayMoneyLine: 130,
    });
    const posted = await postBets(ctx.app, me.cookie, [
      entry('slip-1', [leg(game.id, 'MoneyLine', 'Home')]),
    ]);
    expect(posted.statusCode).toBe(200);
    const { bets, games } = await listed(me.cookie);
    // The open bet's game, as it stands, comes with the list.
    expect(games).toEqual([
      expect.objectContaining({
        matchupId: game.id,
        status: 'NOTFINISHED',
        awayTeam: 'Open Away',
        startsAt: game.startsAt.toISOString(),
      }),
    ]);
    const open: CsvBet = { ...csvBet(bets[0]!), event: 'Open Away @ Open Home', bet: 'Home ML' };
    const tracked = await importCsv(me.cookie, betsCsv([open, ROWS[0]!], 'UTC'));
    expect(tracked.json()).toMatchObject({ imported: 1, already: 1 });
    const fresh = await importCsv(me.cookie, betsCsv([{ ...open, id: 'new-open' }], 'UTC'));
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json().errors).toEqual({ 'row 2': [OPEN_BET_IMPORT] });
  });

  it('is one transaction: a failure on the last row leaves none of the file', async () => {
    const me = await onPro();
    await ctx.db.exec(`
      CREATE OR REPLACE FUNCTION refuse_boom() RETURNS trigger AS $$
      BEGIN
        IF NEW.event_text = 'Boom @ Bust' THEN RAISE EXCEPTION 'boom'; END IF;
        RETURN NEW;
      END; $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_boom_trigger BEFORE INSERT ON bets FOR EACH ROW EXECUTE FUNCTION refuse_boom();
    `);
    try {
      const rows = [...ROWS, { ...ROWS[0]!, id: 'x-4', event: 'Boom @ Bust' }];
      const res = await importCsv(me.cookie, betsCsv(rows, 'UTC'));
      expect(res.statusCode).toBe(500);
      expect((await listed(me.cookie)).bets).toHaveLength(0);
    } finally {
      await ctx.db.exec('DROP TRIGGER refuse_boom_trigger ON bets; DROP FUNCTION refuse_boom();');
    }
  });
});
