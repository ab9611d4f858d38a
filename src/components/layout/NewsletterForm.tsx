import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { PlainButton } from '@/components/ui/PlainButton';
import { FieldError } from '@/components/ui/Field';
import { apiFieldErrors, apiMessage } from '@/lib/formErrors';
import { useSubscribeNewsletterMutation } from './newsletterApi';

/**
 * The footer's newsletter box (docs/product.md "Contact and newsletter"): Subscribe mails a
 * confirm link; the answer is the same whether or not the address is subscribed already.
 */
export function NewsletterForm({ label = 'Newsletter' }: { label?: string }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    setAnswer(null);
    setError(null);
    try {
      const { message } = await subscribe({ email }).unwrap();
      setAnswer(message);
      setEmail('');
    } catch (failure) {
      setError(
        apiFieldErrors(failure).email ??
          apiMessage(failure, 'The subscription could not be sent. Please try again.'),
      );
    }
  };

  return (
    <form aria-label={label} onSubmit={(e) => void submit(e)} className="flex flex-col gap-2">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Mail className="absolute top-2.5 left-2 h-4 w-4 text-slate-400" aria-hidden />
          <input
            id={id}
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            placeholder="you@example.com"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="h-9 w-full rounded-md border border-slate-300 bg-transparent pr-2 pl-8 dark:border-slate-700"
          />
        </div>
        <PlainButton type="submit" disabled={isLoading}>
          {isLoading ? 'Subscribing...' : 'Subscribe'}
        </PlainButton>
      </div>
      <FieldError id={`${id}-error`} error={error} />
      {answer && (
        <p role="status" className="text-xs text-emerald-700 dark:text-emerald-400">
          {answer}
        </p>
      )}
    </form>
  );
}
