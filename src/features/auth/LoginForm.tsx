import type { ReactNode } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/Button';
import { LOGIN_ERROR_FALLBACK, LOGIN_FAILED } from '@domain/rules/auth';
import { apiMessage } from '@/lib/formErrors';
import { useZodForm } from '@/lib/useZodForm';
import { AUTH_SUCCESS_TOAST_MS, useLoginMutation } from './authApi';
import { Field, FormError } from '@/components/ui/Field';

// The form's schema (and zod) load after the page's first paint (src/lib/useZodForm.ts).
const loginFormSchema = () => import('./authForms').then((m) => m.loginFormSchema);

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
  const form = useZodForm(loginFormSchema, {
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await login(values);
    if (result.data) {
      toast.success('Logged in successfully', { duration: AUTH_SUCCESS_TOAST_MS });
      onSuccess();
      return;
    }
    // No user in the answer: the form's failure text; a refusal: the server's text, else the fallback.
    const message = result.error ? apiMessage(result.error, LOGIN_ERROR_FALLBACK) : LOGIN_FAILED;
    form.setFormError(message === LOGIN_FAILED ? failedMessage : message);
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3" aria-label="Login">
      <fieldset disabled={disabled || busy} className="flex flex-col gap-3">
        <Field label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <div className="flex items-center justify-between text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" {...form.register('rememberMe')} />
            Remember me
          </label>
          {forgotPassword}
        </div>
        <FormError message={form.formError} />
        <Button type="submit">{busy ? 'Logging in...' : 'Login'}</Button>
      </fieldset>
    </form>
  );
}
