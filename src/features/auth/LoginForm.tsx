import { useState, type SubmitEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/Button';
import { LOGIN_ERROR_FALLBACK, LOGIN_FAILED } from '@/domain/auth';
import { serverDetail } from '@/lib/api';
import { AUTH_SUCCESS_TOAST_MS, useLoginMutation } from './authApi';
import { Field, FormError } from '@/components/ui/Field';
import { formText } from './formText';

interface LoginFormProps {
  /** docs/product.md §8: the dialog and the page word a plain failure differently. */
  failedMessage: string;
  onSuccess: () => void;
  disabled?: boolean;
  forgotPassword: ReactNode;
}

/** Email, password, Remember me; signs in through the login thunk. */
export function LoginForm({
  failedMessage,
  onSuccess,
  disabled = false,
  forgotPassword,
}: LoginFormProps) {
  const [login] = useLoginMutation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    setBusy(true);
    const result = await login({
      email: formText(form, 'email'),
      password: formText(form, 'password'),
      rememberMe: form.get('rememberMe') === 'on',
    });
    setBusy(false);
    if (result.data) {
      toast.success('Logged in successfully', { duration: AUTH_SUCCESS_TOAST_MS });
      onSuccess();
      return;
    }
    // No user in the answer: the form's failure text; a refusal: the server's text, else the fallback.
    const message = result.error
      ? (serverDetail(result.error) ?? LOGIN_ERROR_FALLBACK)
      : LOGIN_FAILED;
    setError(message === LOGIN_FAILED ? failedMessage : message);
  }

  return (
    <form onSubmit={(e) => void handleSubmit(e)} className="flex flex-col gap-3" aria-label="Login">
      <fieldset disabled={disabled || busy} className="flex flex-col gap-3">
        <Field label="Email" name="email" type="email" autoComplete="email" required />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <div className="flex items-center justify-between text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" name="rememberMe" />
            Remember me
          </label>
          {forgotPassword}
        </div>
        <FormError message={error} />
        <Button type="submit">{busy ? 'Logging in...' : 'Login'}</Button>
      </fieldset>
    </form>
  );
}
