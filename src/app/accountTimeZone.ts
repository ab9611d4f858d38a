// The account's time zone belongs to the account feature's settings; every feature shows dates
// in it. Features never import each other, so the app hands it on.
export { useAccountTimeZone } from '@/features/account/settingsApi';
