import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { format, startOfMonth, subMonths } from 'date-fns';
import { formatInZone } from '@/lib/formatInZone';
import type { Revenue } from '@domain/contracts/marketplacePlans';
import { RevenuePage } from '@/features/account/revenue/RevenuePage';
import { renderWithProviders } from '../render';
import { capperState, mockRevenue, mockSettings } from './accountMocks';

// The test DOM has no layout: give the chart container a size so recharts draws (as a browser would).
const measure = HTMLElement.prototype.getBoundingClientRect;
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('recharts-responsive-container')
      ? DOMRect.fromRect({ x: 0, y: 0, width: 960, height: 288 })
      : measure.call(this);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

function xAxisLabels(chart: HTMLElement): string[] {
  return Array.from(
    chart.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value'),
  ).map((tick) => tick.textContent ?? '');
}

const render = () => renderWithProviders(<RevenuePage />, { preloadedState: capperState });

/** A capper nobody has paid: the server's own empty figures. */
const none = (): Revenue => ({
  hasSubscribers: false,
  platformSharePercent: 40,
  summary: {
    thisMonth: { grossCents: 0, feeCents: 0, netCents: 0, subscribers: 0 },
    lastMonth: null,
  },
  weekly: [],
  monthly: [],
  yearly: [],
  transactions: [],
});

/** Two subscribers this month at $19.99, one last month, with the 40% novice share. */
function real(lastMonth: boolean): Revenue {
  const month = (n: number) => format(subMonths(startOfMonth(new Date()), n), 'MMM yy');
  const monthly = Array.from({ length: 12 }, (_, i) => ({ label: month(11 - i), netCents: 0 }));
  monthly[11] = { label: month(0), netCents: 2398 };
  if (lastMonth) monthly[10] = { label: month(1), netCents: 1199 };
  return {
    hasSubscribers: true,
    platformSharePercent: 40,
    summary: {
      thisMonth: { grossCents: 3998, feeCents: 1600, netCents: 2398, subscribers: 2 },
      lastMonth: lastMonth
        ? { grossCents: 1999, feeCents: 800, netCents: 1199, subscribers: 1 }
        : null,
    },
    weekly: Array.from({ length: 12 }, (_, i) => ({ label: `W${i}`, netCents: 0 })),
    monthly,
    yearly: ['2022', '2023', '2024', '2025', '2026'].map((label) => ({ label, netCents: 0 })),
    transactions: [
      {
        id: 'chg_1a2b3c4d',
        date: new Date().toISOString(),
        subscriber: 'Fan F.',
        amountCents: 1999,
        feeCents: 800,
        netCents: 1199,
        type: 'subscription',
        provider: 'simulated',
      },
    ],
  };
}

// The chart's SVG makes role queries slow on a busy machine.
describe('Revenue Dashboard', { timeout: 20_000 }, () => {
  it('shows the capper’s net revenue from the ledger, the share stated, with no sample badge', async () => {
    mockSettings();
    mockRevenue(real(true));
    render();
    const total = await screen.findByRole('listitem', { name: 'Net Revenue This Month' });
    expect(within(total).getByText('$23.98')).toBeInTheDocument();
    expect(
      within(total).getByText("$39.98 paid, less Edgewise's 40% share ($16.00)"),
    ).toBeInTheDocument();
    expect(within(total).getByText('+100.0% from last month')).toBeInTheDocument();
    expect(screen.getByText(/You keep 60% of every payment/)).toBeInTheDocument();
    const subscribers = screen.getByRole('listitem', { name: 'Paying Subscribers' });
    expect(within(subscribers).getByText('2')).toBeInTheDocument();
    expect(screen.queryByText('Sample data')).not.toBeInTheDocument();
    const table = within(screen.getByRole('region', { name: 'Revenue Transactions' })).getByRole(
      'table',
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      formatInZone(new Date().toISOString(), 'America/New_York', 'date'),
      'chg_1a2b3c4d',
      'Fan F.',
      '$19.99',
      '−$8.00',
      '$11.99',
      'subscription',
      'Simulated payment',
    ]);
    const monthly = await screen.findByRole('figure', {
      name: 'Net revenue over the last 12 months',
    });
    // recharts measures its box before it draws.
    await waitFor(() => expect(monthly.querySelector('svg.recharts-surface')).not.toBeNull());
    expect(xAxisLabels(monthly).at(-1)).toBe(format(new Date(), 'MMM yy'));
  });

  it('shows no month-over-month change in a capper’s first month', async () => {
    mockSettings();
    mockRevenue(real(false));
    render();
    const total = await screen.findByRole('listitem', { name: 'Net Revenue This Month' });
    expect(within(total).getByText('No last month to compare with yet')).toBeInTheDocument();
    expect(screen.queryByText(/from last month/)).not.toBeInTheDocument();
  });

  it('for a capper nobody subscribes to: an empty state, never sample figures', async () => {
    mockSettings();
    mockRevenue(none());
    render();
    expect(await screen.findByText('No revenue yet')).toBeInTheDocument();
    expect(screen.queryByText('Sample data')).not.toBeInTheDocument();
    expect(screen.queryByText(/\$12,450|415/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Revenue Transactions' })).not.toBeInTheDocument();
    expect(screen.getByText(/You keep 60% of every payment/)).toBeInTheDocument();
  });
});
