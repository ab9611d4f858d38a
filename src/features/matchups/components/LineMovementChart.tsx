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
import { useAccountTimeZone } from '@/hooks/useAccountTimeZone';
import type { OddsPoint } from '@domain/contracts/oddsHistory';
import { formatInZone, zoneAbbreviation } from '@/lib/formatInZone';

export type ChartMarket = 'moneyline' | 'spread' | 'total';

interface Series {
  key: keyof OddsPoint;
  name: string;
  color: string;
}

/** The lines a market's chart draws: both sides' money lines, both spreads, or the total. */
function seriesOf(market: ChartMarket, away: string, home: string): Series[] {
  if (market === 'moneyline') {
    return [
      { key: 'awayMoneyLine', name: away, color: '#f59e0b' },
      { key: 'homeMoneyLine', name: home, color: '#2563eb' },
    ];
  }
  if (market === 'spread') {
    return [
      { key: 'awaySpread', name: away, color: '#f59e0b' },
      { key: 'homeSpread', name: home, color: '#2563eb' },
    ];
  }
  return [{ key: 'totalPoints', name: 'Total', color: '#16a34a' }];
}

/** One market's lines over time (recharts), a step per snapshot. */
export function LineMovementChart(props: {
  points: OddsPoint[];
  market: ChartMarket;
  away: string;
  home: string;
}) {
  const { points, market, away, home } = props;
  const series = seriesOf(market, away, home);
  // Ticks in the display zone, named under the chart; the tooltip says the zone itself.
  const zone = useAccountTimeZone();
  const tick = (iso: string) => formatInZone(iso, zone, 'tick');
  const last = points.at(-1)?.takenAt;
  return (
    <figure aria-label={`${market} line over time`} className="w-full">
      <div className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#94a3b8" strokeOpacity={0.4} />
            <XAxis dataKey="takenAt" tick={{ fontSize: 11 }} tickFormatter={tick} minTickGap={24} />
            <YAxis width={48} tick={{ fontSize: 11 }} domain={['auto', 'auto']} />
            <Tooltip
              labelFormatter={(t) =>
                typeof t === 'string' ? formatInZone(t, zone, 'dateTime') : ''
              }
            />
            <Legend />
            {series.map((s) => (
              <Line
                key={s.key}
                type="stepAfter"
                dataKey={s.key}
                name={s.name}
                stroke={s.color}
                strokeWidth={2}
                dot={points.length < 2}
                connectNulls
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="text-right text-xs text-slate-500 dark:text-slate-400">
        Times in {zoneAbbreviation(zone, last ? new Date(last) : undefined)}
      </figcaption>
    </figure>
  );
}
