import { http, HttpResponse } from 'msw';
import { initialAuthState, type User } from '@/features/auth/authSlice';
import type { CapperRecord, Handicapper } from '@/features/handicappers/types';

const record = (wins: number, losses: number, extra: Partial<CapperRecord> = {}): CapperRecord => ({
  wins,
  losses,
  pushes: 0,
  pending: 0,
  picks: wins + losses,
  winRate: Math.round((wins / (wins + losses)) * 1000) / 10,
  roi: 10,
  units: 20,
  risked: 200,
  clv: 1.5,
  roiInterval: null,
  sampleSize: wins + losses < 20 ? 'small' : 'ok',
  ...extra,
});

function capper(
  id: string,
  name: string,
  avatar: string,
  sports: string[],
  extra: Partial<Handicapper> = {},
): Handicapper {
  const r = extra.record ?? record(120, 90);
  return {
    id,
    name,
    avatar,
    sports,
    priceCents: 2499,
    featured: false,
    bio: `${name} bio`,
    sample: true,
    winRate: r.winRate,
    roi: r.roi,
    units: r.units,
    record: r,
    subscribers: 0,
    ...extra,
  };
}

export const CAPPERS: Handicapper[] = [
  capper('mike-johnson', 'Mike Johnson', 'MJ', ['nba', 'nfl'], {
    featured: true,
    priceCents: 2999,
  }),
  capper('sarah-williams', 'Sarah Williams', 'SW', ['mlb'], { featured: true }),
  capper('david-chen', 'David Chen', 'DC', ['nhl', 'nba'], { priceCents: 1999 }),
  capper('jessica-martinez', 'Jessica Martinez', 'JM', ['nfl', 'ncaaf']),
  capper('robert-taylor', 'Robert Taylor', 'RT', ['ncaab', 'nba']),
  capper('u-grace', 'Grace Hopper', 'GH', [], {
    sample: false,
    record: record(3, 1, { roi: 40, units: 1.9, clv: null }),
  }),
];

/** A sample capper with sample picks graded (home page, sidebar). */
export const sampleCapper: Handicapper = capper('mike-johnson', 'Mike Johnson', 'MJ', ['nba'], {
  featured: true,
  priceCents: 2999,
  record: record(12, 8, { pushes: 1, picks: 21, units: 2.45, risked: 19.92, roi: 12.3 }),
});

/** A real capper with nothing graded yet. */
export const rookieCapper: Handicapper = capper('u-rae', 'Rae Rookie', 'RR', [], {
  sample: false,
  record: {
    wins: 0,
    losses: 0,
    pushes: 0,
    pending: 0,
    picks: 0,
    winRate: null,
    roi: null,
    units: 0,
    risked: 0,
    clv: null,
    roiInterval: null,
    sampleSize: 'small',
  },
});

export const BETTOR: User = {
  userId: 'u-bettor',
  email: 'bettor@example.com',
  name: 'Betty Better',
  role: 'User',
  accountType: '',
  subType: '',
};
export const GRACE: User = {
  userId: 'u-grace',
  email: 'grace@example.com',
  name: 'Grace Hopper',
  role: 'Handicapper',
  accountType: 'Handicapper',
  subType: '',
};

export const signedIn = (user: User = BETTOR) => ({ auth: { ...initialAuthState, user } });

export const listHandler = (list: Handicapper[] = CAPPERS) =>
  http.get('*/api/handicappers', () => HttpResponse.json({ handicappers: list }));

/** A stateful fake of the detail and subscription endpoints; `calls` records what the page sent. */
export function subscriptionServer(initiallySubscribed: string[] = []) {
  const subscribed = new Set(initiallySubscribed);
  // Cancelled: renewal stopped, access kept until the period ends.
  const cancelledIds = new Set<string>();
  const period = (c: Handicapper, renews: boolean) => ({
    handicapperId: c.id,
    createdAt: '2025-05-01T12:00:00.000Z',
    priceCents: c.priceCents,
    periodStart: '2030-05-01T12:00:00.000Z',
    periodEnd: '2030-06-01T12:00:00.000Z',
    renewalDate: '2030-06-01T12:00:00.000Z',
    renews,
    provider: 'simulated' as const,
  });
  const calls: string[] = [];
  const handlers = [
    http.get('*/api/handicappers/:id', ({ params }) => {
      const found = CAPPERS.find((c) => c.id === params.id);
      if (!found) {
        return HttpResponse.json(
          { title: 'Not Found', status: 404, detail: 'Handicapper not found.' },
          { status: 404 },
        );
      }
      const renews = subscribed.has(found.id);
      const cancelled = cancelledIds.has(found.id);
      return HttpResponse.json({
        ...found,
        subscribed: renews || cancelled,
        subscription: renews || cancelled ? period(found, renews) : null,
        subscribers: renews || cancelled ? 1 : 0,
      });
    }),
    http.post('*/api/handicappers/:id/subscription', ({ params }) => {
      calls.push(`POST ${String(params.id)}`);
      subscribed.add(String(params.id));
      cancelledIds.delete(String(params.id));
      return HttpResponse.json({ subscription: { handicapperId: params.id } }, { status: 201 });
    }),
    http.delete('*/api/handicappers/:id/subscription', ({ params }) => {
      calls.push(`DELETE ${String(params.id)}`);
      if (subscribed.delete(String(params.id))) cancelledIds.add(String(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('*/api/subscriptions', () =>
      HttpResponse.json({
        subscriptions: CAPPERS.filter((c) => subscribed.has(c.id)).map((c) => ({
          ...period(c, true),
          handicapper: c,
        })),
      }),
    ),
  ];
  return { handlers, calls, subscribed };
}
