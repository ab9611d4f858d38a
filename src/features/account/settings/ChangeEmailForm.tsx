import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import type { ChangeEmail } from '@domain/contracts/account';
import { apiMessage } from '@/lib/formErrors';
import { useZodForm } from '@/lib/useZodForm';
import { useChangeEmailMutation } from '../accountApi';

const EMPTY: ChangeEmail = { newEmail: '', currentPassword: '' };
// Loaded with the form's first check, not before the page paints (src/lib/useZodForm.ts).
const changeEmailSchema = async () => (await import('@domain/contracts/account')).changeEmailSchema;

/**
 * Change email: the new address and the current password. The server mails a link to the new
 * address and a notice to the current one; the email changes when the link is opened.
 */
export function ChangeEmailForm() {
  const form = useZodForm(changeEmailSchema, { defaultValues: EMPTY });
  const [sent, setSent] = useState<string | null>(null);
  const [change] = useChangeEmailMutation();
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    try {
      const message = await change(values).unwrap();
      form.reset(EMPTY);
      setSent(message);
      toast.success(message);
    } catch (error) {
      form.serverErrors(error);
      toast.error(apiMessage(error, 'The email could not be changed.'));
    }
  });

  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-label="Change Email"
      className="flex max-w-xl flex-col gap-3"
      noValidate
    >
      <h3 className="font-semibold">Change Email</h3>
      <fieldset disabled={busy} className="flex flex-col gap-3">
        <Field label="New Email" type="email" autoComplete="email" {...form.field('newEmail')} />
        <Field
          label="Current Password"
          type="password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
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
