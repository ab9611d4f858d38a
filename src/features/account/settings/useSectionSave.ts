import { useState } from 'react';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { settingsSchema, type Settings } from '@/domain/account';
import { useSaveSettingsMutation } from '../accountApi';
import { apiFieldErrors, apiMessage, zodFieldErrors, type FieldErrors } from '@/lib/formErrors';

type Section = keyof Settings;

/** Saves one settings section with PUT /api/account/settings; errors per field, from either side. */
export function useSectionSave<K extends Section>(section: K, success: string) {
  const [save, { isLoading }] = useSaveSettingsMutation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const schema = settingsSchema.shape[section] as unknown as z.ZodType<Settings[K]>;

  async function submit(values: Settings[K]): Promise<boolean> {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return false;
    }
    setErrors({});
    try {
      await save({ [section]: parsed.data }).unwrap();
      toast.success(success);
      return true;
    } catch (error) {
      setErrors(apiFieldErrors(error, section));
      toast.error(apiMessage(error));
      return false;
    }
  }

  return { submit, busy: isLoading, errors };
}
