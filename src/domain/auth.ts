import { z } from 'zod';
import { controlCharactersRefused, isSingleLine } from './text';
import type { LoginResponse } from './user';

export { toUser, type LoginResponse, type User } from './user';

// docs/product.md §8 and §2 texts, shared by the web app and the server.
export const LOGIN_FAILED = 'Login failed';
export const REGISTRATION_FAILED = 'Registration failed';
export const LOGIN_FAILED_DIALOG = 'Login failed. Please check your credentials and try again.';
export const LOGIN_FAILED_PAGE = 'Login failed. Please try again.';
export const LOGIN_ERROR_FALLBACK = 'An error occurred during login';
export const REGISTRATION_FAILED_DIALOG =
  'Registration failed. Please check your information and try again.';
export const REGISTRATION_FAILED_PAGE = 'Registration failed. Please try again.';
export const REGISTRATION_ERROR_FALLBACK = 'An error occurred during registration';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const FORGOT_PASSWORD_SENT =
  "If an account exists with that email, we've sent you instructions to reset your password.";
export const GOOGLE_WAITING = 'Waiting for Google authentication...';

// docs/design.md §3 texts the server answers with.
export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const ACCOUNT_LOCKED = 'Too many failed sign-in attempts. Try again in a few minutes.';
export const EMAIL_TAKEN = 'An account with this email already exists.';
export const REGISTRATION_LOCKED =
  'Too many registrations with emails that already have accounts. Try again in a few minutes.';
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters.';
export const PASSWORD_TOO_COMMON = 'This password is too common. Choose a less guessable one.';
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired.';

export const PASSWORD_MIN_LENGTH = 8;
/** argon2 work grows with input; nobody needs a longer password than this. */
export const PASSWORD_MAX_LENGTH = 256;

const required = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

const emailField = required('Email', 254).pipe(z.email('Enter a valid email address'));

const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .max(PASSWORD_MAX_LENGTH, 'Password is too long');

/** docs/product.md §3 login payload; rememberMe travels as the text "true"/"false". */
export const loginPayloadSchema = z.object({
  email: required('Email', 254),
  password: passwordField,
  rememberMe: z
    .union([z.enum(['true', 'false']), z.boolean()])
    .optional()
    .transform((v) => v === true || v === 'true'),
});

/** A new password and its confirmation: at least 8 characters and the two equal. */
const newPasswordShape = {
  password: passwordField.min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
  confirmPassword: z
    .string({ error: 'Confirm password is required' })
    .min(1, 'Confirm password is required'),
};
/** The new password and its confirmation are the same text. */
export const passwordsMatch = (v: { password: string; confirmPassword: string }) =>
  v.password === v.confirmPassword;

/** docs/product.md §3 register payload with docs/design.md §3 rules (the common-password check is the server's). */
export const registerPayloadSchema = z
  .object({
    email: emailField,
    ...newPasswordShape,
    firstName: required('First name', 100).refine(
      isSingleLine,
      controlCharactersRefused('First name'),
    ),
    lastName: required('Last name', 100).refine(
      isSingleLine,
      controlCharactersRefused('Last name'),
    ),
  })
  .refine(passwordsMatch, { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] });
export type RegisterPayload = z.input<typeof registerPayloadSchema>;

export const forgotPasswordPayloadSchema = z.object({ email: emailField });

export const resetPasswordPayloadSchema = z
  .object({ token: required('Token', 200), ...newPasswordShape })
  .refine(passwordsMatch, { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] });
export type ResetPasswordPayload = z.input<typeof resetPasswordPayloadSchema>;

/** docs/product.md §3 login / register / user-info response; the user fields may be missing. */
export const loginResponseSchema = z.object({
  isAuthenticated: z.boolean(),
  userId: z.string().optional(),
  email: z.string().optional(),
  name: z.string().optional(),
  role: z.string().optional(),
  accountType: z.string().optional(),
  subType: z.string().optional(),
}) satisfies z.ZodType<LoginResponse>;

/** A returnUrl is followed only when it is a path on this site (no scheme, host or backslash tricks). */
export function isLocalPath(url: string): boolean {
  if (!/^\/(?![/\\])/.test(url) || url.includes('\\')) return false;
  for (let i = 0; i < url.length; i += 1) if (url.charCodeAt(i) < 32) return false;
  return true;
}

export const RETURN_URL_NOT_LOCAL = 'returnUrl must be a path on this site.';

/** GET /api/account/external-login: the provider (Google only) and where to come back to. */
export const externalLoginQuerySchema = z.object({
  provider: z
    .string()
    .refine((p) => p === 'Google', {
      error: (issue) => `Unknown sign-in provider '${String(issue.input)}'.`,
    })
    .default('Google'),
  returnUrl: z.string().refine(isLocalPath, RETURN_URL_NOT_LOCAL).default('/'),
});

/** GET /api/account/external-login/callback: the provider's answer (state and code, kept in the URL). */
export const externalLoginCallbackQuerySchema = z.looseObject({ state: z.string().optional() });

/** GET /api/account/external-logins: the sign-in providers this server has configured. */
export const externalLoginsSchema = z.array(
  z.object({ name: z.string(), displayName: z.string() }),
);
export type ExternalLogin = z.infer<typeof externalLoginsSchema>[number];

/** Shown in place of a provider's popup when the server has no such provider configured. */
export const GOOGLE_UNAVAILABLE = 'Sign-in with Google is not set up on this server.';
