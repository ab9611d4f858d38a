import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { buttonVariants } from '@/components/ui/buttonVariants';
import { clsx } from 'clsx';
import { formatCents, PLANS, type Plan } from '@domain/rules/catalogue';

/** Where a plan's button leads: a signed-in user manages plans on /subscriptions. */
function action(plan: Plan, signedIn: boolean): { cta: string; to: string } {
  if (plan.id === 'handicapper') return { cta: 'Apply Now', to: '/become-handicapper' };
  const cta = plan.id === 'pro' ? 'Go Pro' : 'Get Started';
  return { cta, to: signedIn ? '/subscriptions' : '/signup' };
}

function PlanCard({ plan, signedIn }: { plan: Plan; signedIn: boolean }) {
  const { cta, to } = action(plan, signedIn);
  return (
    <article
      aria-label={plan.name}
      className={clsx(
        'relative flex flex-col rounded-xl border bg-white p-6 dark:bg-slate-900',
        plan.badge ? 'border-brand-600 shadow-lg' : 'border-slate-200 dark:border-slate-800',
      )}
    >
      {plan.badge && (
        <span className="bg-brand-600 absolute -top-3 left-1/2 -translate-x-1/2 rounded-full px-3 py-1 text-xs font-semibold text-white">
          {plan.badge}
        </span>
      )}
      <h3 className="text-xl font-semibold">{plan.name}</h3>
      <p className="mt-2">
        <span className="text-4xl font-bold">{formatCents(plan.priceCents, true)}</span>
        <span className="ml-1 text-slate-500 dark:text-slate-400">per {plan.period}</span>
      </p>
      <ul className="mt-6 flex flex-1 flex-col gap-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="text-brand-600 mt-0.5 h-4 w-4 shrink-0" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <Link
        to={to}
        className={buttonVariants({
          variant: plan.badge ? 'default' : 'outline',
          className: 'mt-6',
        })}
      >
        {cta}
      </Link>
    </article>
  );
}

/** The plans of the one catalogue (docs/product.md §9), as /subscriptions lists them. */
export function PlansSection() {
  const signedIn = useAppSelector((state) => state.auth.user !== null);
  return (
    <section aria-labelledby="plans-heading" className="py-12">
      <h2 id="plans-heading" className="text-center text-2xl font-bold">
        Choose Your Plan
      </h2>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} signedIn={signedIn} />
        ))}
      </div>
    </section>
  );
}
