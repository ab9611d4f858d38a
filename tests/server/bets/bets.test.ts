import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMBO_LEGS_REQUIRED,
  DUPLICATE_ENTRY_ID,
  SELECTION_MISMATCH,
  SINGLE_AMBIGUOUS,
  TEASER_MIN_LEGS_MESSAGE,
  DUPLICATE_SINGLE_MESSAGE,
  MAX_LEGS_MESSAGE,
  SAME_GAME_MESSAGE,
  TEASER_MONEYLINE_MESSAGE,
  UNITS_MESSAGE,
} from '@domain/rules/slip';
import { betsResponseSchema, saveBetsResponseSchema } from '@domain/contracts/bets';
import { parseBets } from '@/features/account/profile/betsParse';
import { SIGN_IN_FOR_BETS } from '../../../server/bets/routes';
import type { Db } from '../../../server/db/db';
import { testApp } from '../helpers';
import { entry, getBets, inHours, insertGame, leg, postBets, signedIn } from './fixtures';

let app: FastifyInstance;
let db: Db;
let close: () => Promise<void>;
let ada: { id: string; cookie: string };
let bob: { id: string; cookie: string };
const G1 = 'api-g1';
const G2 = 'api-g2';
const STARTED = 'api-started';
const ENDED = 'api-ended';

beforeAll(async () => {
  ({ app, db, close } = await testApp());
  ada = await signedIn(db);
  bob = await signedIn(db);
  const lines = {
    awayMoneyLine: 150,
    homeMoneyLine: -170,
    awaySpread: 4.5,
    homeSpread: -4.5,
    totalPoints: 220.5,
  };
  await insertGame(db, {
    id: G1,
    awayTeam: 'Boston Celtics',
    homeTeam: 'Los Angeles Lakers',
    startsAt: inHours(3),
    ...lines,
  });
  await insertGame(db, {
    id: G2,
    awayTeam: 'New York Knicks',
    homeTeam: 'Miami Heat',
    startsAt: inHours(4),
    awayMoneyLine: -120,
    homeMoneyLine: 100,
    totalPoints: 200.5,
  });
  await insertGame(db, {
    id: STARTED,
    awayTeam: 'Chicago Bulls',
    homeTeam: 'Brooklyn Nets',
    startsAt: inHours(-1),
    ...lines,
  });
  await insertGame(db, {
    id: ENDED,
    awayTeam: 'Phoenix Suns',
    homeTeam: 'Golden State Warriors',
    startsAt: inHours(5),
    status: 'FINAL',
    ...lines,
  });
});
afterAll(() => close());

const count = async (userId: string) =>
  (
    await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bets WHERE user_id = $1', [
      userId,
    ])
  ).rows[0]!.n;

describe('access', () => {
  it('refuses the signed-out with 401 problem details', async () => {
    const post = await postBets(app, undefined, [entry('x1', [leg(G1, 'MoneyLine', 'Home')])]);
    expect(post.statusCode).toBe(401);
    expect(post.headers['content-type']).toContain('application/problem+json');
    expect(post.json()).toMatchObject({ status: 401, detail: SIGN_IN_FOR_BETS });
    const get = await getBets(app);
    expect(get.statusCode).toBe(401);
    const stale = await getBets(app, 'edgewise_session=not-a-session');
    expect(stale.statusCode).toBe(401);
  });

  it('refuses a POST without X-Requested-With with 400, saving nothing', async () => {
    const res = await postBets(app, ada.cookie, [entry('x2', [leg(G1, 'MoneyLine', 'Home')])], {});
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('X-Requested-With');
    expect(await count(ada.id)).toBe(0);
  });
});

