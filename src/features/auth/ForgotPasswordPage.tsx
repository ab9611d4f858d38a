import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { FORGOT_PASSWORD_SENT } from '@domain/rules/auth';
import { apiMessage } from '@/lib/formErrors';
import { useZodForm } from '@/lib/useZodForm';
import { useForgotPasswordMutation } from './authApi';
import { AuthCard } from './AuthCard';
import { Field, FormError } from '@/components/ui/Field';

// The form's schema (and zod) load after the page's first paint (src/lib/useZodForm.ts).
const emailFormSchema = () => import('./authForms').then((m) => m.emailFormSchema);

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [requestPasswordReset] = useForgotPasswordMutation();
  const [sent, setSent] = useState(false);
  const form = useZodForm(emailFormSchema, { defaultValues: { email: '' } });
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email).unwrap();
      setSent(true);
    } catch (err) {
      form.setFormError(apiMessage(err, 'Could not send the reset link. Please try again.'));
    }
  });

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
          onSubmit={(e) => void onSubmit(e)}
          className="flex flex-col gap-3"
          aria-label="Forgot password"
        >
          <fieldset disabled={busy} className="flex flex-col gap-3">
            <Field
              label="Email"
              type="email"
              autoComplete="email"
              required
              {...form.field('email')}
            />
            <FormError message={form.formError} />
            <Button type="submit">{busy ? 'Sending...' : 'Send Reset Link'}</Button>
          </fieldset>
        </form>
      )}
    </AuthCard>
  );
}
