import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@domain/rules/user';
import type { Db, Queryable } from '../db/db';

export interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
  role: string;
  account_type: string;
  sub_type: string;
  google_subject: string | null;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  role?: string;
  accountType?: string;
  googleSubject?: string | null;
}

/** Emails are unique regardless of case; the key is computed here so both engines agree. */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

export function displayName(row: Pick<UserRow, 'first_name' | 'last_name'>): string {
  return `${row.first_name} ${row.last_name}`.trim();
}

/** The docs/design.md §3 LoginResponse for a signed-in user. */
export function loginResponse(row: UserRow): LoginResponse & { isAuthenticated: true } {
  return {
    isAuthenticated: true,
    userId: row.id,
    email: row.email,
    name: displayName(row),
    role: row.role,
    accountType: row.account_type,
    subType: row.sub_type,
  };
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE email_key = $1', [
    emailKey(email),
  ]);
  return rows[0] ?? null;
}

/** A user by id, read now (not from the session cache), or null for an account that is gone. */
export async function findUserById(db: Queryable, userId: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [userId]);
  return rows[0] ?? null;
}

/** The names of the users of `ids` (uuids) that still exist, by id (a capper's followers, a charge). */
export async function userNames(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, Pick<UserRow, 'first_name' | 'last_name'>>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; first_name: string; last_name: string }>(
    'SELECT id::text AS id, first_name, last_name FROM users WHERE id = ANY($1::uuid[])',
    [[...ids]],
  );
  return new Map(rows.map((r) => [r.id, { first_name: r.first_name, last_name: r.last_name }]));
}

export async function findUserByGoogleSubject(
  db: Queryable,
  subject: string,
): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE google_subject = $1', [
    subject,
  ]);
  return rows[0] ?? null;
}

/** Inserts a user; returns null when the email is already taken (unique violation, no partial row). */
export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (id, email, email_key, first_name, last_name, password_hash, role, account_type, google_subject)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (email_key) DO NOTHING
     RETURNING *`,
    [
      randomUUID(),
      user.email.trim(),
      emailKey(user.email),
      user.firstName,
      user.lastName,
      user.passwordHash,
      user.role ?? 'User',
      user.accountType ?? '',
      user.googleSubject ?? null,
    ],
  );
  return rows[0] ?? null;
}

export async function setPassword(
  db: Queryable,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

/**
 * A signed-in change of password: the new hash, every other session of the user ended (the one
 * of `keptSessionHash` stays) and every unused reset link burnt, at once. The caller forgets the
 * user's cached sessions once committed.
 */
export async function changePassword(
  db: Db,
  userId: string,
  passwordHash: string,
  keptSessionHash: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
    await tx.query('DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2', [
      userId,
      keptSessionHash,
    ]);
    await tx.query(
      'UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
      [userId],
    );
  });
}

export async function linkGoogleSubject(
  db: Queryable,
  userId: string,
  subject: string,
): Promise<void> {
  await db.query('UPDATE users SET google_subject = $2 WHERE id = $1', [userId, subject]);
}

/**
 * Grants a role (an approved handicapper application): the role and account type, and the name
 * the application gave. The caller forgets the user's cached sessions once committed.
 */
export async function grantRole(
  db: Queryable,
  userId: string,
  role: string,
  name: { firstName: string; lastName: string },
): Promise<void> {
  await db.query(
    `UPDATE users SET role = $2, account_type = $2, first_name = $3, last_name = $4 WHERE id = $1`,
    [userId, role, name.firstName, name.lastName],
  );
}

/**
 * Deletes an account: its sessions, bets, subscriptions, settings and notifications go with it
 * (ON DELETE CASCADE). The caller forgets the user's cached sessions once committed.
 */
export async function deleteUser(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM users WHERE id = $1', [userId]);
}
