import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/Button';
import { Select } from '@/components/ui/Select';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { addMonths } from 'date-fns';
import {
  formatCents,
  planOf,
  PLANS,
  subscriptionTerms,
  type PlanId,
} from '@domain/rules/catalogue';
import { formatInZone } from '@/lib/formatInZone';
import { useAccountTimeZone } from '@/hooks/useAccountTimeZone';
import { planActionSchema, type PlanAction } from '@domain/contracts/marketplacePlans';
import { useChangePlanMutation } from '../accountApi';
import { apiMessage } from '@/lib/formErrors';
import { useZodForm } from '@/lib/useZodForm';

export type ManageChoice = PlanAction['action'];

const CHOICES: { value: ManageChoice; label: string; hint: string }[] = [
  {
    value: 'cancel',
    label: 'Cancel subscription',
    hint: 'Your plan stays active until the renewal date, then you are on the Trial plan.',
  },
  {
    value: 'pause',
    label: 'Pause for 1 month',
    hint: 'No charge next month; the plan resumes on the renewal date.',
  },
  {
    value: 'change',
    label: 'Change plan',
    hint: 'Switch now: a paid plan is charged today and renews monthly from today.',
  },
];

const DONE: Record<ManageChoice, string> = {
  cancel: 'Subscription cancelled',
  pause: 'Subscription paused for a month',
  change: 'Plan changed',
};

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentPlanId: PlanId;
  /** The choice the dialog opens with; docs/product.md §4 makes cancel the default. */
  initialChoice?: ManageChoice;
  initialPlanId?: PlanId;
}

/** Cancel (default), pause a month or change plan, sent to POST /api/plan. */
export function ManageSubscriptionDialog({
  open,
  onOpenChange,
  currentPlanId,
  initialChoice,
  initialPlanId,
}: Props) {
  const otherPlans = PLANS.filter((plan) => plan.id !== currentPlanId);
  const onFree = currentPlanId === 'free';
  // The form holds a plan even for cancel and pause; the schema sends it only with change.
  const form = useZodForm(planActionSchema, {
    defaultValues: {
      action: initialChoice ?? (onFree ? 'change' : 'cancel'),
      planId: initialPlanId ?? otherPlans[0]?.id ?? currentPlanId,
    } as PlanAction,
  });
  const choice = form.watch('action');
  const chosenId = form.watch('planId') as PlanId | undefined;
  const chosen = choice === 'change' && chosenId ? planOf(chosenId) : null;
  const zone = useAccountTimeZone();
  // The terms of a paid plan, shown before anything is charged (docs/product.md §9).
  const terms =
    chosen && chosen.priceCents > 0
      ? subscriptionTerms(
          chosen.priceCents,
          chosen.period,
          formatInZone(addMonths(new Date(), 1).toISOString(), zone, 'date'),
        )
      : null;
  const [changePlan, { isLoading: busy }] = useChangePlanMutation();

  const confirm = form.handleSubmit(async (action) => {
    try {
      const answer = await changePlan(action).unwrap();
      if (answer.checkoutUrl) {
        window.location.assign(answer.checkoutUrl);
        return;
      }
      toast.success(DONE[action.action]);
      onOpenChange(false);
    } catch (error) {
      toast.error(apiMessage(error, 'The plan could not be changed.'));
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Manage Subscription</DialogTitle>
          <DialogDescription>Choose what to do with your current plan.</DialogDescription>
        </DialogHeader>
        <fieldset className="flex flex-col gap-2" disabled={busy}>
          <legend className="sr-only">Subscription action</legend>
          {CHOICES.filter((item) => !onFree || item.value === 'change').map((item) => (
            <label
              key={item.value}
              className="has-checked:border-brand-600 flex cursor-pointer gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-700"
            >
              <input type="radio" value={item.value} {...form.register('action')} />
              <span>
                <span className="block text-sm font-medium">{item.label}</span>
                <span className="block text-xs text-slate-500">{item.hint}</span>
              </span>
            </label>
          ))}
          {choice === 'change' && (
            <label className="flex flex-col gap-1 text-sm">
              New plan
              <Select {...form.register('planId')}>
                {otherPlans.map((plan) => (
                  <option key={plan.id} value={plan.id}>
                    {plan.name}
                  </option>
                ))}
              </Select>
            </label>
          )}
          {terms && chosen && (
            <section
              aria-label="Price and renewal"
              className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700"
            >
              <p className="font-medium">{chosen.name} plan</p>
              <p>{terms.charge}</p>
              <p>{terms.renewal}</p>
              <p className="text-slate-600 dark:text-slate-400">{terms.cancel}</p>
            </section>
          )}
        </fieldset>
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button disabled={busy} onClick={() => void confirm()}>
            {busy
              ? 'Processing...'
              : terms && chosen
                ? `Confirm and pay ${formatCents(chosen.priceCents)}`
                : 'Confirm'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
