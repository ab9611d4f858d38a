import { Check } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { cn } from '@/components/ui/cn';
import { formatCents, PLANS, type PlanId } from '@domain/rules/catalogue';

interface Props {
  currentPlanId: PlanId;
  disabled?: boolean;
  onSelect: (planId: PlanId) => void;
}

/** The plans of the one catalogue: Trial, Pro and Handicapper (docs/product.md §9); choosing another plan opens the manage dialog on "Change plan". */
export function AvailablePlans({ currentPlanId, disabled, onSelect }: Props) {
  return (
    <section aria-labelledby="plans-heading" className="flex flex-col gap-4">
      <h2 id="plans-heading" className="text-lg font-semibold">
        Available Plans
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {PLANS.map((plan) => {
          const current = plan.id === currentPlanId;
          return (
            <li
              key={plan.id}
              aria-label={plan.name}
              className={cn(
                'flex flex-col gap-3 rounded-lg border bg-white p-5 dark:bg-slate-900',
                current
                  ? 'border-brand-600 ring-brand-600 ring-1'
                  : 'border-slate-200 dark:border-slate-800',
              )}
            >
              <h3 className="text-lg font-semibold">{plan.name}</h3>
              <p>
                <span className="text-2xl font-bold">{formatCents(plan.priceCents, true)}</span>
                <span className="text-sm text-slate-500"> per {plan.period}</span>
              </p>
              <ul className="flex flex-1 flex-col gap-1 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex items-center gap-2">
                    <Check className="text-brand-600 h-4 w-4" aria-hidden />
                    {feature}
                  </li>
                ))}
              </ul>
              <Button
                variant={current ? 'outline' : 'default'}
                disabled={current || disabled}
                onClick={() => onSelect(plan.id)}
                aria-label={current ? `${plan.name}: current plan` : `Switch to ${plan.name}`}
              >
                {current ? 'Current Plan' : `Switch to ${plan.name}`}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
