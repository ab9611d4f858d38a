import type { ReactNode } from 'react';

/** The frame every text page shares: one h1, an optional lead line, readable width. */
export function ContentPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl py-6">
      <h1 className="text-3xl font-bold">{title}</h1>
      {lead && <p className="mt-2 text-slate-600 dark:text-slate-400">{lead}</p>}
      <div className="mt-8 flex flex-col gap-6">{children}</div>
    </article>
  );
}

/** One titled block of prose inside a text page. */
export function ContentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 text-slate-700 dark:text-slate-300">
      <h2 className="text-xl font-semibold text-slate-900 dark:text-slate-100">{title}</h2>
      {children}
    </section>
  );
}
