import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/Button';
import type { ChangePassword } from '@domain/contracts/account';
import { useChangePasswordMutation } from '../accountApi';
import { Field } from '@/components/ui/Field';
import { apiMessage } from '@/lib/formErrors';
import { useZodForm } from '@/lib/useZodForm';

const EMPTY: ChangePassword = { currentPassword: '', newPassword: '', confirmPassword: '' };
// Loaded with the form's first check, not before the page paints (src/lib/useZodForm.ts).
const changePasswordSchema = async () =>
  (await import('@domain/contracts/account')).changePasswordSchema;

/** Change password: the current one is checked by the server, which also ends other sessions. */
export function ChangePasswordForm() {
  const form = useZodForm(changePasswordSchema, { defaultValues: EMPTY });
  const [change] = useChangePasswordMutation();
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    try {
      await change(values).unwrap();
      form.reset(EMPTY);
      toast.success('Password updated. Other devices were signed out.');
    } catch (error) {
      form.serverErrors(error);
      toast.error(apiMessage(error, 'The password could not be changed.'));
    }
  });

  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-label="Change Password"
      className="flex max-w-xl flex-col gap-3"
      noValidate
    >
      <h3 className="font-semibold">Change Password</h3>
      <fieldset disabled={busy} className="flex flex-col gap-3">
        <Field
          label="Current Password"
          type="password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
        />
        <Field
          label="New Password"
          type="password"
          autoComplete="new-password"
          {...form.field('newPassword')}
        />
        <Field
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
      </fieldset>
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
