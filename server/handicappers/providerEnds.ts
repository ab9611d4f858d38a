import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/db';
import type { PaymentProvider } from './paymentProvider';
import type { PaymentProviderKind } from './ledger';

// What the payment provider must still be told when an account or a subscription ends
// (docs/security.md "Money"): the provider is asked first, and whatever it could not be told waits
// in provider_actions, retried with a growing pause until it answers.

/** One thing to tell the provider: end a subscription, or refund an invoice's payments. */
export interface ProviderAction {
  action: 'end_subscription' | 'refund_invoice';
  ref: string;
}

/** The longest pause between two tries of one action. */
const MAX_PAUSE_MINUTES = 60;
/** A claimed action is left alone this long by other sweeps (a lease, in case this one dies). */
const LEASE_MINUTES = 5;
/** Actions one sweep handles at most. */
const BATCH = 50;

async function tell(provider: PaymentProvider, a: ProviderAction): Promise<void> {
  if (a.action === 'end_subscription') await provider.endSubscription(a.ref);
  else await provider.refundInvoice(a.ref);
}

/**
 * The capper subscriptions at the provider an account's deletion ends: the user's own and, for a
 * capper, every subscriber's, those that still bill or give access (renewing, or paid up to a
 * later date). The user's platform plan is the marketplace's (server/marketplace/plans.ts).
 */
export async function subscriptionsEndingWithAccount(
  db: Queryable,
  userId: string,
): Promise<ProviderAction[]> {
  const { rows } = await db.query<{ provider_ref: string }>(
    `SELECT DISTINCT s.provider_ref FROM subscriptions s
     WHERE s.provider = 'stripe' AND s.provider_ref IS NOT NULL
       AND (s.renews OR s.period_end > now())
       AND (s.user_id = $1::uuid OR s.handicapper_id IN
            (SELECT d.id FROM handicapper_directory d WHERE d.user_id = $1::uuid))`,
    [userId],
  );
  return rows.map((r) => ({ action: 'end_subscription' as const, ref: r.provider_ref }));
}

/** Tells the provider each action now; returns the ones it could not be told. */
export async function tellProvider(
  provider: PaymentProvider,
  actions: readonly ProviderAction[],
  log?: FastifyBaseLogger,
): Promise<ProviderAction[]> {
  const failed: ProviderAction[] = [];
  for (const a of actions) {
    try {
      await tell(provider, a);
    } catch (err) {
      log?.warn({ err, action: a.action, ref: a.ref }, 'payment provider unreachable; queued');
      failed.push(a);
    }
  }
  return failed;
}

/**
 * Queues actions for the retry sweep, each once; `tried` says they were tried just now (the next
 * try waits a minute), otherwise they are due at once.
 */
export async function queueProviderActions(
  tx: Queryable,
  provider: PaymentProviderKind,
  actions: readonly ProviderAction[],
  reason: string,
  tried = false,
): Promise<void> {
  for (const a of actions)
    await tx.query(
      `INSERT INTO provider_actions (provider, action, ref, reason, attempts, next_attempt_at)
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $5))
       ON CONFLICT (provider, action, ref) DO NOTHING`,
      [provider, a.action, a.ref, reason, tried ? 1 : 0],
    );
}

interface ActionRow {
  id: string;
  action: ProviderAction['action'];
  ref: string;
  attempts: number;
}

/**
 * One sweep of the queue: every action due by `now` is claimed (so two instances never send the
 * same one at once) and told to the provider; a success is marked done, a failure waits twice as
 * long as last time, at most an hour. Returns how many were done.
 */
export async function retryProviderEnds(
  db: Db,
  provider: PaymentProvider,
  now: Date = new Date(),
  log?: FastifyBaseLogger,
): Promise<number> {
  const { rows } = await db.query<ActionRow>(
    `UPDATE provider_actions SET next_attempt_at = $2::timestamptz + make_interval(mins => $4)
     WHERE id IN (SELECT id FROM provider_actions
                  WHERE done_at IS NULL AND provider = $1 AND next_attempt_at <= $2
                  ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
     RETURNING id::text AS id, action, ref, attempts`,
    [provider.kind, now, BATCH, LEASE_MINUTES],
  );
  let done = 0;
  for (const row of rows) {
    try {
      await tell(provider, row);
      await db.query(
        'UPDATE provider_actions SET done_at = now(), last_error = NULL WHERE id = $1',
        [row.id],
      );
      done += 1;
    } catch (err) {
      const attempts = row.attempts + 1;
      const pause = Math.min(MAX_PAUSE_MINUTES, 2 ** (attempts - 1));
      log?.warn(
        { err, action: row.action, ref: row.ref, attempts },
        'payment provider retry failed',
      );
      await db.query(
        `UPDATE provider_actions SET attempts = $2, last_error = $3,
           next_attempt_at = $4::timestamptz + make_interval(mins => $5) WHERE id = $1`,
        [row.id, attempts, err instanceof Error ? err.message : String(err), now, pause],
      );
    }
  }
  return done;
}
