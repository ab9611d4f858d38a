// docs/product.md §3: notification preferences are kept locally (there is no server call for settings).

export interface NotificationPrefs {
  email: boolean;
  newPicks: boolean;
  gameStart: boolean;
  marketing: boolean;
}

export const NOTIFICATION_PREFS_KEY = 'edgewise.notificationPrefs';

export const DEFAULT_NOTIFICATION_PREFS: NotificationPrefs = {
  email: true,
  newPicks: true,
  gameStart: true,
  marketing: false,
};

/** The saved preferences; anything missing or unreadable falls back to the defaults. */
export function loadNotificationPrefs(storage: Storage = localStorage): NotificationPrefs {
  try {
    const saved = JSON.parse(storage.getItem(NOTIFICATION_PREFS_KEY) ?? '{}') as Record<
      string,
      unknown
    >;
    const prefs = { ...DEFAULT_NOTIFICATION_PREFS };
    for (const key of Object.keys(prefs) as (keyof NotificationPrefs)[]) {
      const value = saved[key];
      if (typeof value === 'boolean') prefs[key] = value;
    }
    return prefs;
  } catch {
    return { ...DEFAULT_NOTIFICATION_PREFS };
  }
}

export function saveNotificationPrefs(
  prefs: NotificationPrefs,
  storage: Storage = localStorage,
): void {
  storage.setItem(NOTIFICATION_PREFS_KEY, JSON.stringify(prefs));
}
