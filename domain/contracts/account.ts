/** The account settings' wire schemas (docs/design.md §3); defaults and texts: ../rules/account.ts. */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '../rules/auth';
import { controlCharactersRefused, dollarsToCents, isSingleLine } from '../rules/text';
import { LANGUAGES, TIME_ZONES } from '../rules/locale';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(max, `${label} is too long (${max} characters at most)`);
const required = (label: string, max: number) => text(label, max).min(1, `${label} is required`);

export const profileSettingsSchema = z.object({
  firstName: required('First name', 100).refine(
    isSingleLine,
    controlCharactersRefused('First name'),
  ),
  lastName: required('Last name', 100).refine(isSingleLine, controlCharactersRefused('Last name')),
  username: text('Username', 40).regex(
    /^[A-Za-z0-9_.-]*$/,
    'Username may use letters, digits, dot, dash and underscore only',
  ),
  bio: text('Bio', 1000),
});

export const accountSettingsSchema = z.object({
  email: required('Email', 254).pipe(z.email('Enter a valid email address')),
  timeZone: z.enum(
    TIME_ZONES.map((t) => t.value),
    'Choose one of the listed time zones',
  ),
  language: z.enum(
    LANGUAGES.map((l) => l.value),
    'Choose one of the listed languages',
  ),
});

/**
 * Which notices a user gets. `newPicks` governs the notice when a followed capper posts (in the
 * app, over the hub); `email` governs every notice by mail, so a picks mail needs both on.
 */
export const notificationSettingsSchema = z.object({
  email: z.boolean(),
  newPicks: z.boolean(),
  gameStart: z.boolean(),
  marketing: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** The most a unit or a starting bankroll may be, in dollars (the columns hold far more). */
export const MAX_UNIT_SIZE = 1_000_000;
export const MAX_BANKROLL = 1_000_000_000;

const dollars = (label: string, max: number) =>
  z
    .number(`${label} must be an amount in dollars`)
    .max(max, `${label} is at most $${max.toLocaleString('en-US')}`)
    .refine((n) => dollarsToCents(Math.abs(n)) !== null, `${label} has at most two decimals`);

/**
 * The bet tracker's settings (docs/product.md §9 "Bet tracker"), in dollars: the money one unit
 * stands for, and the bankroll the tracker starts from.
 */
export const bankrollSettingsSchema = z.object({
  unitSize: dollars('Unit size', MAX_UNIT_SIZE).refine(
    (n) => n > 0,
    'Unit size must be more than $0',
  ),
  startingBankroll: dollars('Starting bankroll', MAX_BANKROLL).refine(
    (n) => n >= 0,
    'Starting bankroll cannot be negative',
  ),
});
export type BankrollSettings = z.infer<typeof bankrollSettingsSchema>;

/** GET /api/account/settings; PUT answers the same after saving. */
export const settingsSchema = z.object({
  profile: profileSettingsSchema,
  account: accountSettingsSchema,
  notifications: notificationSettingsSchema,
  bankroll: bankrollSettingsSchema,
});
export type Settings = z.infer<typeof settingsSchema>;

/** PUT /api/account/settings: any of the three sections; the ones sent replace the stored ones. */
export const settingsUpdateSchema = settingsSchema.partial().refine((v) => Object.keys(v).length, {
  message: 'Send at least one of profile, account, notifications, bankroll',
});
export type SettingsUpdate = z.input<typeof settingsUpdateSchema>;
export const NEW_PASSWORDS_DIFFER = 'Passwords do not match';

/** POST /api/account/change-password: the current password, the new one typed twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(PASSWORD_MAX_LENGTH, 'Password is too long'),
    newPassword: z
      .string({ error: 'New password is required' })
      .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
      .max(PASSWORD_MAX_LENGTH, 'Password is too long'),
    confirmPassword: z
      .string({ error: 'Confirm the new password' })
      .min(1, 'Confirm the new password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: NEW_PASSWORDS_DIFFER,
    path: ['confirmPassword'],
  });
export type ChangePassword = z.input<typeof changePasswordSchema>;

const currentPassword = z
  .string({ error: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(PASSWORD_MAX_LENGTH, 'Password is too long');

/** DELETE /api/account: the client asks first; the body says the user confirmed, with the password. */
export const deleteAccountSchema = z.object({
  confirm: z.literal(true, 'Confirm that the account is to be deleted'),
  currentPassword,
});

/**
 * POST /api/account/change-email: the new address and the current password. Nothing changes until
 * the link mailed to the new address is opened (docs/design.md §3).
 */
export const changeEmailSchema = z.object({
  newEmail: required('New email', 254).pipe(z.email('Enter a valid email address')),
  currentPassword,
});
export type ChangeEmail = z.input<typeof changeEmailSchema>;
export const changeEmailResponseSchema = z.object({ message: z.string() });
