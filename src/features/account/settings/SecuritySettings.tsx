import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/Button';
import { useSimulatedSave } from '../useSimulatedSave';
import { ChangePasswordForm } from './ChangePasswordForm';

export const DELETE_ACCOUNT_CONFIRMATION =
  'Are you sure you want to delete your account? This action cannot be undone.';

/** Security tab: change password, two-factor authentication and the Danger Zone (docs/product.md §2). */
export function SecuritySettings() {
  const [twoFactor, setTwoFactor] = useState(false);
  const twoFactorSave = useSimulatedSave();
  const deletion = useSimulatedSave();

  function toggleTwoFactor() {
    twoFactorSave.run(() => {
      setTwoFactor(!twoFactor);
      toast.success(
        twoFactor ? 'Two-factor authentication disabled' : 'Two-factor authentication enabled',
      );
    });
  }

  function deleteAccount() {
    // docs/product.md §2: a browser confirmation comes first; declining leaves everything as it was.
    if (!window.confirm(DELETE_ACCOUNT_CONFIRMATION)) return;
    deletion.run(() => toast.success('Account deletion requested'));
  }

  return (
    <div className="flex flex-col gap-8">
      <ChangePasswordForm />
      <section aria-label="Two-Factor Authentication" className="flex max-w-xl flex-col gap-2">
        <h3 className="font-semibold">Two-Factor Authentication</h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {twoFactor
            ? 'Two-factor authentication is on.'
            : 'Add a second step to sign-in with a code from an authenticator app.'}
        </p>
        <Button
          variant="outline"
          className="self-start"
          disabled={twoFactorSave.busy}
          onClick={toggleTwoFactor}
        >
          {twoFactorSave.busy ? 'Saving...' : twoFactor ? 'Disable 2FA' : 'Enable 2FA'}
        </Button>
      </section>
      <section
        aria-label="Danger Zone"
        className="flex max-w-xl flex-col gap-2 rounded-lg border border-red-300 p-4 dark:border-red-800"
      >
        <h3 className="font-semibold text-red-700 dark:text-red-400">Danger Zone</h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Deleting your account removes your profile, picks and subscriptions permanently.
        </p>
        <Button
          variant="destructive"
          className="self-start"
          disabled={deletion.busy}
          onClick={deleteAccount}
        >
          {deletion.busy ? 'Deleting...' : 'Delete Account'}
        </Button>
      </section>
    </div>
  );
}
