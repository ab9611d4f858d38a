import { format, parseISO } from 'date-fns';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Panel, SampleBadge } from '../Panels';
import { formatPrice } from '../format';
import { AvailablePlans } from './AvailablePlans';
import { ManageSubscriptionDialog, type ManageChoice } from './ManageSubscriptionDialog';
import { CURRENT_PLAN, PAYMENT_METHOD, type Plan } from './subscriptionSamples';

// docs/product.md §8: these two actions only announce themselves with a browser alert.
export const CANCELLATION_ALERT = 'Subscription cancellation process initiated';
export const UPDATE_PAYMENT_ALERT = 'Update payment method process initiated';

interface DialogState {
  choice: ManageChoice;
  planId?: Plan['id'];
}

/** /subscriptions: current plan, payment method and the plans (docs/product.md §2), all sample content. */
export function SubscriptionsPage() {
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const plan = CURRENT_PLAN;
  const card = PAYMENT_METHOD;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">Manage Subscriptions</h1>
        <SampleBadge />
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        <Panel title="Current Plan">
          <p className="text-xl font-semibold">{plan.name}</p>
          <p className="text-slate-600 dark:text-slate-400">
            {formatPrice(plan.price)} per {plan.period}
          </p>
          <p className="mt-2 text-sm">
            Renews on {format(parseISO(plan.renewalDate), 'MMMM d, yyyy')}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button onClick={() => setDialog({ choice: 'cancel' })}>Manage Subscription</Button>
            <Button variant="destructive" onClick={() => window.alert(CANCELLATION_ALERT)}>
              Cancel Subscription
            </Button>
          </div>
        </Panel>
        <Panel title="Payment Method">
          <p className="flex items-center gap-2 font-medium">
            <CreditCard className="h-5 w-5" aria-hidden />
            {card.cardType} ending in {card.lastFour}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">Expires {card.expiryDate}</p>
          <Button
            variant="outline"
            className="mt-4"
            onClick={() => window.alert(UPDATE_PAYMENT_ALERT)}
          >
            Update Payment Method
          </Button>
        </Panel>
      </div>
      <AvailablePlans
        currentPlanId={plan.planId}
        onSelect={(planId) => setDialog({ choice: 'change', planId })}
      />
      {dialog && (
        <ManageSubscriptionDialog
          open
          onOpenChange={(open) => !open && setDialog(null)}
          currentPlanId={plan.planId}
          initialChoice={dialog.choice}
          initialPlanId={dialog.planId}
        />
      )}
    </div>
  );
}
