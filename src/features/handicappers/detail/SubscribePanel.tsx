import { addMonths } from 'date-fns';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useAccountTimeZone } from '@/hooks/useAccountTimeZone';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { authDialogOpened } from '@/app/uiSlice';
import { Button } from '@/components/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { formatCents, subscriptionTerms } from '@domain/rules/catalogue';
import { SAMPLE_CAPPER_NOT_SUBSCRIBABLE, SIMULATED_PAYMENT_NOTE } from '@domain/rules/marketplace';
import { formatInZone } from '@/lib/formatInZone';
import { useSubscribeMutation, useUnsubscribeMutation } from '../handicappersApi';
import { money } from '../format';
import type { HandicapperDetail } from '../types';

/**
 * Subscribe / cancel (docs/product.md §3). Subscribing pays for a month: through Stripe Checkout
 * when the server has Stripe (the answer is Checkout's address), else by the labelled simulated
 * provider. Cancelling stops renewal; access lasts until the paid period ends. A sample
 * handicapper cannot be subscribed.
 */
export function SubscribePanel({ capper }: { capper: HandicapperDetail }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.auth.user);
  const [subscribe, subscribing] = useSubscribeMutation();
  const [unsubscribe, unsubscribing] = useUnsubscribeMutation();
  const busy = subscribing.isLoading || unsubscribing.isLoading;
  const zone = useAccountTimeZone();
  const period = capper.subscription;
  const until = period ? formatInZone(period.periodEnd, zone, 'date') : '';
  // Subscribing shows the price and the renewal before anything is charged (docs/product.md §9).
  const [confirming, setConfirming] = useState(false);
  const terms = subscriptionTerms(
    capper.priceCents,
    'month',
    formatInZone(addMonths(new Date(), 1).toISOString(), zone, 'date'),
  );

  const run = async (action: 'subscribe' | 'cancel') => {
    try {
      if (action === 'subscribe') {
        const answer = await subscribe(capper.id).unwrap();
        if (answer.checkoutUrl) {
          window.location.assign(answer.checkoutUrl);
          return;
        }
        toast.success(`Subscribed to ${capper.name}`);
      } else {
        await unsubscribe(capper.id).unwrap();
        toast.success(`Cancelled: your access to ${capper.name} lasts until the period ends`);
      }
    } catch (error) {
      const message = (error as { message?: string }).message ?? 'Please try again.';
      toast.error(`Could not ${action}: ${message}`);
    }
  };

  return (
    <section
      aria-label="Subscription"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <p>
        <span className="text-3xl font-bold">{money(capper.priceCents)}</span>
        <span className="text-slate-500 dark:text-slate-400"> per month</span>
      </p>
      {capper.sample ? (
        <>
          <Button disabled aria-describedby="sample-capper-note">
            Subscribe
          </Button>
          <p id="sample-capper-note" className="text-sm text-amber-700 dark:text-amber-400">
            {SAMPLE_CAPPER_NOT_SUBSCRIBABLE}
          </p>
        </>
      ) : !user ? (
        <Button onClick={() => dispatch(authDialogOpened('login'))}>Login to Subscribe</Button>
      ) : user.userId === capper.id ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          This is your handicapper profile.
        </p>
      ) : capper.subscribed && period?.renews ? (
        <>
          <p className="text-brand-700 dark:text-brand-500 font-medium">
            You are subscribed. Renews on {until}.
          </p>
          <Button variant="outline" disabled={busy} onClick={() => void run('cancel')}>
            Cancel subscription
          </Button>
        </>
      ) : capper.subscribed ? (
        <>
          <p className="font-medium">Cancelled: your access lasts until {until}.</p>
          <Button disabled={busy} onClick={() => void run('subscribe')}>
            Resume subscription
          </Button>
        </>
      ) : (
        <Button disabled={busy} onClick={() => setConfirming(true)}>
          Subscribe
        </Button>
      )}
      <Dialog open={confirming} onOpenChange={(open) => !busy && setConfirming(open)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Subscribe to {capper.name}</DialogTitle>
            <DialogDescription>
              {formatCents(capper.priceCents)} per month for {capper.name}&apos;s picks.
            </DialogDescription>
          </DialogHeader>
          <section aria-label="Price and renewal" className="flex flex-col gap-1 text-sm">
            <p>{terms.charge}</p>
            <p>{terms.renewal}</p>
            <p className="text-slate-600 dark:text-slate-400">{terms.cancel}</p>
          </section>
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              disabled={busy}
              onClick={() => void run('subscribe').finally(() => setConfirming(false))}
            >
              {busy ? 'Processing...' : `Confirm and pay ${formatCents(capper.priceCents)}`}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {!capper.sample && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {period?.provider === 'stripe'
            ? 'Paid through Stripe; renews monthly until you cancel.'
            : SIMULATED_PAYMENT_NOTE}
        </p>
      )}
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {capper.subscribers} subscriber{capper.subscribers === 1 ? '' : 's'}
      </p>
    </section>
  );
}
