import { Info } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { AccountSettings } from './AccountSettings';
import { NotificationSettings } from './NotificationSettings';
import { ProfileSettings } from './ProfileSettings';
import { SecuritySettings } from './SecuritySettings';

const TABS = [
  { value: 'profile', label: 'Profile', Content: ProfileSettings },
  { value: 'account', label: 'Account', Content: AccountSettings },
  { value: 'notifications', label: 'Notifications', Content: NotificationSettings },
  { value: 'security', label: 'Security', Content: SecuritySettings },
];

/** /settings (docs/product.md §2): four tabs whose saves are simulated (docs/product.md §7 has no settings call). */
export function SettingsPage() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">Account Settings</h1>
        <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          Preview: profile, account and security changes are simulated and not sent to the server.
          Notification preferences are kept in this browser.
        </p>
      </header>
      <Tabs defaultValue="profile">
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
            <Content />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
