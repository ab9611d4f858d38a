import { useState, type SubmitEvent } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import {
  PASSWORDS_DO_NOT_MATCH,
  REGISTRATION_ERROR_FALLBACK,
  REGISTRATION_FAILED,
} from '@/domain/auth';
import { serverDetail } from '@/lib/api';
import { AUTH_SUCCESS_TOAST_MS, useRegisterMutation } from './authApi';
import { Field, FormError } from '@/components/ui/Field';
import { formText } from './formText';

interface RegisterFormProps {
  failedMessage: string;
  onSuccess: () => void;
  disabled?: boolean;
  /** docs/product.md §5: the dialog checks the passwords match before sending; the page leaves it to the server. */
  checkPasswordsMatch: boolean;
}

/** Names, email, password twice and the required terms box; registers through the thunk. */
export function RegisterForm({
  failedMessage,
  onSuccess,
  disabled = false,
  checkPasswordsMatch,
}: RegisterFormProps) {
  const [register] = useRegisterMutation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => formText(form, name);
    if (checkPasswordsMatch && text('password') !== text('confirmPassword')) {
      setError(PASSWORDS_DO_NOT_MATCH);
      return;
    }
    setError(null);
    setBusy(true);
    const result = await register({
      email: text('email'),
      password: text('password'),
      confirmPassword: text('confirmPassword'),
      firstName: text('firstName'),
      lastName: text('lastName'),
    });
    setBusy(false);
    if (result.data) {
      toast.success('Account created successfully', { duration: AUTH_SUCCESS_TOAST_MS });
      onSuccess();
      return;
    }
    const message = result.error
      ? (serverDetail(result.error) ?? REGISTRATION_ERROR_FALLBACK)
      : REGISTRATION_FAILED;
    setError(message === REGISTRATION_FAILED ? failedMessage : message);
  }

  return (
    <form
      onSubmit={(e) => void handleSubmit(e)}
      className="flex flex-col gap-3"
      aria-label="Register"
    >
      <fieldset disabled={disabled || busy} className="flex flex-col gap-3">
        <div className="grid grid-cols-2 gap-3">
          <Field label="First name" name="firstName" autoComplete="given-name" required />
          <Field label="Last name" name="lastName" autoComplete="family-name" required />
        </div>
        <Field label="Email" name="email" type="email" autoComplete="email" required />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
        />
        <Field
          label="Confirm password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
        />
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="terms" required className="mt-1" />
          <span>
            I agree to the{' '}
            <Link to="/terms" className="text-brand-700 dark:text-brand-500 underline">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to="/privacy" className="text-brand-700 dark:text-brand-500 underline">
              Privacy Policy
            </Link>
          </span>
        </label>
        <FormError message={error} />
        <Button type="submit">{busy ? 'Creating account...' : 'Create Account'}</Button>
      </fieldset>
    </form>
  );
}
