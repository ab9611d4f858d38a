import { describe, expect, it } from 'vitest';
import {
  FORGOT_PASSWORD_SENT,
  LOGIN_ERROR_FALLBACK,
  LOGIN_FAILED_DIALOG,
  LOGIN_FAILED_PAGE,
  PASSWORDS_DO_NOT_MATCH,
  PASSWORD_TOO_SHORT,
  REGISTRATION_ERROR_FALLBACK,
  REGISTRATION_FAILED_DIALOG,
  REGISTRATION_FAILED_PAGE,
  isLocalPath,
} from '@domain/rules/auth';
import {
  forgotPasswordPayloadSchema,
  loginPayloadSchema,
  registerPayloadSchema,
  resetPasswordPayloadSchema,
} from '@domain/contracts/auth';
import { toUser } from '@domain/rules/user';

// domain/rules/auth.ts and domain/contracts/auth.ts belong to the accounts area; these pin the docs/product.md §5/§8 rules they carry.
describe('auth texts (docs/product.md §8)', () => {
  it('are verbatim', () => {
    expect(LOGIN_FAILED_DIALOG).toBe('Login failed. Please check your credentials and try again.');
    expect(LOGIN_FAILED_PAGE).toBe('Login failed. Please try again.');
    expect(LOGIN_ERROR_FALLBACK).toBe('An error occurred during login');
    expect(REGISTRATION_FAILED_DIALOG).toBe(
      'Registration failed. Please check your information and try again.',
    );
    expect(REGISTRATION_FAILED_PAGE).toBe('Registration failed. Please try again.');
    expect(REGISTRATION_ERROR_FALLBACK).toBe('An error occurred during registration');
    expect(PASSWORDS_DO_NOT_MATCH).toBe('Passwords do not match');
    expect(FORGOT_PASSWORD_SENT).toBe(
      "If an account exists with that email, we've sent you instructions to reset your password.",
    );
  });
});

describe('toUser (docs/product.md §5)', () => {
  it.each([
    [
      { isAuthenticated: true, userId: 'u1', email: 'a@b.c' },
      { userId: 'u1', email: 'a@b.c', name: '', role: '', accountType: '', subType: '' },
    ],
    [{ isAuthenticated: false, userId: 'u1' }, null],
    [{ isAuthenticated: true }, null],
    [{ isAuthenticated: true, userId: '' }, null],
    ['nope', null],
    [null, null],
  ])('toUser(%j)', (response, user) => {
    expect(toUser(response)).toEqual(user);
  });
});

describe('payloads', () => {
  it('reads rememberMe as text or boolean', () => {
    expect(
      loginPayloadSchema.parse({ email: 'a@b.c', password: 'x', rememberMe: 'true' }).rememberMe,
    ).toBe(true);
    expect(
      loginPayloadSchema.parse({ email: 'a@b.c', password: 'x', rememberMe: 'false' }).rememberMe,
    ).toBe(false);
    expect(loginPayloadSchema.parse({ email: 'a@b.c', password: 'x' }).rememberMe).toBe(false);
    expect(loginPayloadSchema.safeParse({ email: ' ', password: 'x' }).success).toBe(false);
  });

  it("rejects mismatched passwords with 'Passwords do not match'", () => {
    const base = { email: 'a@b.co', password: 'longenough', firstName: 'A', lastName: 'B' };
    expect(
      registerPayloadSchema.safeParse({ ...base, confirmPassword: 'longenough' }).success,
    ).toBe(true);
    const mismatch = registerPayloadSchema.safeParse({ ...base, confirmPassword: 'different1' });
    expect(mismatch.error?.issues.map((i) => i.message)).toEqual([PASSWORDS_DO_NOT_MATCH]);
    const short = registerPayloadSchema.safeParse({
      ...base,
      password: 'short',
      confirmPassword: 'short',
    });
    expect(short.error?.issues.map((i) => i.message)).toContain(PASSWORD_TOO_SHORT);
    expect(forgotPasswordPayloadSchema.safeParse({ email: 'not-an-email' }).success).toBe(false);
    expect(
      resetPasswordPayloadSchema.safeParse({
        token: 't',
        password: 'longenough',
        confirmPassword: 'longenough',
      }).success,
    ).toBe(true);
  });

  it.each([
    ['/', true],
    ['/matchups/nba', true],
    ['//evil.example', false],
    ['/\\evil', false],
    ['https://evil.example', false],
    ['/a\nb', false],
  ])('isLocalPath(%j) = %s', (url, ok) => {
    expect(isLocalPath(url)).toBe(ok);
  });
});
