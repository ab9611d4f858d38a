import { useState, type SyntheticEvent } from 'react';
import { Button } from '@/components/ui/Button';
import type { Settings } from '@/domain/account';
import { Field, TextareaField } from '@/components/ui/Field';
import { useSectionSave } from './useSectionSave';

function initials(first: string, last: string): string {
  return (first.slice(0, 1) + last.slice(0, 1)).toUpperCase() || '?';
}

/** Profile tab: first name, last name, username and bio, stored with PUT /api/account/settings. */
export function ProfileSettings({ settings }: { settings: Settings }) {
  const [values, setValues] = useState(settings.profile);
  const { submit, busy, errors } = useSectionSave('profile', 'Profile updated successfully');
  const set = (patch: Partial<Settings['profile']>) => setValues((v) => ({ ...v, ...patch }));

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    void submit(values);
  }

  return (
    <form onSubmit={onSubmit} aria-label="Profile" className="flex flex-col gap-4" noValidate>
      <span
        aria-label="Profile photo"
        role="img"
        className="bg-brand-600 flex h-16 w-16 items-center justify-center rounded-full text-xl font-semibold text-white"
      >
        {initials(values.firstName, values.lastName)}
      </span>
      <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
        <Field
          label="First Name"
          value={values.firstName}
          onChange={(e) => set({ firstName: e.target.value })}
          error={errors.firstName}
          required
        />
        <Field
          label="Last Name"
          value={values.lastName}
          onChange={(e) => set({ lastName: e.target.value })}
          error={errors.lastName}
          required
        />
        <Field
          label="Username"
          value={values.username}
          onChange={(e) => set({ username: e.target.value })}
          error={errors.username}
          className="sm:col-span-2"
        />
        <TextareaField
          label="Bio"
          rows={4}
          value={values.bio}
          onChange={(e) => set({ bio: e.target.value })}
          placeholder="Tell other bettors about yourself"
          error={errors.bio}
          className="sm:col-span-2"
        />
      </fieldset>
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
