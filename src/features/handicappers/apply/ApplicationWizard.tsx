import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { emptyApplication, STEPS, type Application } from './applicationForm';
import { ExperienceStep } from './ExperienceStep';
import { PersonalStep } from './PersonalStep';
import { PricingStep } from './PricingStep';
import { TermsStep } from './TermsStep';

const STEP_VIEWS = [PersonalStep, ExperienceStep, PricingStep, TermsStep];

interface Applicant {
  name: string;
  email: string;
}

function prefilled(user: Applicant): Application {
  const [firstName = '', ...rest] = user.name.split(' ');
  return { ...emptyApplication(), firstName, lastName: rest.join(' '), email: user.email };
}

/** docs/product.md §4: steps personal, experience, pricing, terms; Submit only on terms, and it just closes. */
export function ApplicationWizard({ user, onDone }: { user: Applicant; onDone: () => void }) {
  const [step, setStep] = useState(0);
  const [form, setForm] = useState(() => prefilled(user));
  const update = (patch: Partial<Application>) => setForm((current) => ({ ...current, ...patch }));
  const StepView = STEP_VIEWS[step] ?? PersonalStep;
  const last = step === STEPS.length - 1;

  return (
    <>
      <DialogHeader>
        <DialogTitle>Handicapper Application</DialogTitle>
        <DialogDescription>
          Step {step + 1} of {STEPS.length}: {STEPS[step]?.title}
        </DialogDescription>
      </DialogHeader>
      <ol aria-label="Application steps" className="flex gap-1">
        {STEPS.map((s, i) => (
          <li
            key={s.id}
            aria-current={i === step ? 'step' : undefined}
            className={`h-1.5 flex-1 rounded-full ${i <= step ? 'bg-brand-600' : 'bg-slate-200 dark:bg-slate-700'}`}
          >
            <span className="sr-only">{s.title}</span>
          </li>
        ))}
      </ol>
      <StepView form={form} update={update} />
      <DialogFooter>
        {step > 0 && (
          <Button variant="outline" onClick={() => setStep(step - 1)}>
            Previous
          </Button>
        )}
        {last ? (
          <Button onClick={onDone}>Submit</Button>
        ) : (
          <Button onClick={() => setStep(step + 1)}>Next</Button>
        )}
      </DialogFooter>
    </>
  );
}
