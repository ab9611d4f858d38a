import { toast } from '@/lib/toast';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { RESET_LINK_INVALID } from '@domain/rules/auth';
import { apiMessage } from '@/lib/formErrors';
import { useZodForm } from '@/lib/useZodForm';
import { AUTH_SUCCESS_TOAST_MS, useResetPasswordMutation } from './authApi';
import { AuthCard } from './AuthCard';
import { Field, FormError } from '@/components/ui/Field';

// The form's schema (and zod) load after the page's first paint (src/lib/useZodForm.ts).
const newPasswordFormSchema = () => import('./authForms').then((m) => m.newPasswordFormSchema);

/** Reads the token from the mailed link (?token=), sets the new password, then goes to /auth/login. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [resetPassword] = useResetPasswordMutation();
  const token = useSearchParams()[0].get('token') ?? '';
  const form = useZodForm(newPasswordFormSchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await resetPassword({ token, ...values }).unwrap();
      toast.success('Your password has been reset. Please log in.', {
        duration: AUTH_SUCCESS_TOAST_MS,
      });
      void navigate('/auth/login', { replace: true });
    } catch (err) {
      form.setFormError(apiMessage(err, 'Could not reset the password. Please try again.'));
    }
  });

  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
      <form
        onSubmit={(e) => void onSubmit(e)}
        className="flex flex-col gap-3"
        aria-label="Reset password"
      >
        <fieldset disabled={busy || !token} className="flex flex-col gap-3">
          <Field
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            {...form.field('password')}
          />
          <Field
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            {...form.field('confirmPassword')}
          />
          <FormError message={token ? form.formError : RESET_LINK_INVALID} />
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
