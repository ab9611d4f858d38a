import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCents } from '@domain/rules/catalogue';
import type { RevenuePoint } from '@domain/contracts/marketplacePlans';

/** One net revenue series (cents) as an area chart; every point's label is shown on the x axis. */
export function RevenueChart({ data, label }: { data: RevenuePoint[]; label: string }) {
  return (
    <figure aria-label={label} className="h-72 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <defs>
            <linearGradient id="revenue-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="5%" stopColor="#059669" stopOpacity={0.35} />
              <stop offset="95%" stopColor="#059669" stopOpacity={0} />
            </linearGradient>
          </defs>
          <CartesianGrid strokeDasharray="3 3" stroke="#cbd5e1" />
          <XAxis dataKey="label" interval={0} tick={{ fontSize: 11 }} />
          <YAxis
            width={72}
            tick={{ fontSize: 11 }}
            tickFormatter={(cents: number) => formatCents(cents, true)}
          />
          <Tooltip formatter={(value) => [formatCents(Number(value)), 'Net revenue']} />
          <Area
            type="monotone"
            dataKey="netCents"
            name="Net revenue"
            stroke="#059669"
            strokeWidth={2}
            fill="url(#revenue-fill)"
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </figure>
  );
}
