import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { longDate, monthYear, shortDate } from '@domain/rules/display';
import { PERFORMANCE_BET_TYPES } from '@domain/rules/performance';
import type { PerformancePoint } from '@domain/contracts/performance';
import { BET_TYPE_COLORS, BET_TYPE_LABELS, unitsText } from './format';

/**
 * Cumulative units per bet type over the period, one line each (dates with a graded bet). Over
 * more than one calendar year the axis shows month and year, and dates carry their year.
 */
export function UnitsChart({ series }: { series: PerformancePoint[] }) {
  const last = series.at(-1);
  const spansYears = series[0]?.date.slice(0, 4) !== last?.date.slice(0, 4);
  const tickText = spansYears ? monthYear : shortDate;
  const dateText = spansYears ? longDate : shortDate;
  return (
    <figure aria-label="Cumulative units over time" className="flex flex-col gap-2">
      <div className="h-72 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={series} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#94a3b8" strokeOpacity={0.4} />
            <XAxis
              dataKey="date"
              tick={{ fontSize: 11 }}
              tickFormatter={(date: string) => tickText(date)}
              minTickGap={24}
            />
            <YAxis width={56} tick={{ fontSize: 11 }} tickFormatter={(u: number) => `${u}u`} />
            <Tooltip
              labelFormatter={(date) => (typeof date === 'string' ? dateText(date) : '')}
              formatter={(value, name) => [unitsText(Number(value)), name]}
            />
            <Legend itemSorter={null} />
            {PERFORMANCE_BET_TYPES.map((type) => (
              <Line
                key={type}
                type="monotone"
                dataKey={type}
                name={BET_TYPE_LABELS[type]}
                stroke={BET_TYPE_COLORS[type]}
                strokeWidth={2}
                dot={series.length < 2}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      {last && (
        <figcaption className="text-xs text-slate-500 dark:text-slate-400">
          Units by {dateText(last.date)}:{' '}
          {PERFORMANCE_BET_TYPES.map((t) => `${BET_TYPE_LABELS[t]} ${unitsText(last[t])}`).join(
            ', ',
          )}
        </figcaption>
      )}
    </figure>
  );
}
