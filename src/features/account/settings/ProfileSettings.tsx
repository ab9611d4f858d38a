import { useState, type SyntheticEvent } from 'react';
import toast from 'react-hot-toast';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { Field, inputClass } from '../Field';
import { useSimulatedSave } from '../useSimulatedSave';
import { ChangePhoto } from './ChangePhoto';
import { splitName } from './settingsOptions';

/** Profile tab: first name, last name, username, bio and photo, prefilled from the signed-in user. */
export function ProfileSettings() {
  const user = useAppSelector((state) => state.auth.user);
  const [initial] = useState(() => ({
    ...splitName(user?.name ?? ''),
    username: user?.email.split('@')[0] ?? '',
  }));
  const [firstName, setFirstName] = useState(initial.firstName);
  const [lastName, setLastName] = useState(initial.lastName);
  const [username, setUsername] = useState(initial.username);
  const [bio, setBio] = useState('');
  const { busy, run } = useSimulatedSave();

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    run(() => toast.success('Profile updated successfully'));
  }

  return (
    <form onSubmit={submit} aria-label="Profile" className="flex flex-col gap-4">
      <ChangePhoto name={`${firstName} ${lastName}`} />
      <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
        <Field
          label="First Name"
          value={firstName}
          onChange={(e) => setFirstName(e.target.value)}
          required
        />
        <Field
          label="Last Name"
          value={lastName}
          onChange={(e) => setLastName(e.target.value)}
          required
        />
        <Field
          label="Username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          className="sm:col-span-2"
        />
        <label className="flex flex-col gap-1 text-sm font-medium sm:col-span-2">
          Bio
          <textarea
            rows={4}
            value={bio}
            onChange={(e) => setBio(e.target.value)}
            placeholder="Tell other bettors about yourself"
            className={inputClass}
          />
        </label>
      </fieldset>
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
