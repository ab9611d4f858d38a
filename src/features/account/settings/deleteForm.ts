import { z } from 'zod';

/** The Danger Zone's form: the current password, with the tab's message when it is missing. */
export const deleteFormSchema = (missing: string) =>
  z.object({ currentPassword: z.string().min(1, missing) });
