import { toast } from '@/lib/toast';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { settingsSchema, type Settings } from '@domain/contracts/account';
import { apiMessage } from '@/lib/formErrors';
import { useZodForm } from '@/lib/useZodForm';
import { useSaveSettingsMutation } from '../accountApi';

type Section = keyof Settings;

/**
 * One settings section on the one form hook: its schema from the domain, saved with PUT
 * /api/account/settings; the server's field errors land under the same fields.
 */
export function useSettingsForm<K extends Section>(
  section: K,
  settings: Settings,
  success: string,
) {
  const [save] = useSaveSettingsMutation();
  const schema = settingsSchema.shape[section] as unknown as z.ZodType<Settings[K], Settings[K]>;
  const form = useZodForm(schema, {
    defaultValues: settings[section] as DefaultValues<Settings[K]>,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save({ [section]: values }).unwrap();
      toast.success(success);
    } catch (error) {
      form.serverErrors(error, section);
      toast.error(apiMessage(error));
    }
  });
  return { form, onSubmit, busy: form.formState.isSubmitting };
}
