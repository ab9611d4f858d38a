import type { z } from 'zod';
import type {
  capperRecordSchema,
  handicapperDetailSchema,
  handicapperSchema,
  subscriptionsResponseSchema,
} from '@domain/contracts/marketplace';

/**
 * A capper's record (graded picks at their prices; `picks` also counts pending).
 * @internal The record shape the handicapper test fixtures build.
 */
export type CapperRecord = z.infer<typeof capperRecordSchema>;

/** docs/product.md §3 handicapper card fields, plus the record and whether the figures are sample data. */
export type Handicapper = z.infer<typeof handicapperSchema>;

export type HandicapperDetail = z.infer<typeof handicapperDetailSchema>;

/** A stored subscription with its capper (docs/product.md §3 followed handicapper). */
export type CapperSubscription = z.infer<
  typeof subscriptionsResponseSchema
>['subscriptions'][number];
