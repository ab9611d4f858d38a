import { formatInZone } from '@/lib/formatInZone';
import type { Revenue } from '@domain/contracts/marketplacePlans';
import { formatCents } from '@domain/rules/catalogue';

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
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-500 dark:border-slate-800">
          <tr>
            {HEADERS.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-medium">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {transactions.map((tx) => (
            <tr
              key={tx.id}
              className="border-b border-slate-100 last:border-0 dark:border-slate-800"
            >
              <td className="px-3 py-2 whitespace-nowrap">
                {formatInZone(tx.date, timeZone, 'date')}
              </td>
              <td className="px-3 py-2 font-mono text-xs">{tx.id}</td>
              <td className="px-3 py-2">{tx.subscriber}</td>
              <td className="px-3 py-2">{formatCents(tx.amountCents)}</td>
              <td className="px-3 py-2">−{formatCents(tx.feeCents)}</td>
              <td className="px-3 py-2 font-medium">{formatCents(tx.netCents)}</td>
              <td className="px-3 py-2 capitalize">{tx.type}</td>
              <td className="px-3 py-2">
                <span className="bg-brand-50 text-brand-700 dark:bg-brand-900 dark:text-brand-100 rounded-full px-2 py-0.5 text-xs font-medium">
                  {tx.provider === 'stripe' ? 'Stripe' : 'Simulated payment'}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
