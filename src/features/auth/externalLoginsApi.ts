import { externalLoginsSchema, type ExternalLogin } from '@domain/contracts/auth';
import { api } from '@/lib/api';

/** The sign-in providers the server offers (GET /api/account/external-logins). */
export const externalLoginsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExternalLogins: build.query<ExternalLogin[], undefined>({
      query: () => ({ url: '/account/external-logins' }),
      rawResponseSchema: externalLoginsSchema,
    }),
  }),
});

export const { useGetExternalLoginsQuery } = externalLoginsApi;
