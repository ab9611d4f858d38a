import { useAppSelector } from '@/app/hooks';
import type { Settings } from '@domain/contracts/account';
import { api, checkedAfterRender } from '@/lib/api';
import { browserTimeZone, setDisplayLanguage } from '@/lib/formatInZone';

/**
 * GET /api/account/settings on the one api. Other features show dates in the account's time zone
 * through src/app/accountTimeZone.ts (features never import each other).
 */
export const accountSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<Settings, string>({
      query: () => ({ url: '/account/settings' }),
      // Checked after it is shown (src/lib/api.ts): on every signed-in page, for its time zone.
      rawResponseSchema: checkedAfterRender(
        'getSettings',
        async () => (await import('@domain/contracts/account')).settingsSchema,
      ),
      // Dates and numbers follow the account's language from the answer on (docs/product.md "Language").
      transformResponse: (settings: Settings) => {
        setDisplayLanguage(settings.account.language);
        return settings;
      },
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetSettingsQuery } = accountSettingsApi;

/** The display zone (docs/product.md "Times and time zones"): the account's, else the browser's. */
export function useAccountTimeZone(): string {
  const user = useAppSelector((state) => state.auth.user);
  const { data } = useGetSettingsQuery(user?.userId ?? '', { skip: !user });
  return data?.account.timeZone ?? browserTimeZone();
}
