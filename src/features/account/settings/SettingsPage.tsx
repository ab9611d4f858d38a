import { PageSpinner } from '@/components/layout/RootLayout';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { useAppSelector } from '@/app/hooks';
import { useSearchParams } from 'react-router-dom';
import { EMAIL_CHANGE_CONFIRMED, EMAIL_CHANGE_INVALID } from '@domain/rules/account';
import type { Settings } from '@domain/contracts/account';
import { useGetSettingsQuery } from '@/lib/accountSettingsApi';
import { apiMessage } from '@/lib/formErrors';
import { AccountSettings } from './AccountSettings';
import { BankrollSettings } from './BankrollSettings';
import { NotificationSettings } from './NotificationSettings';
import { ProfileSettings } from './ProfileSettings';
import { SecuritySettings } from './SecuritySettings';
import { SETTINGS_TABS, type SettingsTab } from './settingsLinks';

/** The Account tab: email, zone and language, then the bet tracker's unit size and bankroll. */
function AccountTab({ settings }: { settings: Settings }) {
  return (
    <div className="flex flex-col gap-10">
      <AccountSettings settings={settings} />
      <BankrollSettings settings={settings} />
    </div>
  );
}

const TABS: {
  value: SettingsTab;
  label: string;
  Content: (p: { settings: Settings }) => React.ReactNode;
}[] = [
  { value: 'profile', label: 'Profile', Content: ProfileSettings },
  { value: 'account', label: 'Account', Content: AccountTab },
  { value: 'notifications', label: 'Notifications', Content: NotificationSettings },
  { value: 'security', label: 'Security', Content: SecuritySettings },
];

/** /settings: four tabs over GET/PUT /api/account/settings, change password and delete account. */
export function SettingsPage() {
  const user = useAppSelector((state) => state.auth.user);
  const { data, error, isLoading } = useGetSettingsQuery(user?.userId ?? '', { skip: !user });
  // Where the email change link lands (GET /api/account/confirm-email redirects here).
  const [params, setParams] = useSearchParams();
  const emailChange = params.get('emailChange');
  // ?tab= opens a tab (the profile's "Unit Size & Bankroll" opens Account); the tab shown is kept there.
  const asked = params.get('tab');
  const tab = SETTINGS_TABS.find((t) => t === asked) ?? 'profile';
  const showTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-bold">Account Settings</h1>
      {emailChange === 'confirmed' && (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
          {EMAIL_CHANGE_CONFIRMED}
        </p>
      )}
      {emailChange === 'invalid' && (
        <p role="alert" className="text-sm text-red-600">
          {EMAIL_CHANGE_INVALID}
        </p>
      )}
      {isLoading && <PageSpinner />}
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {apiMessage(error, 'Your settings could not be loaded.')}
        </p>
      )}
      {data && (
        <Tabs value={tab} onValueChange={showTab}>
          <TabsList>
            {TABS.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map(({ value, Content }) => (
            <TabsContent
              key={value}
              value={value}
              className="rounded-lg border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
            >
              <Content settings={data} />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </div>
  );
}
