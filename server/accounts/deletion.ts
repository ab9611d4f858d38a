import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/db';

/**
 * A module's part in deleting an account (DELETE /api/account, ./settingsRoutes.ts): its work
 * before the deletion (telling the payment provider, say), resolving to what it writes in the
 * deletion's transaction, before the user's row goes.
 */
export type AccountDeletionStep = (
  userId: string,
  log: FastifyBaseLogger,
) => Promise<(tx: Queryable) => Promise<void>>;

/**
 * The parts other modules take in deleting an account, in the order they were added: a module
 * that keeps a user's data of its own adds its part when it is registered, so accounts need not
 * know the modules built on it.
 */
export class AccountDeletion {
  private readonly steps: AccountDeletionStep[] = [];

  add(step: AccountDeletionStep): void {
    this.steps.push(step);
  }

  /** Runs each part's work before the deletion; resolves to their writes in its transaction. */
  async prepare(userId: string, log: FastifyBaseLogger): Promise<(tx: Queryable) => Promise<void>> {
    const writes: ((tx: Queryable) => Promise<void>)[] = [];
    for (const step of this.steps) writes.push(await step(userId, log));
    return async (tx) => {
      for (const write of writes) await write(tx);
    };
  }
}
