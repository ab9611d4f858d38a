import type { HandicapperType } from '@domain/contracts/marketplaceApplication';
import type { StepProps } from './applicationForm';
import { Field, FieldError } from '@/components/ui/Field';

const TYPES: { value: HandicapperType; label: string; text: string }[] = [
  { value: 'novice', label: 'Novice', text: 'Building a public record' },
  { value: 'professional', label: 'Professional', text: 'An established, verifiable record' },
];

export function PersonalStep({ form }: StepProps) {
  const photo = form.watch('photo');
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field label="First name" {...form.field('firstName')} />
      <Field label="Last name" {...form.field('lastName')} />
      <Field label="Email" type="email" {...form.field('email')} />
      <Field label="Phone" type="tel" {...form.field('phone')} />
      <Field
        label="Profile photo"
        type="file"
        accept="image/*"
        className="sm:col-span-2"
        hint={photo ? `Selected: ${photo}` : 'A square image works best.'}
        onChange={(e) => form.setValue('photo', e.target.files?.[0]?.name ?? '')}
      />
      <fieldset className="flex flex-col gap-2 sm:col-span-2">
        <legend className="mb-1 text-sm font-medium">Handicapper type</legend>
        {TYPES.map((type) => (
          <label key={type.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              value={type.value}
              {...form.register('type')}
              className="accent-brand-600"
            />
            <span className="font-medium">{type.label}</span>
            <span className="text-slate-500 dark:text-slate-400">{type.text}</span>
          </label>
        ))}
        <FieldError error={form.errorOf('type')} />
      </fieldset>
    </div>
  );
}
