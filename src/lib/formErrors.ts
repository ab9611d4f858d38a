import type { ApiError } from '@/lib/api';

/** The first message per field. */
type FieldErrors = Record<string, string>;

/** The server's field errors (problem `errors`) keyed by the path without `prefix.`; empty when it sent none. */
export function apiFieldErrors(error: unknown, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  const fromServer = (error as Partial<ApiError> | undefined)?.errors ?? {};
  for (const [path, messages] of Object.entries(fromServer)) {
    const key = path.replace(prefix ? `${prefix}.` : '', '');
    if (messages[0]) errors[key] ??= messages[0];
  }
  return errors;
}

/**
 * The one error-message helper: what to show when a call failed. The server's own words (the
 * problem's `detail`, docs/design.md §3) when it answered with some, else the caller's line; a
 * transport failure (offline, time-out) shows the caller's line too.
 */
export function apiMessage(error: unknown, fallback = 'Saving failed. Please try again.'): string {
  const detail = (error as Partial<ApiError> | null | undefined)?.detail;
  return typeof detail === 'string' && detail.length > 0 ? detail : fallback;
}
