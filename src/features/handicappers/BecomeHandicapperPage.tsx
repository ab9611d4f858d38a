import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ApplicationDialog } from './apply/ApplicationDialog';
import { ProfitDistributionDialog } from './apply/ProfitDistributionDialog';
import { BenefitsCard, RulesCard } from './apply/ProgramCards';

export function BecomeHandicapperPage() {
  const [applying, setApplying] = useState(false);
  const [showProfit, setShowProfit] = useState(false);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 py-2">
      <header className="from-brand-700 rounded-2xl bg-gradient-to-br to-slate-900 px-6 py-12 text-white">
        <h1 className="text-3xl font-bold md:text-4xl">Become a Handicapper</h1>
        <p className="text-brand-50 mt-3 max-w-2xl">
          Share your picks with subscribers and earn a share of subscription revenue. Novice and
          professional handicappers welcome.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button
            size="lg"
            className="text-brand-700 hover:bg-brand-50 bg-white"
            onClick={() => setApplying(true)}
          >
            Apply Now
          </Button>
          <Button
            size="lg"
            variant="outline"
            className="border-white bg-transparent text-white hover:bg-white/10 dark:bg-transparent"
            onClick={() => setShowProfit(true)}
          >
            How Profits Are Distributed
          </Button>
        </div>
      </header>
      <div className="grid gap-6 md:grid-cols-2">
        <RulesCard />
        <BenefitsCard />
      </div>
      <ApplicationDialog open={applying} onOpenChange={setApplying} />
      <ProfitDistributionDialog open={showProfit} onOpenChange={setShowProfit} />
    </div>
  );
}
