import { useAppSelector } from '@/app/hooks';
import { DEFAULT_TIME_ZONE } from '@/domain/account';
import { useGetSettingsQuery } from './accountApi';

/** The zone dates are shown in: the account's setting when signed in, else Eastern time. */
export function useAccountTimeZone(): string {
  const user = useAppSelector((state) => state.auth.user);
  const { data } = useGetSettingsQuery(user?.userId ?? '', { skip: !user });
  return data?.account.timeZone ?? DEFAULT_TIME_ZONE;
}
