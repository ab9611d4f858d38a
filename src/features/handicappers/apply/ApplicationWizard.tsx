import { useEffect, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { Button, buttonVariants } from '@/components/ui/Button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/Dialog';
import { isHandicapper } from '@domain/rules/roles';
import type { ApplicationResponse } from '@domain/contracts/marketplaceApplication';
import { apiFieldErrors, apiMessage } from '@/lib/formErrors';
import { useZodForm } from '@/lib/useZodForm';
import { useSubmitApplicationMutation } from '../handicappersApi';
import {
  applicationFormSchema,
  emptyApplication,
  STEPS,
  toPayload,
  type Application,
} from './applicationForm';
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

const stepOf = (field: string) =>
  STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field));

/** The first step with one of these fields, or -1. */
function firstStepOf(fields: string[]): number {
  const first = Math.min(...fields.map(stepOf).filter((i) => i >= 0));
  return Number.isFinite(first) ? first : -1;
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
  const form = useZodForm(applicationFormSchema, { defaultValues: prefilled(user) });
  const [result, setResult] = useState<ApplicationResponse | null>(null);
  const [submit, { isLoading }] = useSubmitApplicationMutation();
  const StepView = STEP_VIEWS[step] ?? PersonalStep;
  const last = step === STEPS.length - 1;

  // A changed field's error goes until the next check.
  useEffect(() => {
    const watching = form.watch((_, { name }) => {
      if (name) form.clearErrors(name);
    });
    return () => watching.unsubscribe();
  }, [form]);

  /** Next checks this step's fields only (the later steps are not shown yet). */
  async function next() {
    const fields = STEPS[step]?.fields ?? [];
    if (await form.trigger([...fields])) setStep(step + 1);
  }

  /** Shows the first step that has an error. */
  function goToErrors(errors: FieldErrors<Application>) {
    const first = firstStepOf(Object.keys(errors));
    if (first >= 0) setStep(first);
  }

  const send = form.handleSubmit(async () => {
    try {
      // An approved application: the app re-reads the signed-in user (src/app/listeners.ts).
      setResult(await submit(toPayload(form.getValues())).unwrap());
    } catch (error) {
      form.serverErrors(error);
      const first = firstStepOf(Object.keys(apiFieldErrors(error)));
      if (first >= 0) setStep(first);
      form.setFormError(apiMessage(error, 'The application could not be sent.'));
    }
  }, goToErrors);

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
      <StepView form={form} />
      {form.formError && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {form.formError}
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
          <Button onClick={() => void next()}>Next</Button>
        )}
      </DialogFooter>
    </>
  );
}
