import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { Button, buttonVariants } from '@/components/ui/Button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { isHandicapper } from '@/domain/roles';
import {
  handicapperApplicationSchema,
  type ApplicationResponse,
} from '@/domain/marketplaceApplication';
import { apiFieldErrors, apiMessage, zodFieldErrors } from '@/lib/formErrors';
import { useSubmitApplicationMutation } from '../handicappersApi';
import { emptyApplication, STEPS, toPayload, type Application } from './applicationForm';
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

/** The form's names that differ from the payload's. */
const PAYLOAD_FIELD: Record<string, string> = {
  twitter: 'twitterUrl',
  instagram: 'instagramUrl',
  price: 'monthlyPrice',
  agreeTerms: 'acceptTerms',
  agreeAccuracy: 'acceptAccuracy',
};

const stepOf = (field: string) =>
  STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field));

/** The errors of the given steps only (the later steps are not shown yet). */
function errorsUpTo(all: Record<string, string>, last: number): Record<string, string> {
  return Object.fromEntries(Object.entries(all).filter(([field]) => stepOf(field) <= last));
}

function Result({ result, onDone }: { result: ApplicationResponse; onDone: () => void }) {
  const approved = result.application.status === 'approved';
  // The links wait for the session's new role, so /revenue opens without a new sign-in.
  const ready = useAppSelector((state) => isHandicapper(state.auth.user));
  return (
    <>
      <DialogHeader>
        <DialogTitle>{approved ? 'Welcome aboard!' : 'Application received'}</DialogTitle>
        <DialogDescription>
          {approved
            ? 'You are now a handicapper: your profile is listed with the price you chose.'
            : 'Professional applications are reviewed by the Edgewise team. We will notify you here and by mail once yours is approved.'}
        </DialogDescription>
      </DialogHeader>
      <DialogFooter>
        {approved && !ready ? (
          <p className="text-sm text-slate-500">Setting up your handicapper account...</p>
        ) : approved ? (
          <>
            <Link
              to="/enter-picks"
              onClick={onDone}
              className={buttonVariants({ variant: 'outline' })}
            >
              Enter Picks
            </Link>
            <Link to="/revenue" onClick={onDone} className={buttonVariants()}>
              Open Revenue Dashboard
            </Link>
          </>
        ) : (
          <Button onClick={onDone}>Close</Button>
        )}
      </DialogFooter>
    </>
  );
}

/** docs/product.md §4 steps; each Next checks its step, Submit posts the application. */
export function ApplicationWizard({ user, onDone }: { user: Applicant; onDone: () => void }) {
  const [step, setStep] = useState(0);
  const [form, setForm] = useState(() => prefilled(user));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<ApplicationResponse | null>(null);
  const [submit, { isLoading }] = useSubmitApplicationMutation();
  const update = (patch: Partial<Application>) => {
    setForm((current) => ({ ...current, ...patch }));
    // A changed field's error goes until the next check.
    const changed = Object.keys(patch).map((key) => PAYLOAD_FIELD[key] ?? key);
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !changed.includes(field))),
    );
  };
  const StepView = STEP_VIEWS[step] ?? PersonalStep;
  const last = step === STEPS.length - 1;

  /** Validates the steps up to `upTo`; on errors, shows them and goes to the first such step. */
  function check(upTo: number): boolean {
    const parsed = handicapperApplicationSchema.safeParse(toPayload(form));
    const found = parsed.success ? {} : errorsUpTo(zodFieldErrors(parsed.error), upTo);
    setErrors(found);
    const first = Math.min(...Object.keys(found).map(stepOf));
    if (Number.isFinite(first)) setStep(first);
    return Object.keys(found).length === 0;
  }

  async function send() {
    setFailure(null);
    if (!check(STEPS.length - 1)) return;
    try {
      // An approved application: the app re-reads the signed-in user (src/app/listeners.ts).
      setResult(await submit(toPayload(form)).unwrap());
    } catch (error) {
      const fields = apiFieldErrors(error);
      setErrors(fields);
      const first = Math.min(
        ...Object.keys(fields)
          .map(stepOf)
          .filter((i) => i >= 0),
      );
      if (Number.isFinite(first)) setStep(first);
      setFailure(apiMessage(error, 'The application could not be sent.'));
    }
  }

  if (result) return <Result result={result} onDone={onDone} />;

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
      <StepView form={form} update={update} errors={errors} />
      {failure && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {failure}
        </p>
      )}
      <DialogFooter>
        {step > 0 && (
          <Button variant="outline" disabled={isLoading} onClick={() => setStep(step - 1)}>
            Previous
          </Button>
        )}
        {last ? (
          <Button disabled={isLoading} onClick={() => void send()}>
            {isLoading ? 'Submitting...' : 'Submit'}
          </Button>
        ) : (
          <Button onClick={() => check(step) && setStep(step + 1)}>Next</Button>
        )}
      </DialogFooter>
    </>
  );
}
