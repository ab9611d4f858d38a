/** The account's defaults and texts (docs/design.md §3); the settings' wire schemas: ../contracts/account.ts. */
import type { NotificationSettings, BankrollSettings } from '../contracts/account';

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  email: true,
  newPicks: true,
  gameStart: true,
  marketing: false,
};

/** The columns' defaults (server/db/migrations/130_bet_books_tracking.sql). */
export const DEFAULT_BANKROLL_SETTINGS: BankrollSettings = { unitSize: 100, startingBankroll: 0 };

export const CURRENT_PASSWORD_WRONG = 'The current password is not correct.';
export const NO_PASSWORD_SET =
  'This account signs in with Google and has no password to change. Use "Forgot password" to set one.';

/** The answer to a change-email request, the same whether or not the address is taken. */
export const emailChangeSent = (email: string): string =>
  `We sent a link to ${email}. Your email changes when you open it (within 24 hours).`;
export const EMAIL_CHANGE_NEEDS_PASSWORD =
  'Change your email under Change Email, with your current password.';
export const SAME_EMAIL = 'That is already your email.';
/** Where the confirmation link lands: /settings?emailChange=confirmed (or invalid). */
export const EMAIL_CHANGE_CONFIRMED = 'Your email was changed. Other devices were signed out.';
export const EMAIL_CHANGE_INVALID = 'This email change link is invalid or has expired.';

export const DELETED_HANDICAPPER = 'Deleted handicapper';
