import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { Panel, SampleBadge } from '../Panels';
import { RevenueCards } from './RevenueCards';
import { RevenueChart } from './RevenueChart';
import { MONTHLY_REVENUE, WEEKLY_REVENUE, YEARLY_REVENUE } from './revenueSamples';
import { TransactionsTable } from './TransactionsTable';

const PERIODS = [
  {
    value: 'weekly',
    label: 'Weekly',
    data: WEEKLY_REVENUE,
    caption: 'Revenue over the last 12 weeks',
  },
  {
    value: 'monthly',
    label: 'Monthly',
    data: MONTHLY_REVENUE,
    caption: 'Revenue over the last 12 months',
  },
  {
    value: 'yearly',
    label: 'Yearly',
    data: YEARLY_REVENUE,
    caption: 'Revenue over the last 5 years',
  },
];

/** /revenue, handicappers only (docs/product.md §2, §6): sample revenue cards, chart and transactions. */
export function RevenuePage() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">Revenue Dashboard</h1>
        <SampleBadge />
      </header>
      <RevenueCards />
      <Panel title="Revenue Over Time">
        <Tabs defaultValue="monthly">
          <TabsList>
            {PERIODS.map((period) => (
              <TabsTrigger key={period.value} value={period.value}>
                {period.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {PERIODS.map((period) => (
            <TabsContent key={period.value} value={period.value}>
              <RevenueChart data={period.data} label={period.caption} />
            </TabsContent>
          ))}
        </Tabs>
      </Panel>
      <Panel title="Revenue Transactions">
        <TransactionsTable />
      </Panel>
    </div>
  );
}
