import { PLATFORM_SHARE } from '@domain/rules/catalogue';
import { HANDICAPPER_ROLE } from '@domain/rules/roles';
import { centsToDecimal, dollarsToCents } from '@domain/rules/text';
import {
  APPLICATION_APPROVED_TITLE,
  type ApplicationResponse,
  type HandicapperApplication,
} from '@domain/contracts/marketplaceApplication';
import {
  emailKey,
  findUserByEmail,
  forgetUserSessions,
  grantRole,
  wantsMail,
  type UserRow,
} from '../accounts';
import type { Db, Queryable } from '../db/db';
import { saveCapperProfile } from '../handicappers';
import { composeMail, type SendMail } from '../mail';
import { insertNotification } from './notifications';

interface ApplicationRow {
  id: string;
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  type: 'novice' | 'professional';
  sports: string[];
  approach: string;
  monthly_price: number | string;
  status: 'pending' | 'approved';
  created_at: Date | string;
}

const COLUMNS = `id::text AS id, user_id::text AS user_id, email, first_name, last_name, type, sports,
  approach, monthly_price, status, created_at`;

export interface ApplicationDeps {
  db: Db;
  mail: SendMail;
  publicUrl: string;
}

function toResponse(row: ApplicationRow): ApplicationResponse {
  return {
    application: {
      type: row.type,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
    },
    handicapperId: row.status === 'approved' ? row.user_id : null,
  };
}

/** The applicant's pending application, if any. */
export async function pendingApplication(
  db: Queryable,
  userId: string,
): Promise<ApplicationRow | null> {
  const { rows } = await db.query<ApplicationRow>(
    `SELECT ${COLUMNS} FROM handicapper_applications WHERE user_id = $1 AND status = 'pending'`,
    [userId],
  );
  return rows[0] ?? null;
}

/**
 * Makes the applicant a handicapper: role Handicapper and a capper profile (id = user id, so the
 * directory and existing links keep working) with the price, sports and approach they gave.
 */
async function grantHandicapper(tx: Queryable, app: ApplicationRow): Promise<void> {
  await grantRole(tx, app.user_id, HANDICAPPER_ROLE, {
    firstName: app.first_name,
    lastName: app.last_name,
  });
  await saveCapperProfile(tx, {
    userId: app.user_id,
    name: `${app.first_name} ${app.last_name}`.trim(),
    avatar: (app.first_name.slice(0, 1) + app.last_name.slice(0, 1)).toUpperCase(),
    sports: app.sports,
    price: app.monthly_price,
    bio: app.approach.slice(0, 300),
    // The platform's share of this capper's charges (docs/product.md §9).
    platformShare: PLATFORM_SHARE[app.type],
  });
  await tx.query(
    `UPDATE handicapper_applications SET status = 'approved', decided_at = now() WHERE id = $1`,
    [app.id],
  );
}

/** In the app and, if the user wants mail, by mail: what became of the application. */
async function tellApplicant(
  deps: ApplicationDeps,
  app: ApplicationRow,
  title: string,
  body: string,
  link: string,
): Promise<void> {
  await insertNotification(deps.db, app.user_id, { kind: 'application', title, body, link });
  if (await wantsMail(deps.db, app.user_id))
    await deps.mail(
      composeMail({
        to: app.email,
        subject: title,
        name: app.first_name,
        blocks: [body, { link: `${deps.publicUrl}${link}` }],
      }),
    );
}

const APPROVED_BODY =
  'You are now an Edgewise handicapper. Enter picks for your subscribers and follow your revenue.';

/** Stores an application; a novice one is granted at once. */
export async function submitApplication(
  deps: ApplicationDeps,
  user: UserRow,
  body: HandicapperApplication,
): Promise<ApplicationResponse> {
  const row = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<ApplicationRow>(
      `INSERT INTO handicapper_applications (user_id, email, first_name, last_name, phone, type,
         sports, experience, approach, twitter_url, instagram_url, monthly_price, weekly_picks,
         special_offers)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING ${COLUMNS}`,
      [
        user.id,
        body.email.trim(),
        body.firstName.trim(),
        body.lastName.trim(),
        body.phone.trim(),
        body.type,
        body.sports,
        body.experience.trim(),
        body.approach.trim(),
        body.twitterUrl?.trim() ?? '',
        body.instagramUrl?.trim() ?? '',
        // Exact cents as decimal text for the numeric column: no float on the way (docs/product.md §9).
        centsToDecimal(dollarsToCents(body.monthlyPrice) ?? 0),
        body.weeklyPicks,
        body.specialOffers?.trim() ?? '',
      ],
    );
    const inserted = rows[0];
    if (!inserted) throw new Error('application insert returned nothing');
    if (inserted.type === 'novice') {
      await grantHandicapper(tx, inserted);
      return { ...inserted, status: 'approved' as const };
    }
    return inserted;
  });
  // The session's user is re-read on the next request, so the new role applies at once.
  forgetUserSessions(deps.db, user.id);
  if (row.status === 'approved')
    await tellApplicant(deps, row, APPLICATION_APPROVED_TITLE, APPROVED_BODY, '/revenue');
  else
    await tellApplicant(
      deps,
      row,
      'We received your handicapper application',
      'Professional applications are reviewed by the Edgewise team; we will tell you when yours is approved.',
      '/become-handicapper',
    );
  return toResponse(row);
}

/** `npm run admin -- approve-application <email>`: grants a pending application and tells the applicant. */
export async function approveApplication(
  deps: ApplicationDeps,
  email: string,
): Promise<ApplicationResponse | null> {
  const row = await deps.db.transaction(async (tx) => {
    const account = await findUserByEmail(tx, email);
    const { rows } = await tx.query<ApplicationRow>(
      `SELECT ${COLUMNS} FROM handicapper_applications a
       WHERE a.status = 'pending' AND (lower(a.email) = $1 OR a.user_id = $2::uuid)
       ORDER BY a.created_at DESC LIMIT 1`,
      [emailKey(email), account?.id ?? null],
    );
    const found = rows[0];
    if (!found) return null;
    await grantHandicapper(tx, found);
    return { ...found, status: 'approved' as const };
  });
  if (!row) return null;
  forgetUserSessions(deps.db, row.user_id);
  await tellApplicant(deps, row, APPLICATION_APPROVED_TITLE, APPROVED_BODY, '/revenue');
  return toResponse(row);
}
