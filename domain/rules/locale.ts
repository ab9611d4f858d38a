/**
 * The time zones and languages an account may pick (docs/design.md §3). Here rather than with the
 * settings' wire schemas (../contracts/account.ts), so a page that lists them does not load zod.
 */

/** The time zones a user may pick; dates are shown in the account's zone. */
export const TIME_ZONES = [
  { value: 'America/New_York', label: 'Eastern Time (America/New_York)' },
  { value: 'America/Chicago', label: 'Central Time (America/Chicago)' },
  { value: 'America/Denver', label: 'Mountain Time (America/Denver)' },
  { value: 'America/Phoenix', label: 'Arizona (America/Phoenix)' },
  { value: 'America/Los_Angeles', label: 'Pacific Time (America/Los_Angeles)' },
  { value: 'Europe/London', label: 'London (Europe/London)' },
  { value: 'UTC', label: 'UTC' },
] as const;
export type TimeZone = (typeof TIME_ZONES)[number]['value'];
export const DEFAULT_TIME_ZONE: TimeZone = 'America/New_York';

export const LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'fr', label: 'Français' },
] as const;
