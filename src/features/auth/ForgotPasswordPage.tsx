import { useState, type SubmitEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { FORGOT_PASSWORD_SENT } from '@/domain/auth';
import { serverDetail } from '@/lib/api';
import { useForgotPasswordMutation } from './authApi';
import { AuthCard } from './AuthCard';
import { Field, FormError } from '@/components/ui/Field';
import { formText } from './formText';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [requestPasswordReset] = useForgotPasswordMutation();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = formText(new FormData(event.currentTarget), 'email');
    setBusy(true);
    setError(null);
    try {
      await requestPasswordReset(email).unwrap();
      setSent(true);
    } catch (err) {
      setError(serverDetail(err) ?? 'Could not send the reset link. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Forgot Password"
      subtitle={sent ? undefined : "Enter your email and we'll send you a reset link."}
    >
      {sent ? (
        <>
          <p role="status" className="text-sm">
            {FORGOT_PASSWORD_SENT}
          </p>
          <Button onClick={() => void navigate('/auth/login')}>Return to Login</Button>
        </>
      ) : (
        <form
          onSubmit={(e) => void handleSubmit(e)}
          className="flex flex-col gap-3"
          aria-label="Forgot password"
        >
          <fieldset disabled={busy} className="flex flex-col gap-3">
            <Field label="Email" name="email" type="email" autoComplete="email" required />
            <FormError message={error} />
            <Button type="submit">{busy ? 'Sending...' : 'Send Reset Link'}</Button>
          </fieldset>
        </form>
      )}
    </AuthCard>
  );
}
