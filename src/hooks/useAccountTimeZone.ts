import { useAppSelector } from '@/app/hooks';
import { useGetSettingsQuery } from '@/lib/accountSettingsApi';
import { browserTimeZone } from '@/lib/formatInZone';

/** The display zone (docs/product.md "Times and time zones"): the account's, else the browser's. */
export function useAccountTimeZone(): string {
  const user = useAppSelector((state) => state.auth.user);
  const { data } = useGetSettingsQuery(user?.userId ?? '', { skip: !user });
  return data?.account.timeZone ?? browserTimeZone();
}
