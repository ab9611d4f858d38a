import { Link } from 'react-router-dom';
import type { StepProps } from './applicationForm';
import { CheckBox } from './controls';

export function TermsStep({ form }: StepProps) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Handicappers publish at least 10 picks per week, keep a win rate of at least 52% to stay
        active, and never share personal information.
      </p>
      <CheckBox
        label={
          <>
            I agree to the{' '}
            <Link to="/terms" className="text-brand-700 dark:text-brand-500 underline">
              Terms of Service
            </Link>{' '}
            and the handicapper rules.
          </>
        }
        {...form.field('acceptTerms')}
      />
      <CheckBox
        label="I confirm that the information in this application is accurate."
        {...form.field('acceptAccuracy')}
      />
    </div>
  );
}
