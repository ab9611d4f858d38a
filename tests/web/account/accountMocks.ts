import { http, HttpResponse } from 'msw';
import { addMonths } from 'date-fns';
import type { RootState } from '@/app/store';
import { settingsSchema, type Settings } from '@domain/contracts/account';
import {
  planActionSchema,
  type CurrentPlan,
  type Followers,
  type Revenue,
} from '@domain/contracts/marketplacePlans';
import { planOf } from '@domain/rules/catalogue';
import { initialAuthState } from '@/features/auth/authSlice';
import { server } from '../../mocks/server';

const person = { userId: 'u1', email: 'jane.doe@example.com', name: 'Jane Doe', subType: '' };
export const bettorState: Partial<RootState> = {
  auth: { ...initialAuthState, user: { ...person, role: 'User', accountType: '' } },
};
export const capperState: Partial<RootState> = {
  auth: {
    ...initialAuthState,
    user: { ...person, role: 'Handicapper', accountType: 'Handicapper' },
  },
};

export const defaultSettings = (): Settings => ({
  profile: { firstName: 'Jane', lastName: 'Doe', username: '', bio: '' },
  account: { email: person.email, timeZone: 'America/New_York', language: 'en' },
  notifications: { email: true, newPicks: true, gameStart: true, marketing: false },
  bankroll: { unitSize: 100, startingBankroll: 0 },
});

/** GET/PUT /api/account/settings over an in-memory copy; returns the store and the PUT bodies. */
export function mockSettings(initial: Settings = defaultSettings()) {
  const state = { settings: initial, puts: [] as unknown[] };
  server.use(
    http.get('*/api/account/settings', () => HttpResponse.json(state.settings)),
    http.put('*/api/account/settings', async ({ request }) => {
      const body = (await request.json()) as Partial<Settings>;
      state.puts.push(body);
      state.settings = settingsSchema.parse({ ...state.settings, ...body });
      return HttpResponse.json(state.settings);
    }),
  );
  return state;
}

const free: CurrentPlan = {
  planId: 'free',
  name: 'Trial',
  priceCents: 0,
  period: 'month',
  status: 'active',
  renewalDate: null,
  endsOn: null,
  resumesOn: null,
  provider: null,
};

/** GET/POST /api/plan: change starts a plan today, cancel and pause act on the renewal date. */
export function mockPlan(initial: CurrentPlan = free) {
  const state = { plan: initial, actions: [] as unknown[] };
  server.use(
    http.get('*/api/plan', () => HttpResponse.json({ plan: state.plan })),
    http.post('*/api/plan', async ({ request }) => {
      const action = planActionSchema.parse(await request.json());
      state.actions.push(action);
      const renewal = state.plan.renewalDate;
      // The Trial chosen on a paid plan stops its renewal: the plan lasts to the end of the month.
      if (action.action === 'change' && action.planId === 'free') {
        state.plan = { ...state.plan, status: 'cancelled', renewalDate: null, endsOn: renewal };
      } else if (action.action === 'change') {
        const plan = planOf(action.planId);
        state.plan = {
          ...free,
          planId: plan.id,
          name: plan.name,
          priceCents: plan.priceCents,
          renewalDate: addMonths(new Date(), 1).toISOString(),
          provider: 'simulated',
        };
      } else if (action.action === 'cancel') {
        state.plan = { ...state.plan, status: 'cancelled', renewalDate: null, endsOn: renewal };
      } else {
        state.plan = { ...state.plan, status: 'paused', resumesOn: renewal };
      }
      return HttpResponse.json({ plan: state.plan });
    }),
  );
  return state;
}

export function proPlan(renewalDate: Date): CurrentPlan {
  return {
    ...free,
    planId: 'pro',
    name: 'Pro',
    priceCents: 2999,
    renewalDate: renewalDate.toISOString(),
    provider: 'simulated',
  };
}

export function mockRevenue(revenue: Revenue) {
  server.use(http.get('*/api/my-capper/revenue', () => HttpResponse.json(revenue)));
}

export function mockFollowers(followers: Followers['followers']) {
  server.use(http.get('*/api/my-capper/followers', () => HttpResponse.json({ followers })));
}
