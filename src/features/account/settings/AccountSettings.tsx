import { Button } from '@/components/ui/Button';
import type { Settings } from '@domain/contracts/account';
import { LANGUAGES, TIME_ZONES } from '@domain/rules/locale';
import { Field, SelectField } from '@/components/ui/Field';
import { ChangeEmailForm } from './ChangeEmailForm';
import { useSettingsForm } from './useSettingsForm';

/**
 * Account tab: the email (changed below, with the password and a mailed link), time zone (dates
 * across the app are shown in it) and language (dates and numbers are written in it, through
 * src/lib/formatInZone.ts; the texts stay English: docs/product.md "Language").
 */
export function AccountSettings({ settings }: { settings: Settings }) {
  const { form, onSubmit, busy } = useSettingsForm('account', settings, 'Account settings saved');

  return (
    <div className="flex flex-col gap-8">
      <form
        onSubmit={(e) => void onSubmit(e)}
        aria-label="Account"
        className="flex max-w-xl flex-col gap-4"
        noValidate
      >
        <fieldset disabled={busy} className="flex flex-col gap-4">
          <Field label="Email" type="email" readOnly {...form.field('email')} />
          <SelectField label="Timezone" {...form.field('timeZone')}>
            {TIME_ZONES.map((zone) => (
              <option key={zone.value} value={zone.value}>
                {zone.label}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Language"
            hint="Dates, times and numbers are written in this language; texts are in English."
            {...form.field('language')}
          >
            {LANGUAGES.map((lang) => (
              <option key={lang.value} value={lang.value}>
                {lang.label}
              </option>
            ))}
          </SelectField>
        </fieldset>
        <Button type="submit" disabled={busy} className="self-start">
          {busy ? 'Saving...' : 'Save Changes'}
        </Button>
      </form>
      <ChangeEmailForm />
    </div>
  );
}
