import { useState, type SyntheticEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { LANGUAGES, TIME_ZONES, type Settings } from '@/domain/account';
import { Field, SelectField } from '@/components/ui/Field';
import { ChangeEmailForm } from './ChangeEmailForm';
import { useSectionSave } from './useSectionSave';

/**
 * Account tab: the email (changed below, with the password and a mailed link), time zone (dates
 * across the app are shown in it) and language.
 */
export function AccountSettings({ settings }: { settings: Settings }) {
  const [values, setValues] = useState(settings.account);
  const { submit, busy, errors } = useSectionSave('account', 'Account settings saved');
  const set = (patch: Partial<Settings['account']>) => setValues((v) => ({ ...v, ...patch }));

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    void submit(values);
  }

  return (
    <div className="flex flex-col gap-8">
      <form
        onSubmit={onSubmit}
        aria-label="Account"
        className="flex max-w-xl flex-col gap-4"
        noValidate
      >
        <fieldset disabled={busy} className="flex flex-col gap-4">
          <Field label="Email" type="email" value={values.email} readOnly error={errors.email} />
          <SelectField
            label="Timezone"
            value={values.timeZone}
            onChange={(e) => set({ timeZone: e.target.value as Settings['account']['timeZone'] })}
            error={errors.timeZone}
          >
            {TIME_ZONES.map((zone) => (
              <option key={zone.value} value={zone.value}>
                {zone.label}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Language"
            value={values.language}
            onChange={(e) => set({ language: e.target.value as Settings['account']['language'] })}
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
