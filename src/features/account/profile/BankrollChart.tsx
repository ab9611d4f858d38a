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
import { formatCents } from '@domain/rules/catalogue';
import type { BankrollPoint } from '@domain/rules/tracker';
import { moneyText } from './trackerText';

const dayIn = (time: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric' }).format(time);
const whenIn = (time: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(time);

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
  return (
    <figure aria-label="Bankroll over time" className="flex flex-col gap-2">
      <figcaption className="text-sm text-slate-600 dark:text-slate-400">
        {graded === 0 ? (
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
      {points.length > 0 && (
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
                tickFormatter={(time: number) => dayIn(time, timeZone)}
              />
              <YAxis
                width={80}
                tick={{ fontSize: 11 }}
                domain={['auto', 'auto']}
                tickFormatter={(cents: number) => formatCents(cents, true)}
              />
              <ReferenceLine y={startingCents} stroke="#94a3b8" strokeDasharray="4 4" />
              <Tooltip
                labelFormatter={(time) => whenIn(Number(time), timeZone)}
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
