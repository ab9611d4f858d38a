import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosRequestConfig } from 'axios';
import type { ProblemDetails } from '@domain/contracts/problem';
import { httpClient, type HttpClient } from './http';

/** What an endpoint asks of the server: a path under /api and, if any, query and JSON body. */
export interface ApiRequest {
  url: string;
  method?: AxiosRequestConfig['method'];
  params?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

/** Every failure as the server's problem details (docs/design.md §3), plus a message to show. */
export interface ApiError {
  /** HTTP status; undefined when no answer came (offline, time-out). */
  status: number | undefined;
  /** The problem's `detail` (else its title), or the transport error's message. */
  message: string;
  /** What the server said, if it answered with a message (problem `detail`/`title`); else undefined. */
  detail?: string;
  /** Field errors of a 400 validation problem. */
  errors?: Record<string, string[]>;
  problem?: ProblemDetails;
}

/**
 * The ApiError a thrown axios (or other) error stands for. The problem schema (and zod) load with
 * the first failed answer, not with the entry chunk.
 */
async function toApiError(error: unknown, client: HttpClient | undefined): Promise<ApiError> {
  const AxiosError = client?.axios.AxiosError;
  const status = AxiosError && error instanceof AxiosError ? error.response?.status : undefined;
  const parsed =
    AxiosError && error instanceof AxiosError && error.response
      ? (await import('@domain/contracts/problem')).problemSchema.safeParse(error.response.data)
      : undefined;
  const problem = parsed?.success ? parsed.data : undefined;
  const fallback = error instanceof Error ? error.message : 'Request failed';
  // What the server said: the problem's detail, else a plain body's message, else the title.
  const body = (AxiosError && error instanceof AxiosError ? error.response?.data : undefined) as
    Partial<Record<string, unknown>> | undefined;
  const detail = [body?.detail, body?.message, body?.title].find(
    (value): value is string => typeof value === 'string' && value.length > 0,
  );
  return {
    status,
    message: detail ?? fallback,
    ...(detail === undefined ? {} : { detail }),
    ...(problem?.errors ? { errors: problem.errors } : {}),
    ...(problem ? { problem } : {}),
  };
}

/**
 * RTK Query over the one axios instance (src/lib/http.ts), so calls keep its credentials,
 * XMLHttpRequest marker, time-out and 401 event.
 */
export const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (
  { url, method = 'GET', params, body },
  { signal },
) => {
  let client: HttpClient | undefined;
  try {
    client = await httpClient();
    const response = await client.http.request({ url, method, params, data: body, signal });
    return { data: response.data };
  } catch (error) {
    // A client that could not be loaded fails the request as no answer would.
    return { error: await toApiError(error, client) };
  }
};

// The client starts loading now, beside the page's own chunk, not at the first request; if that
// download fails, the first request tries again and reports it.
httpClient().catch(() => undefined);

/**
 * The one client data layer: every server read and write is an endpoint of this API, added by
 * its feature with `api.injectEndpoints`. Slices keep only client state.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: [
    'Bets',
    'Subscriptions',
    'Notifications',
    'Settings',
    'Handicappers',
    'Picks',
    'Results',
    'Models',
  ],
  endpoints: () => ({}),
});
