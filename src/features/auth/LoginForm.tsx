import { useState, type SubmitEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { LOGIN_FAILED } from '@/domain/auth';
import { AUTH_SUCCESS_TOAST_MS } from './authApi';
import { login } from './authSlice';
import { Field, FormError } from './Field';
import { formText } from './formText';

interface LoginFormProps {
  /** SPEC §8: the dialog and the page word a plain failure differently. */
  failedMessage: string;
  onSuccess: () => void;
  disabled?: boolean;
  forgotPassword: ReactNode;
}

/** Email, password, Remember me; signs in through the login thunk. */
export function LoginForm({ failedMessage, onSuccess, disabled = false, forgotPassword }: LoginFormProps) {
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    setBusy(true);
    const result = await dispatch(
      login({
        email: formText(form, 'email'),
        password: formText(form, 'password'),
        rememberMe: form.get('rememberMe') === 'on',
      }),
    );
    setBusy(false);
    if (login.fulfilled.match(result)) {
      toast.success('Logged in successfully', { duration: AUTH_SUCCESS_TOAST_MS });
      onSuccess();
      return;
    }
    setError(!result.payload || result.payload === LOGIN_FAILED ? failedMessage : result.payload);
  }

  return (
    <form onSubmit={(e) => void handleSubmit(e)} className="flex flex-col gap-3" aria-label="Login">
      <fieldset disabled={disabled || busy} className="flex flex-col gap-3">
        <Field label="Email" name="email" type="email" autoComplete="email" required />
        <Field label="Password" name="password" type="password" autoComplete="current-password" required />
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
