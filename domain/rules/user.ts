/**
 * The signed-in user and how a login / register / user-info answer becomes one. Free of zod
 * (../contracts/auth.ts holds the wire schemas): the root store reads every answer
 * through toUser, and its import graph stays free of zod (docs/benchmarks.md).
 */
/**
 * A login / register / user-info answer (docs/product.md §3); the user fields may be missing.
 * ../contracts/auth.ts's loginResponseSchema is checked against it, so this file needs nothing of that one.
 */
export interface LoginResponse {
  isAuthenticated: boolean;
  userId?: string;
  email?: string;
  name?: string;
  role?: string;
  accountType?: string;
  subType?: string;
}

/** The signed-in user of docs/product.md §3; role, accountType and subType default to ''. */
export interface User {
  userId: string;
  email: string;
  name: string;
  role: string;
  accountType: string;
  subType: string;
}

/** docs/product.md §5: a user only when isAuthenticated is true and userId is present; missing fields become ''. */
// Checked by hand against loginResponseSchema (../contracts/auth.ts): every page's first request ends here.
export function toUser(response: unknown): User | null {
  if (typeof response !== 'object' || response === null) return null;
  const r = response as Partial<Record<keyof LoginResponse, unknown>>;
  const texts = [r.userId, r.email, r.name, r.role, r.accountType, r.subType];
  if (typeof r.isAuthenticated !== 'boolean') return null;
  if (texts.some((t) => t !== undefined && typeof t !== 'string')) return null;
  if (!r.isAuthenticated || typeof r.userId !== 'string' || !r.userId) return null;
  const text = (t: unknown) => (typeof t === 'string' ? t : '');
  return {
    userId: r.userId,
    email: text(r.email),
    name: text(r.name),
    role: text(r.role),
    accountType: text(r.accountType),
    subType: text(r.subType),
  };
}

/**
 * The id of the JSON data block in the page the server sends, holding what GET
 * /api/account/user-info would answer that request; the app reads it instead of asking.
 */
export const USER_INFO_ELEMENT_ID = 'user-info';
