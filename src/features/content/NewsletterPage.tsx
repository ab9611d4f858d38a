import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useNewsletterLinkMutation } from '@/components/layout/newsletterApi';
import { NEWSLETTER_LINK_INVALID } from '@domain/rules/contact';
import { apiMessage } from '@/lib/formErrors';

type Result = { ok: boolean; message: string };

/**
 * /newsletter?action=confirm|unsubscribe&token=…: where the newsletter mail's links land
 * (docs/product.md "Contact and newsletter"). The page posts the token back once, signed in or
 * not; a mail scanner that only fetches the link changes nothing.
 */
export function NewsletterPage() {
  const [params] = useSearchParams();
  const action = params.get('action');
  const token = params.get('token') ?? '';
  const valid = (action === 'confirm' || action === 'unsubscribe') && token !== '';
  const [post] = useNewsletterLinkMutation();
  const [result, setResult] = useState<Result | null>(
    valid ? null : { ok: false, message: NEWSLETTER_LINK_INVALID },
  );
  const posted = useRef(false);

  useEffect(() => {
    if (!valid || posted.current) return;
    posted.current = true;
    post({ action, token })
      .unwrap()
      .then(({ message }) => setResult({ ok: true, message }))
      .catch((error: unknown) =>
        setResult({ ok: false, message: apiMessage(error, NEWSLETTER_LINK_INVALID) }),
      );
  }, [valid, action, token, post]);

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 py-10 text-center">
      <h1 className="text-2xl font-bold">Newsletter</h1>
      {result === null ? (
        <p role="status">{action === 'confirm' ? 'Confirming...' : 'Unsubscribing...'}</p>
      ) : (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={result.ok ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-600'}
        >
          {result.message}
        </p>
      )}
      <Link to="/" className="text-brand-700 dark:text-brand-500 underline">
        Return Home
      </Link>
    </div>
  );
}
