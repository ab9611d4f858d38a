import type { Settings } from '@domain/contracts/account';
import { api, checkedAfterRender } from './api';
import { setDisplayLanguage } from './formatInZone';

/**
 * GET /api/account/settings on the one api. The account feature edits the settings; every
 * feature shows dates in the account's time zone through src/hooks/useAccountTimeZone.ts.
 */
export const accountSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<Settings, string>({
      query: () => ({ url: '/account/settings' }),
      // Checked after it is shown (src/lib/api.ts): on every signed-in page, for its time zone.
      rawResponseSchema: checkedAfterRender('getSettings', 'settings'),
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
