import { useState, type SyntheticEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { changeEmailSchema, type ChangeEmail } from '@/domain/account';
import { apiFieldErrors, apiMessage, zodFieldErrors, type FieldErrors } from '@/lib/formErrors';
import { useChangeEmailMutation } from '../accountApi';

const EMPTY: ChangeEmail = { newEmail: '', currentPassword: '' };

/**
 * Change email: the new address and the current password. The server mails a link to the new
 * address and a notice to the current one; the email changes when the link is opened.
 */
export function ChangeEmailForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState<string | null>(null);
  const [change, { isLoading: busy }] = useChangeEmailMutation();

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const parsed = changeEmailSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const message = await change(parsed.data).unwrap();
      setValues(EMPTY);
      setSent(message);
      toast.success(message);
    } catch (error) {
      setErrors(apiFieldErrors(error));
      toast.error(apiMessage(error, 'The email could not be changed.'));
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-label="Change Email"
      className="flex max-w-xl flex-col gap-3"
      noValidate
    >
      <h3 className="font-semibold">Change Email</h3>
      <fieldset disabled={busy} className="flex flex-col gap-3">
        <Field
          label="New Email"
          type="email"
          autoComplete="email"
          value={values.newEmail}
          onChange={(e) => setValues((v) => ({ ...v, newEmail: e.target.value }))}
          error={errors.newEmail}
        />
        <Field
          label="Current Password"
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={(e) => setValues((v) => ({ ...v, currentPassword: e.target.value }))}
          error={errors.currentPassword}
        />
      </fieldset>
      {sent && (
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {sent}
        </p>
      )}
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Sending...' : 'Send Confirmation Link'}
      </Button>
    </form>
  );
}
