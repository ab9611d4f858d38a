import type { AxiosInstance } from 'axios';

export const API_BASE = '/api';
export const REQUEST_TIMEOUT_MS = 30_000;
export const UNAUTHORIZED_EVENT = 'auth:unauthorized';

/** The one HTTP client and the axios module it was made with (for its error checks). */
export interface HttpClient {
  http: AxiosInstance;
  axios: typeof import('axios');
}

let client: Promise<HttpClient> | undefined;

/**
 * The one HTTP client (docs/product.md §7): JSON, credentials, the XMLHttpRequest marker, 30 s
 * time-out, and the 401 event. axios loads on the first call, beside the page rather than before
 * its first paint (docs/benchmarks.md, JavaScript loaded for /); src/lib/api.ts asks for it as
 * it loads, so the first request does not wait for the download.
 */
export function httpClient(): Promise<HttpClient> {
  if (client) return client;
  client = import('axios').then((axios) => {
    const http = axios.default.create({
      baseURL: API_BASE,
      timeout: REQUEST_TIMEOUT_MS,
      withCredentials: true,
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    });
    http.interceptors.response.use(
      (response) => response,
      (error: unknown) => {
        // A request its caller aborted (a page left, a newer request superseding it) is no error.
        if (axios.isCancel(error))
          return Promise.reject(error instanceof Error ? error : new Error('canceled'));
        if (error instanceof axios.AxiosError) {
          const status = error.response?.status;
          if (status === 401) {
            window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
            console.error('Authentication required');
          } else if (status === 403) {
            console.error('Access forbidden');
          } else if (status !== undefined && status >= 500) {
            console.error('Server error', error.response?.data);
          } else if (error.request && !error.response) {
            console.error('No response received', error.message);
          } else if (!error.response) {
            console.error('Request setup failed', error.message);
          }
        }
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return { http, axios };
  });
  // A failed download (offline, a deploy that replaced the chunk) is tried again by the next call.
  client.catch(() => {
    client = undefined;
  });
  return client;
}
