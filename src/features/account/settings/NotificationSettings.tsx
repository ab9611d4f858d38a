import { Button } from '@/components/ui/Button';
import { cn } from '@/components/ui/cn';
import type { NotificationSettings as Prefs, Settings } from '@domain/contracts/account';
import { useSettingsForm } from './useSettingsForm';

const TOGGLES: { key: keyof Prefs; label: string; hint: string }[] = [
  {
    key: 'email',
    label: 'Email Notifications',
    hint: 'Every notice by mail too (picks, game starts, applications, account)',
  },
  {
    key: 'newPicks',
    label: 'New Picks',
    hint: 'When a handicapper you follow posts picks: in the app, and by mail if email is on',
  },
  {
    key: 'gameStart',
    label: 'Game Start',
    hint: 'When a game you bet on, or a handicapper you follow picked, starts: in the app, and by mail if email is on',
  },
  {
    key: 'marketing',
    label: 'Marketing',
    hint: 'Offers and product news (kept for when there are any; none are sent yet)',
  },
];

/** Notifications tab: four switches stored on the server; the notification sender honours them. */
export function NotificationSettings({ settings }: { settings: Settings }) {
  const { form, onSubmit, busy } = useSettingsForm(
    'notifications',
    settings,
    'Notification preferences saved',
  );
  const prefs = form.watch();

  return (
    <div className="flex max-w-xl flex-col gap-4">
      <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-800">
        {TOGGLES.map(({ key, label, hint }) => (
          <li key={key} className="flex items-center justify-between gap-4 py-3">
            <span>
              <span className="block text-sm font-medium">{label}</span>
              <span className="block text-xs text-slate-500">{hint}</span>
            </span>
            <button
              type="button"
              role="switch"
              aria-checked={prefs[key]}
              aria-label={label}
              disabled={busy}
              onClick={() => form.setValue(key, !prefs[key], { shouldDirty: true })}
              className={cn(
                'relative h-6 w-11 shrink-0 rounded-full transition-colors disabled:opacity-50',
                prefs[key] ? 'bg-brand-600' : 'bg-slate-300 dark:bg-slate-700',
              )}
            >
              <span
                className={cn(
                  'absolute top-0.5 left-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform',
                  prefs[key] && 'translate-x-5',
                )}
              />
            </button>
          </li>
        ))}
      </ul>
      <Button onClick={() => void onSubmit()} disabled={busy} className="self-start">
        {busy ? 'Saving...' : 'Save Preferences'}
      </Button>
    </div>
  );
}
