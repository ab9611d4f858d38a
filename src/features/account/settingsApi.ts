import { useAppSelector } from '@/app/hooks';
import { DEFAULT_TIME_ZONE, settingsSchema, type Settings } from '@/domain/account';
import { api } from '@/lib/api';

/**
 * GET /api/account/settings on the one api. Other features show dates in the account's time zone
 * through src/app/accountTimeZone.ts (features never import each other).
 */
export const accountSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<Settings, string>({
      query: () => ({ url: '/account/settings' }),
      rawResponseSchema: settingsSchema,
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetSettingsQuery } = accountSettingsApi;

/** The zone dates are shown in: the account's setting when signed in, else Eastern time. */
export function useAccountTimeZone(): string {
  const user = useAppSelector((state) => state.auth.user);
  const { data } = useGetSettingsQuery(user?.userId ?? '', { skip: !user });
  return data?.account.timeZone ?? DEFAULT_TIME_ZONE;
}
