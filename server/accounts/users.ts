import { randomUUID } from 'node:crypto';
import type { LoginResponse } from '@domain/rules/user';
import type { Queryable } from '../db/db';

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

export async function linkGoogleSubject(
  db: Queryable,
  userId: string,
  subject: string,
): Promise<void> {
  await db.query('UPDATE users SET google_subject = $2 WHERE id = $1', [userId, subject]);
}
