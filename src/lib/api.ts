import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosRequestConfig } from 'axios';
import type { ProblemDetails } from '@domain/contracts/problem';
import { API_BASE, httpClient, type HttpClient } from './http';
import { whenLoadedAndIdle } from './idle';
import type { ContractName, ContractValue, WireIssue } from './wire/contracts';

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

type WireResult<T> =
  { readonly value: T; readonly issues?: undefined } | { readonly issues: readonly WireIssue[] };
/** A Standard Schema (zod's schemas are), as RTK Query's `rawResponseSchema` takes one. */
interface WireSchema<T> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => WireResult<T> | Promise<WireResult<T>>;
    readonly types?: { readonly input: unknown; readonly output: T } | undefined;
  };
}

/** Sent on window when an answer breaks its contract; `detail` names the endpoint and the issues. */
export const MALFORMED_ANSWER_EVENT = 'api:malformed-answer';

/** The checks scheduled and not yet finished. */
const pendingChecks = new Set<Promise<void>>();

/** Checks an answer once the page is loaded and the browser idle, after its first render. */
function checkAfterFirstRender(
  endpoint: string,
  contract: ContractName,
  value: unknown,
  each: boolean,
): void {
  const done = new Promise<void>((resolve) =>
    whenLoadedAndIdle(() => {
      import('./wire/answerIssues')
        .then(({ answerIssues }) => answerIssues(contract, value, each))
        .then((issues) => reportMalformed(endpoint, issues ?? []))
        // A contract that cannot load (offline, a replaced chunk) leaves that answer unchecked.
        .catch(() => undefined)
        .finally(resolve);
    }),
  );
  pendingChecks.add(done);
  void done.finally(() => pendingChecks.delete(done));
}

/**
 * @internal Settles once every answer checked after render so far has been checked (and, if
 * broken, reported): the event a test awaits instead of a guessed idle time.
 */
export async function checksAfterRenderSettled(): Promise<void> {
  while (pendingChecks.size > 0) await Promise.all(pendingChecks);
}

function reportMalformed(endpoint: string, issues: readonly WireIssue[]): void {
  if (issues.length === 0) return;
  console.error(`The answer of ${endpoint} does not match its contract`, issues);
  window.dispatchEvent(new CustomEvent(MALFORMED_ANSWER_EVENT, { detail: { endpoint, issues } }));
}

/**
 * An endpoint's answer schema, checked after the answer is shown rather than before: the page
 * renders from the answer as it came, and its contract (./wire/contracts.ts) checks it once the
 * page is drawn and the browser idle, in a worker, so neither zod nor the building of the schemas
 * is on the page's thread (docs/benchmarks.md, Lighthouse). An answer that breaks its contract is
 * still reported: on the console and as MALFORMED_ANSWER_EVENT. Only for contracts whose check
 * changes nothing in a valid answer (no defaults, transforms or codecs), as the answer is used
 * unparsed.
 */
export function checkedAfterRender<K extends ContractName>(
  endpoint: string,
  contract: K,
): WireSchema<ContractValue<K>> {
  return {
    '~standard': {
      version: 1,
      vendor: 'edgewise',
      validate: (value) => {
        checkAfterFirstRender(endpoint, contract, value, false);
        return { value: value as ContractValue<K> };
      },
    },
  };
}

/**
 * Checks a list shown as it came (a day's games) item by item against the items' contract, after
 * render as `checkedAfterRender` does. Issues are reported with the item's index first in their
 * path.
 */
export function checkEachAfterRender(
  endpoint: string,
  contract: ContractName,
  items: readonly unknown[],
): void {
  checkAfterFirstRender(endpoint, contract, items, true);
}

/** How long an answer asked for early waits for its page's request before it is dropped. */
const EARLY_ANSWER_MS = 15_000;
interface EarlyAnswer {
  asked: number;
  answer: Promise<{ ok: boolean; data: unknown }>;
}
const earlyAnswers = new Map<string, EarlyAnswer>();

/**
 * Asks for GET answers as the app starts (src/main.tsx), beside the download of the page's code
 * rather than after it: a data page then renders its figures from an answer that is already in
 * (docs/benchmarks.md, Lighthouse). With fetch, as axios is not loaded yet. The first request of
 * the same URL within EARLY_ANSWER_MS takes a successful answer; any other outcome (an error
 * status, no answer) is dropped and that request asks the server itself, with the usual handling.
 */
export function askEarly(urls: readonly string[]): void {
  for (const url of urls) {
    if (earlyAnswers.has(url)) continue;
    const answer = fetch(`${API_BASE}${url}`, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    })
      .then(async (res) => ({ ok: res.ok, data: res.ok ? ((await res.json()) as unknown) : null }))
      .catch(() => ({ ok: false, data: null }));
    earlyAnswers.set(url, { asked: Date.now(), answer });
  }
}

/** The early answer for a plain GET of `url`, once; undefined when there is none to use. */
async function takeEarly(url: string): Promise<{ data: unknown } | undefined> {
  const early = earlyAnswers.get(url);
  if (!early) return undefined;
  earlyAnswers.delete(url);
  if (Date.now() - early.asked > EARLY_ANSWER_MS) return undefined;
  const { ok, data } = await early.answer;
  return ok ? { data } : undefined;
}

/**
 * RTK Query over the one axios instance (src/lib/http.ts), so calls keep its credentials,
 * XMLHttpRequest marker, time-out and 401 event.
 */
export const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (
  { url, method = 'GET', params, body },
  { signal },
) => {
  if (method === 'GET' && params === undefined && body === undefined) {
    const early = await takeEarly(url);
    if (early) return early;
  }
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
