/**
 * Sign-in texts, password limits and the return-URL check, shared by the web app and the server
 * (the payload schemas: ../contracts/auth.ts).
 */

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
/** The new password and its confirmation are the same text. */
export const passwordsMatch = (v: { password: string; confirmPassword: string }) =>
  v.password === v.confirmPassword;

/** A returnUrl is followed only when it is a path on this site (no scheme, host or backslash tricks). */
export function isLocalPath(url: string): boolean {
  if (!/^\/(?![/\\])/.test(url) || url.includes('\\')) return false;
  for (let i = 0; i < url.length; i += 1) if (url.charCodeAt(i) < 32) return false;
  return true;
}

export const RETURN_URL_NOT_LOCAL = 'returnUrl must be a path on this site.';

/** Shown in place of a provider's popup when the server has no such provider configured. */
export const GOOGLE_UNAVAILABLE = 'Sign-in with Google is not set up on this server.';
