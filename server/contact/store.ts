import type { ContactMessage, StoredContactMessage } from '@domain/contracts/contact';
import type { Queryable } from '../db/db';

interface ContactRow {
  id: string;
  user_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  subject: ContactMessage['subject'];
  message: string;
  created_at: Date | string;
}

/** How many messages the admin list shows, newest first. */
export const CONTACT_LIST_LIMIT = 200;

/** Stores one message of the contact form; the owner of contact_messages is this module. */
export async function saveContactMessage(
  db: Queryable,
  userId: string | null,
  m: ContactMessage,
): Promise<StoredContactMessage> {
  const { rows } = await db.query<ContactRow>(
    `INSERT INTO contact_messages (user_id, first_name, last_name, email, subject, message)
     VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id::text AS id, user_id::text AS user_id, first_name, last_name, email, subject,
       message, created_at`,
    [userId, m.firstName, m.lastName, m.email, m.subject, m.message],
  );
  const row = rows[0];
  if (!row) throw new Error('contact message insert returned nothing');
  return toMessage(row);
}

export async function listContactMessages(db: Queryable): Promise<StoredContactMessage[]> {
  const { rows } = await db.query<ContactRow>(
    `SELECT id::text AS id, user_id::text AS user_id, first_name, last_name, email, subject,
       message, created_at
     FROM contact_messages ORDER BY created_at DESC, id DESC LIMIT ${CONTACT_LIST_LIMIT}`,
  );
  return rows.map(toMessage);
}

function toMessage(row: ContactRow): StoredContactMessage {
  return {
    id: row.id,
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
