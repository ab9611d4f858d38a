import { useAccountTimeZone } from '@/hooks/useAccountTimeZone';
import { PageSpinner } from '@/components/layout/RootLayout';
import { CONTACT_SUBJECTS } from '@domain/rules/contact';
import { apiMessage } from '@/lib/formErrors';
import { formatInZone } from '@/lib/formatInZone';
import { useGetContactMessagesQuery } from '../contact/contactApi';

const subjectLabel = (value: string) =>
  CONTACT_SUBJECTS.find((s) => s.value === value)?.label ?? value;

/**
 * /admin/contact-messages: what came in through the contact form, newest first (docs/product.md
 * "Contact and newsletter"). Admins only: the route's guard sends others to Access Denied, and
 * the server answers 403 to them whatever the page does.
 */
export function ContactMessagesPage() {
  const zone = useAccountTimeZone();
  const { data, error, isLoading } = useGetContactMessagesQuery(undefined);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 py-6">
      <h1 className="text-2xl font-bold">Contact Messages</h1>
      {isLoading && <PageSpinner />}
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {apiMessage(error, 'The messages could not be loaded.')}
        </p>
      )}
      {data && data.messages.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No messages yet: what visitors send on Contact Us appears here and in the support inbox.
        </p>
      )}
      {data && data.messages.length > 0 && (
        <ul className="flex flex-col gap-4" aria-label="Contact messages">
          {data.messages.map((m) => (
            <li
              key={m.id}
              className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <article aria-label={`${subjectLabel(m.subject)} from ${m.firstName} ${m.lastName}`}>
                <header className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="font-semibold">
                    {subjectLabel(m.subject)} · {m.firstName} {m.lastName}{' '}
                    <a
                      href={`mailto:${m.email}`}
                      className="text-brand-700 dark:text-brand-500 font-normal underline"
                    >
                      {m.email}
                    </a>
                  </h2>
                  <time dateTime={m.createdAt} className="text-xs text-slate-500">
                    {formatInZone(m.createdAt, zone, 'dateTime')}
                  </time>
                </header>
                <p className="mt-2 text-sm whitespace-pre-wrap">{m.message}</p>
                {m.userId && (
                  <p className="mt-2 text-xs text-slate-500">From a signed-in account</p>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
