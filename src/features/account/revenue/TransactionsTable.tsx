import { formatInZone } from '@/lib/formatInZone';
import type { Revenue } from '@domain/contracts/marketplacePlans';
import { formatCents } from '@domain/rules/catalogue';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@/components/ui/Table';

const HEADERS = [
  'Date',
  'Transaction ID',
  'Subscriber',
  'Paid',
  'Edgewise share',
  'Net',
  'Type',
  'Paid through',
];

/** 'Revenue Transactions': one row per charge of the ledger, newest first. */
export function TransactionsTable({
  transactions,
  timeZone,
}: {
  transactions: Revenue['transactions'];
  timeZone: string;
}) {
  if (transactions.length === 0)
    return <p className="text-sm text-slate-600 dark:text-slate-400">No payments yet.</p>;
  return (
    <Table className="w-full text-left text-sm">
      <TableHead className="border-b border-slate-200 text-slate-500 dark:border-slate-800">
        <TableRow>
          {HEADERS.map((header) => (
            <TableHeaderCell key={header} scope="col" className="px-3 py-2 font-medium">
              {header}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {transactions.map((tx) => (
          <TableRow
            key={tx.id}
            className="border-b border-slate-100 last:border-0 dark:border-slate-800"
          >
            <TableCell className="px-3 py-2 whitespace-nowrap">
              {formatInZone(tx.date, timeZone, 'date')}
            </TableCell>
            <TableCell className="px-3 py-2 font-mono text-xs">{tx.id}</TableCell>
            <TableCell className="px-3 py-2">{tx.subscriber}</TableCell>
            <TableCell className="px-3 py-2">{formatCents(tx.amountCents)}</TableCell>
            <TableCell className="px-3 py-2">−{formatCents(tx.feeCents)}</TableCell>
            <TableCell className="px-3 py-2 font-medium">{formatCents(tx.netCents)}</TableCell>
            <TableCell className="px-3 py-2 capitalize">{tx.type}</TableCell>
            <TableCell className="px-3 py-2">
              <span className="bg-brand-50 text-brand-700 dark:bg-brand-900 dark:text-brand-100 rounded-full px-2 py-0.5 text-xs font-medium">
                {tx.provider === 'stripe' ? 'Stripe' : 'Simulated payment'}
              </span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
