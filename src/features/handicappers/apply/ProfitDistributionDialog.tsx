import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { poolShares } from './programText';

// A worked example so the proportional split is concrete; the figures are illustrative.
const EXAMPLE_REVENUE = 40_000;
const EXAMPLE = [
  { name: 'Capper A', winRate: 60 },
  { name: 'Capper B', winRate: 55 },
  { name: 'Capper C', winRate: 50 },
  { name: 'Capper D', winRate: 44 },
];

const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

export function ProfitDistributionDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const shares = poolShares(
    EXAMPLE_REVENUE,
    EXAMPLE.map((c) => c.winRate),
  );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Profit Distribution</DialogTitle>
          <DialogDescription>
            Each month, 25% of membership revenue goes into a pool shared among handicappers with a
            win rate above 45%, in proportion to their win rate.
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm">
          Payouts are made monthly by direct deposit, an online payment service or bank transfer.
        </p>
        <table className="w-full text-sm">
          <caption className="mb-2 text-left text-xs text-slate-500 dark:text-slate-400">
            Example: {dollars(EXAMPLE_REVENUE)} membership revenue, a{' '}
            {dollars(EXAMPLE_REVENUE * 0.25)} pool
          </caption>
          <thead>
            <tr className="text-left text-slate-500 dark:text-slate-400">
              <th className="py-1 font-medium">Handicapper</th>
              <th className="py-1 font-medium">Win rate</th>
              <th className="py-1 text-right font-medium">Share</th>
            </tr>
          </thead>
          <tbody>
            {EXAMPLE.map((capper, i) => (
              <tr key={capper.name} className="border-t border-slate-200 dark:border-slate-800">
                <td className="py-1">{capper.name}</td>
                <td className="py-1">{capper.winRate}%</td>
                <td className="py-1 text-right">{dollars(shares[i] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  );
}
