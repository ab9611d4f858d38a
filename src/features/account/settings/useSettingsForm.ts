import { toast } from '@/lib/toast';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type { Settings } from '@domain/contracts/account';
import { apiMessage } from '@/lib/formErrors';
import { useZodForm } from '@/lib/useZodForm';
import { useSaveSettingsMutation } from '../accountApi';

type Section = keyof Settings;
type SectionSchema<K extends Section> = z.ZodType<Settings[K], Settings[K]>;

/**
 * Each section's schema, loaded with its form's first check rather than before the page paints
 * (src/lib/useZodForm.ts); one loader per section, the same on every render.
 */
const sectionLoaders = new Map<Section, () => Promise<SectionSchema<Section>>>();
function sectionSchema<K extends Section>(section: K): () => Promise<SectionSchema<K>> {
  let load = sectionLoaders.get(section);
  if (!load) {
    load = async () => (await import('@domain/contracts/account')).settingsSchema.shape[section];
    sectionLoaders.set(section, load);
  }
  return load as unknown as () => Promise<SectionSchema<K>>;
}

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
  const form = useZodForm(sectionSchema(section), {
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
