/** The Account tab's Bet Tracker section, by its id. */
export const BANKROLL_SECTION = 'bankroll';

/** The settings' tabs, as `?tab=` names them. */
export const SETTINGS_TABS = ['profile', 'account', 'notifications', 'security'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** A settings tab, and a section of it, as a link ("Unit Size & Bankroll": the Account tab's Bet Tracker). */
export const settingsLink = (tab: SettingsTab, section?: string): string =>
  `/settings?tab=${tab}${section ? `#${section}` : ''}`;
