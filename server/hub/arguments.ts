import type { z } from 'zod';
import { HubError } from './types';

/**
 * One hub method argument parsed by its zod schema (the domain's, as routes use): a refusal is a
 * HubError with the schema's first message, which the caller gets as its error completion
 * (docs/hub.md §2.2).
 */
export function hubArgument<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new HubError(parsed.error.issues[0]?.message ?? 'The argument is invalid.');
}
