import { useState, type SyntheticEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/Button';
import { changePasswordSchema, type ChangePassword } from '@/domain/account';
import { useChangePasswordMutation } from '../accountApi';
import { Field } from '@/components/ui/Field';
import { apiFieldErrors, apiMessage, zodFieldErrors, type FieldErrors } from '@/lib/formErrors';

const EMPTY: ChangePassword = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change password: the current one is checked by the server, which also ends other sessions. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [change, { isLoading: busy }] = useChangePasswordMutation();

  function set(field: keyof ChangePassword, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      await change(parsed.data).unwrap();
      setValues(EMPTY);
      toast.success('Password updated. Other devices were signed out.');
    } catch (error) {
      setErrors(apiFieldErrors(error));
      toast.error(apiMessage(error, 'The password could not be changed.'));
    }
  }

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
          value={values.currentPassword}
          onChange={(e) => set('currentPassword', e.target.value)}
          error={errors.currentPassword}
        />
        <Field
          label="New Password"
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={(e) => set('newPassword', e.target.value)}
          error={errors.newPassword}
        />
        <Field
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(e) => set('confirmPassword', e.target.value)}
          error={errors.confirmPassword}
        />
      </fieldset>
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
