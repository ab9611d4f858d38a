import toast from 'react-hot-toast';
import { useAccountTimeZone } from '@/app/accountTimeZone';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { authDialogOpened } from '@/app/uiSlice';
import { Button } from '@/components/ui/Button';
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
        <Button disabled={busy} onClick={() => void run('subscribe')}>
          Subscribe
        </Button>
      )}
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
