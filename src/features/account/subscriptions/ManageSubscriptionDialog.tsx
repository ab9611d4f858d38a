import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { useSimulatedSave } from '../useSimulatedSave';
import { PLANS, type Plan } from './subscriptionSamples';

export type ManageChoice = 'cancel' | 'pause' | 'change';

const CHOICES: { value: ManageChoice; label: string; hint: string }[] = [
  {
    value: 'cancel',
    label: 'Cancel subscription',
    hint: 'Your plan stays active until the renewal date.',
  },
  {
    value: 'pause',
    label: 'Pause for 1 month',
    hint: 'No charge next month; picks resume afterwards.',
  },
  {
    value: 'change',
    label: 'Change plan',
    hint: 'Switch to another plan from the next billing period.',
  },
];

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentPlanId: Plan['id'];
  /** The choice the dialog opens with; docs/product.md §4 makes cancel the default. */
  initialChoice?: ManageChoice;
  initialPlanId?: Plan['id'];
}

/** docs/product.md §4: cancel (default), pause 1 month or change plan; Confirm shows 'Processing...' for 1 s, then closes. */
export function ManageSubscriptionDialog({
  open,
  onOpenChange,
  currentPlanId,
  initialChoice,
  initialPlanId,
}: Props) {
  const otherPlans = PLANS.filter((plan) => plan.id !== currentPlanId);
  const [choice, setChoice] = useState<ManageChoice>(initialChoice ?? 'cancel');
  const [planId, setPlanId] = useState(initialPlanId ?? otherPlans[0]?.id ?? currentPlanId);
  const { busy, run } = useSimulatedSave();

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Manage Subscription</DialogTitle>
          <DialogDescription>Choose what to do with your current plan.</DialogDescription>
        </DialogHeader>
        <fieldset className="flex flex-col gap-2" disabled={busy}>
          <legend className="sr-only">Subscription action</legend>
          {CHOICES.map((item) => (
            <label
              key={item.value}
              className="has-checked:border-brand-600 flex cursor-pointer gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-700"
            >
              <input
                type="radio"
                name="manage-choice"
                value={item.value}
                checked={choice === item.value}
                onChange={() => setChoice(item.value)}
              />
              <span>
                <span className="block text-sm font-medium">{item.label}</span>
                <span className="block text-xs text-slate-500">{item.hint}</span>
              </span>
            </label>
          ))}
          {choice === 'change' && (
            <label className="flex flex-col gap-1 text-sm">
              New plan
              <select
                value={planId}
                onChange={(event) => setPlanId(event.target.value as Plan['id'])}
                className="rounded-md border border-slate-300 bg-white p-2 dark:border-slate-700 dark:bg-slate-950"
              >
                {otherPlans.map((plan) => (
                  <option key={plan.id} value={plan.id}>
                    {plan.name}
                  </option>
                ))}
              </select>
            </label>
          )}
        </fieldset>
        <DialogFooter>
          <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button disabled={busy} onClick={() => run(() => onOpenChange(false))}>
            {busy ? 'Processing...' : 'Confirm'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