describe('validation (400 with field errors)', () => {
  const single = (over = {}) => entry('v1', [leg(G1, 'Spread', 'Home')], over);
  it.each<[string, unknown, string, string]>([
    ['no bets', [], 'bets', ''],
    ['units 0', [single({ units: 0 })], 'bets.0.units', UNITS_MESSAGE],
    ['negative units', [single({ units: -2 })], 'bets.0.units', UNITS_MESSAGE],
    [
      'a parlay with two legs from one game',
      [entry('v6', [leg(G1, 'Spread', 'Home'), leg(G1, 'Total', 'Over')])],
      'bets.0.legs.1',
      SAME_GAME_MESSAGE,
    ],
    [
      'a teaser with both sides of one game',
      [
        entry('v7', [leg(G1, 'Spread', 'Home'), leg(G1, 'Spread', 'Away')], {
          betMode: 'teaser',
          teaserPoints: 6,
        }),
      ],
      'bets.0.legs.1',
      SAME_GAME_MESSAGE,
    ],
    [
      'a duplicate single in one submission',
      [single(), entry('v8', [leg(G1, 'Spread', 'Home')])],
      'bets.1.legs',
      DUPLICATE_SINGLE_MESSAGE,
    ],
    [
      'teaser points off the list',
      [single({ teaserPoints: 8 })],
      'bets.0.teaserPoints',
      'Teaser points must be 4, 5, 6, 7, 10 or 13',
    ],
    [
      'an unknown bet type',
      [single({ legs: [{ matchupId: G1, betType: 'Prop', selection: 'Home' }] })],
      'bets.0.legs.0.betType',
      '',
    ],
    [
      'nine legs',
      [
        entry(
          'v2',
          Array.from({ length: 9 }, (_, i) => leg(`g${i}`, 'Spread', 'Home')),
        ),
      ],
      'bets.0.legs',
      MAX_LEGS_MESSAGE,
    ],
    ['an empty id', [single({ id: '' })], 'bets.0.id', ''],
    ['a side single without legs', [single({ legs: undefined })], 'bets.0.legs', SINGLE_AMBIGUOUS],
    [
      'a parlay without legs',
      [
        entry('v3', [leg(G1, 'Spread', 'Home'), leg(G2, 'Total', 'Over')], {
          legs: undefined,
        }),
      ],
      'bets.0.legs',
      COMBO_LEGS_REQUIRED,
    ],
    [
      'Over on a money line',
      [single({ legs: [leg(G1, 'MoneyLine', 'Over')] })],
      'bets.0.legs.0.selection',
      SELECTION_MISMATCH,
    ],
    [
      'a money line in a teaser',
      [
        entry('v4', [leg(G1, 'MoneyLine', 'Home'), leg(G2, 'Total', 'Over')], {
          betMode: 'teaser',
          teaserPoints: 6,
        }),
      ],
      'bets.0.legs.0.betType',
      TEASER_MONEYLINE_MESSAGE,
    ],
    [
      'a one-leg teaser',
      [entry('v5', [leg(G1, 'Spread', 'Home')], { betMode: 'teaser', teaserPoints: 6 })],
      'bets.0.legs',
      TEASER_MIN_LEGS_MESSAGE,
    ],
    ['the same id twice', [single(), single()], 'bets.1.id', DUPLICATE_ENTRY_ID],
  ])('%s', async (_name, bets, field, message) => {
    const res = await postBets(app, ada.cookie, bets as unknown[]);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ status: 400, title: 'Bad Request' });
    expect(Object.keys(body.errors)).toContain(field);
    if (message) expect(body.errors[field]).toContain(message);
    expect(await count(ada.id)).toBe(0);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/bets',
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        cookie: ada.cookie,
        'content-type': 'application/json',
      },
      payload: '{"bets": [',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('games that cannot be bet (422, all or nothing)', () => {
  it.each<[string, () => unknown[], string, string]>([
    [
      'a started game, beside a valid entry',
      () => [
        entry('s1', [leg(G1, 'Spread', 'Home')]),
        entry('s2', [leg(G1, 'Total', 'Over'), leg(STARTED, 'Total', 'Over')]),
      ],
      'bets.1.legs.1.matchupId',
      'Chicago Bulls @ Brooklyn Nets has already started: picks on it are closed.',
    ],
    [
      'a finished game',
      () => [entry('s3', [leg(ENDED, 'MoneyLine', 'Away')])],
      'bets.0.legs.0.matchupId',
      'Phoenix Suns @ Golden State Warriors has already started: picks on it are closed.',
    ],
    [
      'an unknown game',
      () => [entry('s4', [leg('no-such-game', 'MoneyLine', 'Away')])],
      'bets.0.legs.0.matchupId',
      'Unknown matchup: no-such-game.',
    ],
    [
      'a market not offered',
      () => [entry('s5', [leg(G2, 'Spread', 'Home')])],
      'bets.0.legs.0.matchupId',
      'New York Knicks @ Miami Heat: no spread line is offered.',
    ],
  ])('%s', async (_name, bets, field, message) => {
    const res = await postBets(app, ada.cookie, bets());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: 422,
      detail: message,
      errors: { [field]: [message] },
    });
    expect(await count(ada.id)).toBe(0);
  });
});

