import { CheckCircle2, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { BENEFITS, RULES } from './programText';

function ProgramCard({ title, icon, items }: { title: string; icon: ReactNode; items: string[] }) {
  return (
    <section
      aria-label={title}
      className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        {icon}
        {title}
      </h2>
      <ul className="mt-4 flex flex-col gap-2 text-sm text-slate-700 dark:text-slate-300">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <CheckCircle2 className="text-brand-600 mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function RulesCard() {
  return (
    <ProgramCard
      title="Handicapper Rules"
      icon={<ShieldCheck className="text-brand-600 h-5 w-5" aria-hidden />}
      items={RULES}
    />
  );
}

export function BenefitsCard() {
  return (
    <ProgramCard
      title="Benefits"
      icon={<CheckCircle2 className="text-brand-600 h-5 w-5" aria-hidden />}
      items={BENEFITS}
    />
  );
}
