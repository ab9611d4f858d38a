import { useState, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { RESET_LINK_INVALID } from '@/domain/auth';
import { serverDetail } from '@/lib/api';
import { AUTH_SUCCESS_TOAST_MS, useResetPasswordMutation } from './authApi';
import { AuthCard } from './AuthCard';
import { Field, FormError } from '@/components/ui/Field';
import { formText } from './formText';

/** Reads the token from the mailed link (?token=), sets the new password, then goes to /auth/login. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [resetPassword] = useResetPasswordMutation();
  const token = useSearchParams()[0].get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : RESET_LINK_INVALID);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await resetPassword({
        token,
        password: formText(form, 'password'),
        confirmPassword: formText(form, 'confirmPassword'),
      }).unwrap();
      toast.success('Your password has been reset. Please log in.', {
        duration: AUTH_SUCCESS_TOAST_MS,
      });
      void navigate('/auth/login', { replace: true });
    } catch (err) {
      setError(serverDetail(err) ?? 'Could not reset the password. Please try again.');
      setBusy(false);
    }
  }

  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
      <form
        onSubmit={(e) => void handleSubmit(e)}
        className="flex flex-col gap-3"
        aria-label="Reset password"
      >
        <fieldset disabled={busy || !token} className="flex flex-col gap-3">
          <Field
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
          />
          <Field
            label="Confirm new password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
          />
          <FormError message={error} />
          <Button type="submit">{busy ? 'Resetting...' : 'Reset Password'}</Button>
        </fieldset>
      </form>
      <Link
        to="/auth/forgot-password"
        className="text-brand-700 dark:text-brand-500 text-center text-sm hover:underline"
      >
        Request a new link
      </Link>
    </AuthCard>
  );
}
