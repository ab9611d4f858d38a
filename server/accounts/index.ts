// The accounts module's door (docs/architecture.md "Server modules"): its plugin, and what
// the app and other modules use of users, sessions and settings.
export { demoAccountsEnabled } from './demo';
export { hubSessions, userFromRequestHeaders } from './hubUser';
export { accountsPlugin } from './plugin';
export { loadUser, requireRole, requireUser, signedIn } from './requireUser';
export { userInfo } from './sessionRoutes';
export {
  forgetUserSessions,
  sessionCookieName,
  sessionToken,
  userForSessionToken,
} from './sessions';
export { noticeRecipients, wantsMail } from './settings';
export { hashToken, randomToken } from './tokens';
export { emailKey, findUserByEmail, grantRole, insertUser, userNames, type UserRow } from './users';
