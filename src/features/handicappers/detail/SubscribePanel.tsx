import toast from 'react-hot-toast';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { authDialogOpened } from '@/app/uiSlice';
import { Button } from '@/components/ui/Button';
import { useSubscribeMutation, useUnsubscribeMutation } from '../handicappersApi';
import { money } from '../format';
import type { HandicapperDetail } from '../types';

/** Subscribe / Unsubscribe. The subscription is stored; payment is simulated and says so. */
export function SubscribePanel({ capper }: { capper: HandicapperDetail }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.auth.user);
  const [subscribe, subscribing] = useSubscribeMutation();
  const [unsubscribe, unsubscribing] = useUnsubscribeMutation();
  const busy = subscribing.isLoading || unsubscribing.isLoading;

  const run = async (action: 'subscribe' | 'unsubscribe') => {
    try {
      await (action === 'subscribe' ? subscribe(capper.id) : unsubscribe(capper.id)).unwrap();
      toast.success(
        action === 'subscribe'
          ? `Subscribed to ${capper.name}`
          : `Unsubscribed from ${capper.name}`,
      );
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
        <span className="text-3xl font-bold">{money(capper.price)}</span>
        <span className="text-slate-500 dark:text-slate-400"> per month</span>
      </p>
      {!user ? (
        <Button onClick={() => dispatch(authDialogOpened('login'))}>Login to Subscribe</Button>
      ) : user.userId === capper.id ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          This is your handicapper profile.
        </p>
      ) : capper.subscribed ? (
        <>
          <p className="text-brand-700 dark:text-brand-500 font-medium">You are subscribed.</p>
          <Button variant="outline" disabled={busy} onClick={() => void run('unsubscribe')}>
            Unsubscribe
          </Button>
        </>
      ) : (
        <Button disabled={busy} onClick={() => void run('subscribe')}>
          Subscribe
        </Button>
      )}
      <p className="text-xs text-slate-500 dark:text-slate-400">
        Payment is simulated: no card is charged. Your subscription is saved to your account.
      </p>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {capper.subscribers} subscriber{capper.subscribers === 1 ? '' : 's'}
      </p>
    </section>
  );
}
