/** The sign-in payload and answer schemas (docs/product.md §3); texts and limits: ../rules/auth.ts. */
import { z } from 'zod';
import { controlCharactersRefused, isSingleLine } from '../rules/text';
import type { LoginResponse } from '../rules/user';
import {
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_TOO_SHORT,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  passwordsMatch,
  isLocalPath,
  RETURN_URL_NOT_LOCAL,
} from '../rules/auth';

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
