import { MIN_PRICE, MIN_WEEKLY_PICKS } from '@domain/contracts/marketplaceApplication';
import type { StepProps } from './applicationForm';
import { Field, TextareaField } from '@/components/ui/Field';

export function PricingStep({ form }: StepProps) {
  const type = form.watch('type');
  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-md bg-slate-100 p-3 text-sm dark:bg-slate-800">
        Minimum monthly price: ${MIN_PRICE.novice} for novice handicappers, $
        {MIN_PRICE.professional} for professional handicappers.
      </p>
      <Field
        label="Monthly subscription price ($)"
        type="number"
        min={0}
        step="0.01"
        placeholder={String(MIN_PRICE[type])}
        {...form.field('monthlyPrice')}
        hint={`As a ${type} handicapper, charge at least $${MIN_PRICE[type]} per month.`}
      />
      <Field
        label="Estimated weekly picks"
        type="number"
        min={0}
        step="1"
        placeholder={String(MIN_WEEKLY_PICKS)}
        {...form.field('weeklyPicks')}
        hint={`Minimum ${MIN_WEEKLY_PICKS} picks per week.`}
      />
      <TextareaField
        label="Special offers (optional)"
        placeholder="For example, a free first week for new subscribers."
        {...form.field('specialOffers')}
      />
    </div>
  );
}
