import { SPORT_LABELS, type Sport } from '@domain/rules/sports';
import type { StepProps } from './applicationForm';
import { Field, FieldError, TextareaField } from '@/components/ui/Field';
import { CheckBox } from './controls';

// docs/product.md §3 lists the expertise choices in this order.
const EXPERTISE: Sport[] = ['nfl', 'nba', 'mlb', 'nhl', 'ncaaf', 'ncaab'];

export function ExperienceStep({ form }: StepProps) {
  const sports = form.watch('sports');
  const toggle = (sport: Sport) =>
    form.setValue(
      'sports',
      sports.includes(sport) ? sports.filter((s) => s !== sport) : [...sports, sport],
    );
  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Sports expertise</legend>
        <div className="grid grid-cols-3 gap-2">
          {EXPERTISE.map((sport) => (
            <CheckBox
              key={sport}
              label={SPORT_LABELS[sport]}
              checked={sports.includes(sport)}
              onChange={() => toggle(sport)}
            />
          ))}
        </div>
        <FieldError error={form.errorOf('sports')} />
      </fieldset>
      <TextareaField
        label="Betting experience"
        placeholder="How long have you been handicapping, and what is your record?"
        {...form.field('experience')}
      />
      <TextareaField
        label="Handicapping approach"
        placeholder="What do you look for? Models, matchups, line movement..."
        {...form.field('approach')}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field
          label="Twitter URL"
          type="url"
          placeholder="https://twitter.com/you"
          {...form.field('twitterUrl')}
        />
        <Field
          label="Instagram URL"
          type="url"
          placeholder="https://instagram.com/you"
          {...form.field('instagramUrl')}
        />
      </div>
    </div>
  );
}
