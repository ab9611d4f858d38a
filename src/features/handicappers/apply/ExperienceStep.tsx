import { SPORT_LABELS, type Sport } from '@/domain/sports';
import type { StepProps } from './applicationForm';
import { Field, FieldError, TextareaField } from '@/components/ui/Field';
import { CheckBox } from './controls';

// docs/product.md §3 lists the expertise choices in this order.
const EXPERTISE: Sport[] = ['nfl', 'nba', 'mlb', 'nhl', 'ncaaf', 'ncaab'];

export function ExperienceStep({ form, update, errors }: StepProps) {
  const toggle = (sport: Sport) =>
    update({
      sports: form.sports.includes(sport)
        ? form.sports.filter((s) => s !== sport)
        : [...form.sports, sport],
    });
  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Sports expertise</legend>
        <div className="grid grid-cols-3 gap-2">
          {EXPERTISE.map((sport) => (
            <CheckBox
              key={sport}
              label={SPORT_LABELS[sport]}
              checked={form.sports.includes(sport)}
              onChange={() => toggle(sport)}
            />
          ))}
        </div>
        <FieldError error={errors.sports} />
      </fieldset>
      <TextareaField
        label="Betting experience"
        placeholder="How long have you been handicapping, and what is your record?"
        value={form.experience}
        onChange={(e) => update({ experience: e.target.value })}
        error={errors.experience}
      />
      <TextareaField
        label="Handicapping approach"
        placeholder="What do you look for? Models, matchups, line movement..."
        value={form.approach}
        onChange={(e) => update({ approach: e.target.value })}
        error={errors.approach}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field
          label="Twitter URL"
          type="url"
          placeholder="https://twitter.com/you"
          value={form.twitter}
          onChange={(e) => update({ twitter: e.target.value })}
          error={errors.twitterUrl}
        />
        <Field
          label="Instagram URL"
          type="url"
          placeholder="https://instagram.com/you"
          value={form.instagram}
          onChange={(e) => update({ instagram: e.target.value })}
          error={errors.instagramUrl}
        />
      </div>
    </div>
  );
}
