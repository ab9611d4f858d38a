import { useState, type SyntheticEvent } from 'react';
import toast from 'react-hot-toast';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import { Field, inputClass } from '../Field';
import { useSimulatedSave } from '../useSimulatedSave';
import { LANGUAGES, TIMEZONES } from './settingsOptions';

/** Account tab: email, timezone and language (docs/product.md §3), saved with the simulated one-second wait. */
export function AccountSettings() {
  const user = useAppSelector((state) => state.auth.user);
  const [email, setEmail] = useState(user?.email ?? '');
  const [timezone, setTimezone] = useState<string>(TIMEZONES[0].value);
  const [language, setLanguage] = useState<string>(LANGUAGES[0].value);
  const { busy, run } = useSimulatedSave();

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    run(() => toast.success('Account settings saved'));
  }

  return (
    <form onSubmit={submit} aria-label="Account" className="flex max-w-xl flex-col gap-4">
      <fieldset disabled={busy} className="flex flex-col gap-4">
        <Field
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <label className="flex flex-col gap-1 text-sm font-medium">
          Timezone
          <select
            value={timezone}
            onChange={(e) => setTimezone(e.target.value)}
            className={inputClass}
          >
            {TIMEZONES.map((zone) => (
              <option key={zone.value} value={zone.value}>
                {zone.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Language
          <select
            value={language}
            onChange={(e) => setLanguage(e.target.value)}
            className={inputClass}
          >
            {LANGUAGES.map((lang) => (
              <option key={lang.value} value={lang.value}>
                {lang.label}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
