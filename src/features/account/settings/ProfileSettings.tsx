import { Button } from '@/components/ui/Button';
import type { Settings } from '@domain/contracts/account';
import { initials } from '@domain/rules/display';
import { Field, TextareaField } from '@/components/ui/Field';
import { useSettingsForm } from './useSettingsForm';

/** Profile tab: first name, last name, username and bio, stored with PUT /api/account/settings. */
export function ProfileSettings({ settings }: { settings: Settings }) {
  const { form, onSubmit, busy } = useSettingsForm(
    'profile',
    settings,
    'Profile updated successfully',
  );
  const [firstName, lastName] = form.watch(['firstName', 'lastName']);

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      aria-label="Profile"
      className="flex flex-col gap-4"
      noValidate
    >
      <span
        aria-label="Profile photo"
        role="img"
        className="bg-brand-600 flex h-16 w-16 items-center justify-center rounded-full text-xl font-semibold text-white"
      >
        {initials(`${firstName} ${lastName}`)}
      </span>
      <fieldset disabled={busy} className="grid gap-4 sm:grid-cols-2">
        <Field label="First Name" {...form.field('firstName')} required />
        <Field label="Last Name" {...form.field('lastName')} required />
        <Field label="Username" {...form.field('username')} className="sm:col-span-2" />
        <TextareaField
          label="Bio"
          rows={4}
          placeholder="Tell other bettors about yourself"
          {...form.field('bio')}
          className="sm:col-span-2"
        />
      </fieldset>
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
