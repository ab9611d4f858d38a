import { z } from 'zod';
import { PASSWORDS_DO_NOT_MATCH, passwordsMatch } from '@domain/rules/auth';

// The browser requires these fields (`required`); the server judges them and its words are shown
// (docs/product.md §8), so the forms' own schemas only shape the values.

export const loginFormSchema = z.object({
  email: z.string(),
  password: z.string(),
  rememberMe: z.boolean(),
});

export const registerFormSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
  terms: z.boolean(),
});

/** docs/product.md §5: the dialog checks the passwords match before sending. */
export const registerDialogFormSchema = registerFormSchema.refine(passwordsMatch, {
  message: PASSWORDS_DO_NOT_MATCH,
  path: ['confirmPassword'],
});

export const emailFormSchema = z.object({ email: z.string() });

export const newPasswordFormSchema = z.object({
  password: z.string(),
  confirmPassword: z.string(),
});
