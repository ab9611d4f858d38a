import type { ResetPasswordPayload } from '@/domain/auth';
import { http } from '@/lib/http';

/** DESIGN §3 password reset (SPEC leaves the calls unshown). Always 202 for a well-formed email. */
export async function requestPasswordReset(email: string): Promise<void> {
  await http.post('/account/forgot-password', { email });
}

export async function resetPassword(payload: ResetPasswordPayload): Promise<void> {
  await http.post('/account/reset-password', payload);
}

/** SPEC §7: the third-party sign-in opens this in a popup. */
export const GOOGLE_LOGIN_URL = '/api/account/external-login?provider=Google&returnUrl=/external-auth-callback';

/** SPEC §9: auth screens show success toasts for 3 s. */
export const AUTH_SUCCESS_TOAST_MS = 3000;
