import type { HandicapperType } from '@/domain/marketplaceApplication';
import type { StepProps } from './applicationForm';
import { Field, FieldError } from '@/components/ui/Field';

const TYPES: { value: HandicapperType; label: string; text: string }[] = [
  { value: 'novice', label: 'Novice', text: 'Building a public record' },
  { value: 'professional', label: 'Professional', text: 'An established, verifiable record' },
];

export function PersonalStep({ form, update, errors }: StepProps) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field
        label="First name"
        value={form.firstName}
        onChange={(e) => update({ firstName: e.target.value })}
        error={errors.firstName}
      />
      <Field
        label="Last name"
        value={form.lastName}
        onChange={(e) => update({ lastName: e.target.value })}
        error={errors.lastName}
      />
      <Field
        label="Email"
        type="email"
        value={form.email}
        onChange={(e) => update({ email: e.target.value })}
        error={errors.email}
      />
      <Field
        label="Phone"
        type="tel"
        value={form.phone}
        onChange={(e) => update({ phone: e.target.value })}
        error={errors.phone}
      />
      <Field
        label="Profile photo"
        type="file"
        accept="image/*"
        className="sm:col-span-2"
        hint={form.photo ? `Selected: ${form.photo}` : 'A square image works best.'}
        onChange={(e) => update({ photo: e.target.files?.[0]?.name ?? '' })}
      />
      <fieldset className="flex flex-col gap-2 sm:col-span-2">
        <legend className="mb-1 text-sm font-medium">Handicapper type</legend>
        {TYPES.map((type) => (
          <label key={type.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="handicapper-type"
              value={type.value}
              checked={form.type === type.value}
              onChange={() => update({ type: type.value })}
              className="accent-brand-600"
            />
            <span className="font-medium">{type.label}</span>
            <span className="text-slate-500 dark:text-slate-400">{type.text}</span>
          </label>
        ))}
        <FieldError error={errors.type} />
      </fieldset>
    </div>
  );
}
