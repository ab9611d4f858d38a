import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import type { Settings } from '@domain/contracts/account';
import { BANKROLL_SECTION } from './settingsLinks';
import { useSettingsForm } from './useSettingsForm';

/**
 * The bet tracker's settings (docs/product.md §9 "Bet tracker"): what one unit is worth and the
 * bankroll the profile's chart starts from, both in dollars.
 */
export function BankrollSettings({ settings }: { settings: Settings }) {
  const { form, onSubmit, busy } = useSettingsForm('bankroll', settings, 'Bankroll settings saved');
  const section = useRef<HTMLFormElement>(null);
  const { hash } = useLocation();
  // The profile's "Unit Size & Bankroll" opens /settings?tab=account#bankroll: brought into view.
  useEffect(() => {
    if (hash === `#${BANKROLL_SECTION}`) section.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  const money = (name: 'unitSize' | 'startingBankroll') => ({
    ...form.register(name, { valueAsNumber: true }),
    error: form.errorOf(name),
  });

  return (
    <form
      id={BANKROLL_SECTION}
      ref={section}
      onSubmit={(e) => void onSubmit(e)}
      aria-label="Bet Tracker"
      className="flex max-w-xl flex-col gap-4"
      noValidate
    >
      <div>
        <h2 className="text-lg font-semibold">Bet Tracker</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Your profile counts money won as units won × your unit size, and charts your bankroll from
          the starting bankroll.
        </p>
      </div>
      <fieldset disabled={busy} className="flex flex-col gap-4">
        <Field
          label="Unit size ($)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0.01"
          hint="The money one unit stands for."
          {...money('unitSize')}
        />
        <Field
          label="Starting bankroll ($)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          {...money('startingBankroll')}
        />
      </fieldset>
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Saving...' : 'Save Bankroll'}
      </Button>
    </form>
  );
}
