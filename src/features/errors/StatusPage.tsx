import type { ReactNode } from 'react';

export function StatusPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      {children}
    </section>
  );
}

export const homeLinkClass =
  'rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700';
