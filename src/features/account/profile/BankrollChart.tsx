import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { BankrollPoint } from '@domain/rules/tracker';
import { formatInZone, formatMoneyCents as formatCents } from '@/lib/formatInZone';
import { bankrollAxis } from './bankrollAxis';
import { moneyText } from './trackerText';

/**
 * The bankroll over time (domain/rules/tracker.ts bankrollSeries): the starting bankroll, then a
 * point each time a bet is graded. The time axis is in the account's zone, named in the caption.
 */
export function BankrollChart({
  points,
  startingCents,
  timeZone,
  zoneLabel,
}: {
  points: BankrollPoint[];
  startingCents: number;
  timeZone: string;
  zoneLabel: string;
}) {
  const last = points.at(-1);
  const graded = Math.max(0, points.length - 1);
  // Nothing to draw yet: no starting bankroll and no graded bet is a caption, not a $0 line.
  const empty = graded === 0 && startingCents === 0;
  return (
    <figure aria-label="Bankroll over time" className="flex flex-col gap-2">
      <figcaption className="text-sm text-slate-600 dark:text-slate-400">
        {empty ? (
          <>
            No bankroll yet: set a starting bankroll under Settings, Account, or submit picks; the
            chart starts with your first graded bet.
          </>
        ) : graded === 0 ? (
          <>
            Bankroll <strong>{formatCents(startingCents)}</strong>: the chart moves as your bets are
            graded.
          </>
        ) : (
          <>
            Bankroll <strong>{formatCents(startingCents)}</strong> →{' '}
            <strong data-testid="bankroll-now">{formatCents(last?.bankrollCents ?? 0)}</strong>{' '}
            after {graded} graded bet{graded === 1 ? '' : 's'} (
            {moneyText((last?.bankrollCents ?? 0) - startingCents)}). Times in {zoneLabel}.
          </>
        )}
      </figcaption>
      {points.length > 0 && !empty && (
        <div className="h-64 w-full" data-points={points.length}>
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#cbd5e1" />
              <XAxis
                dataKey="time"
                type="number"
                scale="time"
                domain={['dataMin', 'dataMax']}
                tick={{ fontSize: 11 }}
                tickFormatter={(time: number) => formatInZone(time, timeZone, 'day')}
              />
              <YAxis
                width={80}
                tick={{ fontSize: 11 }}
                domain={bankrollAxis([startingCents, ...points.map((p) => p.bankrollCents)])}
                tickFormatter={(cents: number) => formatCents(cents, true)}
              />
              <ReferenceLine y={startingCents} stroke="#94a3b8" strokeDasharray="4 4" />
              <Tooltip
                labelFormatter={(time) => formatInZone(Number(time), timeZone, 'dayTime')}
                formatter={(value) => [formatCents(Number(value)), 'Bankroll']}
              />
              <Line
                type="stepAfter"
                dataKey="bankrollCents"
                name="Bankroll"
                stroke="#059669"
                strokeWidth={2}
                dot={{ r: 3 }}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      )}
    </figure>
  );
}
