import { z } from 'zod';

/** RFC 9457 problem details, the one error shape of the API (docs/design.md §3). */
export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .catchall(z.unknown())
  .meta({ id: 'ProblemDetails' });

export type ProblemDetails = z.infer<typeof problemSchema>;
