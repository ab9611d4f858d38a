import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { format, startOfMonth, subMonths } from 'date-fns';
import { zonedDate } from '@/domain/account';
import type { Revenue } from '@/domain/marketplacePlans';
import { RevenuePage } from '@/features/account/revenue/RevenuePage';
import { sampleRevenue } from '@/features/account/revenue/revenueSamples';
import { renderWithProviders } from '../render';
import { capperState, mockRevenue, mockSettings } from './accountMocks';

// jsdom has no layout: give the chart container a size so recharts draws (as a browser would).
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

const none = (): Revenue => ({ ...sampleRevenue(), hasSubscribers: false });

/** Two subscribers this month at $19.99, one last month: what the server computes. */
function real(): Revenue {
  const month = (n: number) => format(subMonths(startOfMonth(new Date()), n), 'MMM yy');
  const monthly = Array.from({ length: 12 }, (_, i) => ({ label: month(11 - i), revenue: 0 }));
  monthly[11] = { label: month(0), revenue: 39.98 };
  monthly[10] = { label: month(1), revenue: 19.99 };
  return {
    hasSubscribers: true,
    summary: {
      thisMonth: { revenue: 39.98, subscribers: 2 },
      lastMonth: { revenue: 19.99, subscribers: 1 },
    },
    weekly: Array.from({ length: 12 }, (_, i) => ({ label: `W${i}`, revenue: 0 })),
    monthly,
    yearly: ['2022', '2023', '2024', '2025', '2026'].map((label) => ({ label, revenue: 0 })),
    transactions: [
      {
        id: 'TXN-1A2B3C4D',
        date: new Date().toISOString(),
        subscriber: 'Fan F.',
        amount: 19.99,
        type: 'subscription',
        status: 'completed',
      },
    ],
  };
}

// The chart's SVG makes role queries slow on a busy machine.
describe('Revenue Dashboard', { timeout: 20_000 }, () => {
  it('shows the capper’s own figures from GET /api/my-capper/revenue, with no sample badge', async () => {
    mockSettings();
    mockRevenue(real());
    render();
    const total = await screen.findByRole('listitem', { name: 'Total Revenue' });
    expect(within(total).getByText('$39.98')).toBeInTheDocument();
    expect(within(total).getByText('+100.0% from last month')).toBeInTheDocument();
    const subscribers = screen.getByRole('listitem', { name: 'Total Subscribers' });
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
      zonedDate(new Date().toISOString(), 'America/New_York'),
      'TXN-1A2B3C4D',
      'Fan F.',
      '$19.99',
      'subscription',
      'completed',
    ]);
    const monthly = screen.getByRole('figure', { name: 'Revenue over the last 12 months' });
    expect(monthly.querySelector('svg.recharts-surface')).not.toBeNull();
    expect(xAxisLabels(monthly).at(-1)).toBe(format(new Date(), 'MMM yy'));
  });

  it('for a capper nobody subscribes to: labelled samples, every date counted back from today', async () => {
    mockSettings();
    mockRevenue(none());
    const { user } = render();
    await screen.findByText(/Nobody has subscribed to you yet/);
    expect(screen.getAllByText('Sample data').length).toBeGreaterThan(0);
    const panel = screen.getByRole('region', { name: 'Revenue Over Time' });
    const monthly = within(panel).getByRole('figure', { name: 'Revenue over the last 12 months' });
    expect(xAxisLabels(monthly)).toHaveLength(12);
    expect(xAxisLabels(monthly).at(-1)).toBe(format(new Date(), 'MMM yy'));
    await user.click(within(panel).getByRole('tab', { name: 'Yearly' }));
    const yearly = within(panel).getByRole('figure', { name: 'Revenue over the last 5 years' });
    expect(xAxisLabels(yearly).at(-1)).toBe(String(new Date().getFullYear()));
    const rows = within(screen.getByRole('region', { name: 'Revenue Transactions' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(8);
    const today = new Date();
    for (const tx of sampleRevenue(today).transactions) {
      expect(new Date(tx.date).getTime()).toBeLessThanOrEqual(today.getTime() + 1000);
      expect(new Date(tx.date).getTime()).toBeGreaterThan(today.getTime() - 31 * 86_400_000);
    }
  });
});
