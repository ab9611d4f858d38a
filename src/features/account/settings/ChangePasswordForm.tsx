import { useState, type SyntheticEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/Button';
import { Field } from '../Field';
import { useSimulatedSave } from '../useSimulatedSave';

const EMPTY = { current: '', next: '', confirm: '' };

/** Change password: all three fields required, the new one typed twice; the save is simulated. */
export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useSimulatedSave();

  function set(field: keyof typeof EMPTY, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setError(null);
  }

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (values.next !== values.confirm) {
      setError('Passwords do not match');
      return;
    }
    run(() => {
      setValues(EMPTY);
      toast.success('Password updated');
    });
  }

  return (
    <form onSubmit={submit} aria-label="Change Password" className="flex max-w-xl flex-col gap-3">
      <h3 className="font-semibold">Change Password</h3>
      <fieldset disabled={busy} className="flex flex-col gap-3">
        <Field
          label="Current Password"
          type="password"
          autoComplete="current-password"
          required
          value={values.current}
          onChange={(e) => set('current', e.target.value)}
        />
        <Field
          label="New Password"
          type="password"
          autoComplete="new-password"
          required
          value={values.next}
          onChange={(e) => set('next', e.target.value)}
        />
        <Field
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          required
          value={values.confirm}
          onChange={(e) => set('confirm', e.target.value)}
        />
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
