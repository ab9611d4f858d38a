import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import {
  formatCents,
  PLATFORM_SHARE,
  platformFeeCents,
  REVENUE_SHARE_RULE,
} from '@domain/rules/catalogue';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@/components/ui/Table';

// A worked example of the one revenue-share rule (docs/product.md §9) on a $19.99 subscription.
const EXAMPLE_PRICE_CENTS = 1999;
const TYPES = [
  { label: 'Professional', share: PLATFORM_SHARE.professional },
  { label: 'Novice', share: PLATFORM_SHARE.novice },
];

/** How a capper is paid: the commission, stated once in domain, with a worked example. */
export function ProfitDistributionDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Profit Distribution</DialogTitle>
          <DialogDescription>{REVENUE_SHARE_RULE}</DialogDescription>
        </DialogHeader>
        <p className="text-sm">
          Payouts are made monthly by direct deposit, an online payment service or bank transfer.
        </p>
        <Table className="w-full text-sm">
          <caption className="mb-2 text-left text-xs text-slate-500 dark:text-slate-400">
            Example: one {formatCents(EXAMPLE_PRICE_CENTS)} monthly subscription
          </caption>
          <TableHead>
            <TableRow className="text-left text-slate-500 dark:text-slate-400">
              <TableHeaderCell className="py-1 font-medium">Handicapper</TableHeaderCell>
              <TableHeaderCell className="py-1 font-medium">Commission</TableHeaderCell>
              <TableHeaderCell className="py-1 text-right font-medium">You keep</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {TYPES.map((type) => (
              <TableRow
                key={type.label}
                className="border-t border-slate-200 dark:border-slate-800"
              >
                <TableCell className="py-1">{type.label}</TableCell>
                <TableCell className="py-1">{type.share}%</TableCell>
                <TableCell className="py-1 text-right">
                  {formatCents(
                    EXAMPLE_PRICE_CENTS - platformFeeCents(EXAMPLE_PRICE_CENTS, type.share),
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
    </Dialog>
  );
}
