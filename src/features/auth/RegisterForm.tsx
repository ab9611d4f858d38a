import { toast } from '@/lib/toast';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { REGISTRATION_ERROR_FALLBACK, REGISTRATION_FAILED } from '@domain/rules/auth';
import { apiMessage } from '@/lib/formErrors';
import { useZodForm } from '@/lib/useZodForm';
import { AUTH_SUCCESS_TOAST_MS, useRegisterMutation } from './authApi';
import { Field, FormError } from '@/components/ui/Field';

// The forms' schemas (and zod) load after the page's first paint (src/lib/useZodForm.ts).
const registerDialogFormSchema = () =>
  import('./authForms').then((m) => m.registerDialogFormSchema);
const registerFormSchema = () => import('./authForms').then((m) => m.registerFormSchema);

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
  const form = useZodForm(checkPasswordsMatch ? registerDialogFormSchema : registerFormSchema, {
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      terms: false,
    },
  });
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(
    async ({ email, password, confirmPassword, firstName, lastName }) => {
      const result = await register({ email, password, confirmPassword, firstName, lastName });
      if (result.data) {
        toast.success('Account created successfully', { duration: AUTH_SUCCESS_TOAST_MS });
        onSuccess();
        return;
      }
      const message = result.error
        ? apiMessage(result.error, REGISTRATION_ERROR_FALLBACK)
        : REGISTRATION_FAILED;
      form.setFormError(message === REGISTRATION_FAILED ? failedMessage : message);
    },
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3" aria-label="Register">
      <fieldset disabled={disabled || busy} className="flex flex-col gap-3">
        <div className="grid grid-cols-2 gap-3">
          <Field
            label="First name"
            autoComplete="given-name"
            required
            {...form.field('firstName')}
          />
          <Field
            label="Last name"
            autoComplete="family-name"
            required
            {...form.field('lastName')}
          />
        </div>
        <Field label="Email" type="email" autoComplete="email" required {...form.field('email')} />
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          {...form.field('password')}
        />
        <Field
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          {...form.field('confirmPassword')}
        />
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" required className="mt-1" {...form.register('terms')} />
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
        <FormError message={form.formError} />
        <Button type="submit">{busy ? 'Creating account...' : 'Create Account'}</Button>
      </fieldset>
    </form>
  );
}
