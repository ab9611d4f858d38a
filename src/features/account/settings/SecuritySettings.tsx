import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { apiMessage } from '@/lib/formErrors';
import { useZodForm } from '@/lib/useZodForm';
import { useAppDispatch } from '@/app/hooks';
import { deleteAccount as deleteAccountThunk } from '../accountApi';
import { ChangePasswordForm } from './ChangePasswordForm';

export const DELETE_ACCOUNT_CONFIRMATION =
  'Are you sure you want to delete your account? This action cannot be undone.';
export const DELETE_NEEDS_PASSWORD = 'Enter your current password to delete the account';

// The server checks the current password too (docs/design.md §3). Built with the form's first
// check, not before the page paints (src/lib/useZodForm.ts).
let deleteForm: ReturnType<typeof import('./deleteForm').deleteFormSchema> | undefined;
const deleteFormSchema = async () =>
  (deleteForm ??= (await import('./deleteForm')).deleteFormSchema(DELETE_NEEDS_PASSWORD));

/** Security tab: change password and the Danger Zone (delete account after a confirmation). */
export function SecuritySettings() {
  const dispatch = useAppDispatch();
  const [deleting, setDeleting] = useState(false);
  const form = useZodForm(deleteFormSchema, { defaultValues: { currentPassword: '' } });
  const navigate = useNavigate();

  const deleteAccount = form.handleSubmit(async ({ currentPassword }) => {
    // A browser confirmation comes first; declining leaves everything as it was.
    if (!window.confirm(DELETE_ACCOUNT_CONFIRMATION)) return;
    setDeleting(true);
    try {
      // The app signs out on this answer (src/app/listeners.ts).
      await dispatch(deleteAccountThunk({ currentPassword }));
      toast.success('Your account was deleted');
      void navigate('/');
    } catch (error) {
      setDeleting(false);
      form.serverErrors(error);
      toast.error(apiMessage(error, 'The account could not be deleted.'));
    }
  });

  return (
    <div className="flex flex-col gap-8">
      <ChangePasswordForm />
      <section
        aria-label="Danger Zone"
        className="flex max-w-xl flex-col gap-2 rounded-lg border border-red-300 p-4 dark:border-red-800"
      >
        <h3 className="font-semibold text-red-700 dark:text-red-400">Danger Zone</h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Deleting your account removes your profile, bets, subscriptions and sessions. A
          handicapper&apos;s graded picks stay in the public records as &quot;Deleted
          handicapper&quot;.
        </p>
        <Field
          label="Current Password"
          type="password"
          autoComplete="current-password"
          {...form.field('currentPassword')}
        />
        <Button
          variant="destructive"
          className="self-start"
          disabled={deleting}
          onClick={() => void deleteAccount()}
        >
          {deleting ? 'Deleting...' : 'Delete Account'}
        </Button>
      </section>
    </div>
  );
}
