import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { PageSpinner } from '@/components/layout/RootLayout';
import { Button } from '@/components/ui/Button';
import { formatInZone } from '@/lib/formatInZone';
import { formatCents } from '@domain/rules/catalogue';
import type { CurrentPlan } from '@domain/contracts/marketplacePlans';
import type { PlanId } from '@domain/rules/catalogue';
import { useGetPlanQuery } from '../accountApi';
import { SIMULATED_PAYMENT_NOTE } from '@domain/rules/marketplace';
import { Panel } from '../Panels';
import { useAccountTimeZone } from '@/hooks/useAccountTimeZone';
import { AvailablePlans } from './AvailablePlans';
import type { ManageChoice } from './ManageSubscriptionDialog';

// The dialog (its form, zod and the plan schemas) loads when a plan is changed, not with the page
// (docs/benchmarks.md, Lighthouse).
const ManageSubscriptionDialog = lazy(async () => ({
  default: (await import('./ManageSubscriptionDialog')).ManageSubscriptionDialog,
}));

interface DialogState {
  choice: ManageChoice;
  planId?: PlanId;
}

function planStatus(plan: CurrentPlan, zone: string): string {
  if (plan.status === 'cancelled')
    return `Cancelled: active until ${formatInZone(plan.endsOn, zone, 'date')}`;
  if (plan.status === 'paused')
    return `Paused: resumes on ${formatInZone(plan.resumesOn, zone, 'date')}, next charge ${formatInZone(plan.renewalDate, zone, 'date')}`;
  if (!plan.renewalDate) return `The ${plan.name} plan has no charge and no renewal.`;
  return `Renews on ${formatInZone(plan.renewalDate, zone, 'date')}`;
}

/**
 * How the plan is paid, without a card: Edgewise keeps no card, and names none it has not read
 * from the provider (docs/product.md §9).
 */
function paymentText(plan: CurrentPlan): string {
  if (plan.provider === 'stripe')
    return 'Paid by card through Stripe Checkout; Stripe keeps the card, Edgewise does not.';
  if (plan.provider === 'simulated') return SIMULATED_PAYMENT_NOTE;
  return `The ${plan.name} plan takes no payment: no card is needed.`;
}

/** /subscriptions: the stored plan (GET/POST /api/plan), the capper subscriptions, the plans. */
export function SubscriptionsPage() {
  const user = useAppSelector((state) => state.auth.user);
  const zone = useAccountTimeZone();
  const { data: plan } = useGetPlanQuery(user?.userId ?? '', { skip: !user });
  const [dialog, setDialog] = useState<DialogState | null>(null);
  // Back from Stripe Checkout: the plan begins when Stripe's signed webhook confirms the payment.
  const [search] = useSearchParams();
  const checkout = search.get('checkout');

  if (!user || !plan) return <PageSpinner />;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <h1 className="text-2xl font-bold">Manage Subscriptions</h1>
      {checkout === 'success' && plan.planId === 'free' && (
        <p role="status" className="text-sm">
          Stripe has your payment; the plan starts here as soon as Stripe confirms it. Reload the
          page in a moment.
        </p>
      )}
      {checkout === 'cancelled' && (
        <p role="status" className="text-sm">
          Checkout was cancelled: nothing was charged and your plan is unchanged.
        </p>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <Panel title="Current Plan">
          <p className="text-xl font-semibold">{plan.name}</p>
          <p className="text-slate-600 dark:text-slate-400">
            {formatCents(plan.priceCents, true)} per {plan.period}
          </p>
          <p className="mt-2 text-sm">{planStatus(plan, zone)}</p>
          {plan.planId !== 'free' && plan.status === 'active' && (
            <div className="mt-4 flex flex-wrap gap-2">
              <Button onClick={() => setDialog({ choice: 'cancel' })}>Manage Subscription</Button>
              <Button variant="destructive" onClick={() => setDialog({ choice: 'cancel' })}>
                Cancel Subscription
              </Button>
            </div>
          )}
        </Panel>
        <Panel title="Payment Method">
          <p className="text-sm">{paymentText(plan)}</p>
        </Panel>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Your handicapper subscriptions, with their picks and renewal dates, are on{' '}
        <Link to="/my-cappers" className="text-brand-700 dark:text-brand-500 underline">
          My Cappers
        </Link>
        ; unsubscribe from a capper on their page.
      </p>
      <AvailablePlans
        currentPlanId={plan.planId}
        onSelect={(planId) => setDialog({ choice: 'change', planId })}
      />
      {dialog && (
        <Suspense fallback={null}>
          <ManageSubscriptionDialog
            open
            onOpenChange={(open) => !open && setDialog(null)}
            currentPlanId={plan.planId}
            initialChoice={dialog.choice}
            initialPlanId={dialog.planId}
          />
        </Suspense>
      )}
    </div>
  );
}