describe('saving', () => {
  it('stamps the time and the line taken from the matchups table, not the client texts', async () => {
    const before = Date.now();
    const res = await postBets(app, ada.cookie, [
      entry('ok1', [leg(G1, 'Spread', 'Home')], { units: 2, reasoning: 'Lakers at home' }),
      entry('ok2', [leg(G1, 'MoneyLine', 'Away'), leg(G2, 'Total', 'Under')]),
      entry('ok3', [leg(G1, 'Spread', 'Away'), leg(G2, 'Total', 'Over')], {
        betMode: 'teaser',
        teaserPoints: 6,
      }),
      entry('ok4', [leg(G2, 'Total', 'Over')], {
        team: 'Over',
        legs: undefined,
        moneyLine: '-110',
        spread: '-',
      }),
    ]);
    expect(res.statusCode).toBe(200);
    const body = saveBetsResponseSchema.parse(res.json());
    expect(body.message).toBe('4 picks saved.');
    const [single, parlay, teaser, derived] = body.bets;
    expect(single).toMatchObject({
      id: 'ok1',
      units: 2,
      reasoning: 'Lakers at home',
      matchupId: G1,
      homeTeam: 'Los Angeles Lakers',
      awayTeam: 'Boston Celtics',
      betMode: 'single',
      betType: 'Spread',
      sport: 'nba',
      team: 'Lakers',
      moneyLine: '-170',
      spread: '-4.5',
      total: 'Lakers Over 220.5',
      status: 'pending',
      profit: null,
      clv: null,
      gradedAt: null,
      price: -110,
      legs: [
        {
          matchupId: G1,
          betType: 'Spread',
          selection: 'Home',
          price: -110,
          line: -4.5,
          gradedLine: -4.5,
          status: 'pending',
        },
      ],
    });
    expect(Date.parse(single!.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(single!.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
    expect(parlay).toMatchObject({
      betMode: 'parlay',
      team: '2-leg parlay',
      moneyLine: '+377',
      price: 377,
      includedMatchups: [G1, G2],
      individualBets: ['Boston Celtics ML +150', 'Under 200.5'],
    });
    expect(parlay!.betType).toBeUndefined();
    expect(parlay!.teaserPoints).toBeUndefined();
    expect(teaser).toMatchObject({
      betMode: 'teaser',
      teaserPoints: 6,
      moneyLine: '-110',
      price: -110,
      individualBets: ['Boston Celtics +10.5', 'Over 194.5'],
      legs: [
        { selection: 'Away', line: 4.5, gradedLine: 10.5 },
        { selection: 'Over', line: 200.5, gradedLine: 194.5 },
      ],
    });
    expect(derived).toMatchObject({
      betType: 'Total',
      team: 'Over',
      total: 'Over 200.5',
      legs: [{ selection: 'Over' }],
    });
  });

  it('serves them newest first in a shape the profile page reads', async () => {
    await postBets(app, ada.cookie, [entry('later', [leg(G2, 'MoneyLine', 'Home')])]);
    const res = await getBets(app, ada.cookie);
    expect(res.statusCode).toBe(200);
    const { bets } = betsResponseSchema.parse(res.json());
    expect(bets.map((b) => b.id)).toEqual(['later', 'ok4', 'ok3', 'ok2', 'ok1']);
    expect(parseBets(res.json()).map((b) => b.id)).toEqual(bets.map((b) => b.id));
  });

  it('saves a resubmitted entry once and answers with the stored row', async () => {
    const retry = [
      entry('ok1', [leg(G1, 'Spread', 'Home')], { units: 9 }),
      entry('fresh', [leg(G1, 'Total', 'Under')]),
    ];
    const res = await postBets(app, ada.cookie, retry);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('1 pick saved; 1 pick already saved.');
    expect(res.json().bets.map((b: { id: string; units: number }) => [b.id, b.units])).toEqual([
      ['ok1', 2],
      ['fresh', 1],
    ]);
    const again = await postBets(app, ada.cookie, retry);
    expect(again.json().message).toBe('2 picks already saved.');
    expect(await count(ada.id)).toBe(6);
  });

  it('saves a double submission in flight once', async () => {
    const body = [entry('twice', [leg(G1, 'MoneyLine', 'Home')])];
    const [a, b] = await Promise.all([
      postBets(app, bob.cookie, body),
      postBets(app, bob.cookie, body),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().bets[0].createdAt).toBe(b.json().bets[0].createdAt);
    expect(await count(bob.id)).toBe(1);
  });

  it('keeps each user to their own bets, even with the same entry id', async () => {
    const res = await postBets(app, bob.cookie, [entry('ok1', [leg(G2, 'MoneyLine', 'Away')])]);
    expect(res.json().bets[0]).toMatchObject({ id: 'ok1', matchupId: G2, betType: 'MoneyLine' });
    const bobs = (await getBets(app, bob.cookie)).json().bets as {
      id: string;
      matchupId: string;
    }[];
    expect(bobs.map((b) => b.id).sort()).toEqual(['ok1', 'twice']);
    expect(bobs.find((b) => b.id === 'ok1')!.matchupId).toBe(G2);
    const adas = (await getBets(app, ada.cookie)).json().bets as {
      id: string;
      matchupId: string;
    }[];
    expect(adas.find((b) => b.id === 'ok1')!.matchupId).toBe(G1);
    expect(adas.map((b) => b.id)).not.toContain('twice');
  });

  it('offers no way to edit or delete a pick', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await app.inject({
        method,
        url: '/api/bets',
        headers: { 'x-requested-with': 'XMLHttpRequest', cookie: ada.cookie },
      });
      expect(res.statusCode).toBe(404);
      const one = await app.inject({
        method,
        url: '/api/bets/ok1',
        headers: { 'x-requested-with': 'XMLHttpRequest', cookie: ada.cookie },
      });
      expect(one.statusCode).toBe(404);
    }
  });
});

describe('reads shared among concurrent requests', () => {
  it('answers each user with their own bets and legs, and a read after a save with the new bet', async () => {
    const carol = await signedIn(db);
    const dan = await signedIn(db);
    await postBets(app, carol.cookie, [
      entry('c1', [leg(G1, 'MoneyLine', 'Away'), leg(G2, 'Total', 'Under')]),
    ]);
    const answers = await Promise.all(
      [carol, dan, carol, dan].map(async (u) =>
        betsResponseSchema.parse((await getBets(app, u.cookie)).json()),
      ),
    );
    expect(answers.map((a) => a.bets.map((b) => b.id))).toEqual([['c1'], [], ['c1'], []]);
    expect(answers[0]!.bets[0]!.legs.map((l) => [l.matchupId, l.selection])).toEqual([
      [G1, 'Away'],
      [G2, 'Under'],
    ]);
    const save = await postBets(app, dan.cookie, [entry('d1', [leg(G2, 'MoneyLine', 'Home')])]);
    expect(save.statusCode).toBe(200);
    const read = betsResponseSchema.parse((await getBets(app, dan.cookie)).json());
    expect(read.bets.map((b) => b.id)).toEqual(['d1']);
  });
});

describe('pages (GET /api/bets?limit=&before=)', () => {
  const page = (cookie: string, query: string) =>
    app.inject({ method: 'GET', url: `/api/bets?${query}`, headers: { cookie } });

  it('walks every bet newest first, a page at a time, in the order of the full list', async () => {
    const erin = await signedIn(db);
    // Five saved in one request share their time: the insertion order breaks the tie.
    const saved = await postBets(app, erin.cookie, [
      entry('e1', [leg(G1, 'MoneyLine', 'Home')]),
      entry('e2', [leg(G1, 'Spread', 'Away')]),
      entry('e3', [leg(G1, 'Total', 'Over')]),
      entry('e4', [leg(G2, 'MoneyLine', 'Away')]),
      entry('e5', [leg(G2, 'Total', 'Under')]),
    ]);
    expect(saved.statusCode).toBe(200);
    const later = await postBets(app, erin.cookie, [entry('e6', [leg(G1, 'Total', 'Under')])]);
    expect(later.statusCode).toBe(200);
    const full = betsResponseSchema.parse((await getBets(app, erin.cookie)).json());
    expect(full.nextBefore).toBeUndefined();
    expect(full.bets.map((b) => b.id)).toEqual(['e6', 'e5', 'e4', 'e3', 'e2', 'e1']);

    const walked: string[] = [];
    const cursors: (string | null | undefined)[] = [];
    let before: string | null | undefined;
    do {
      const res = await page(erin.cookie, `limit=4${before ? `&before=${before}` : ''}`);
      expect(res.statusCode).toBe(200);
      const body = betsResponseSchema.parse(res.json());
      walked.push(...body.bets.map((b) => b.id));
      before = body.nextBefore;
      cursors.push(before);
    } while (before);
    expect(walked).toEqual(full.bets.map((b) => b.id));
    expect(cursors).toEqual(['e3', null]);
    // A page's bets are the full list's, legs included.
    const first = betsResponseSchema.parse((await page(erin.cookie, 'limit=1')).json());
    expect(first.bets).toEqual([full.bets[0]]);
    expect(first.nextBefore).toBe('e6');
    // From the oldest bet: an empty last page.
    const after = betsResponseSchema.parse((await page(erin.cookie, 'limit=4&before=e1')).json());
    expect(after).toMatchObject({ bets: [], nextBefore: null });
  });

  it('refuses a bad limit, a cursor without a limit and a cursor naming no bet of the caller', async () => {
    const fay = await signedIn(db);
    await postBets(app, fay.cookie, [entry('f1', [leg(G1, 'MoneyLine', 'Home')])]);
    for (const query of ['limit=0', 'limit=501', 'limit=ten', 'limit=2.5', 'before=f1'])
      expect((await page(fay.cookie, query)).statusCode, query).toBe(400);
    // Another user's bet id is no cursor here.
    const res = await page(fay.cookie, 'limit=5&before=ok1');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ detail: string }>().detail).toBe(
      'Before must be the id of one of your bets.',
    );
    expect((await page(fay.cookie, 'limit=500')).statusCode).toBe(200);
  });

  it('refuses the signed-out', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/bets?limit=5' });
    expect(res.statusCode).toBe(401);
  });
});
