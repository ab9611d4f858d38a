import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RevenuePage } from '@/features/account/revenue/RevenuePage';
import { renderWithProviders } from '../render';

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

// The chart's SVG makes role queries slow on a busy machine.
describe('Revenue Dashboard (docs/product.md §2)', { timeout: 20_000 }, () => {
  it('shows the three cards with their change from last month, marked as sample data', () => {
    renderWithProviders(<RevenuePage />);
    expect(screen.getByRole('heading', { name: 'Revenue Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Sample data')).toBeInTheDocument();

    const total = screen.getByRole('listitem', { name: 'Total Revenue' });
    expect(within(total).getByText('$12,450.00')).toBeInTheDocument();
    expect(within(total).getByText('+12.4% from last month')).toBeInTheDocument();

    const subscribers = screen.getByRole('listitem', { name: 'Total Subscribers' });
    expect(within(subscribers).getByText('415')).toBeInTheDocument();
    expect(within(subscribers).getByText('+8.1% from last month')).toBeInTheDocument();

    const average = screen.getByRole('listitem', { name: 'Average Revenue Per Subscriber' });
    expect(within(average).getByText('$30.00')).toBeInTheDocument();
    expect(within(average).getByText('+4.0% from last month')).toBeInTheDocument();
  });

  it('draws Revenue Over Time as a chart: Monthly by default (12 months), Weekly 12 weeks, Yearly 5 years', async () => {
    const { user } = renderWithProviders(<RevenuePage />);
    const panel = screen.getByRole('region', { name: 'Revenue Over Time' });
    expect(within(panel).getByRole('tab', { name: 'Monthly' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const monthly = within(panel).getByRole('figure', { name: 'Revenue over the last 12 months' });
    expect(monthly.querySelector('svg.recharts-surface')).not.toBeNull();
    expect(monthly.querySelector('.recharts-area-curve')).not.toBeNull();
    expect(xAxisLabels(monthly)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);

    await user.click(within(panel).getByRole('tab', { name: 'Weekly' }));
    const weekly = within(panel).getByRole('figure', { name: 'Revenue over the last 12 weeks' });
    expect(xAxisLabels(weekly)).toHaveLength(12);
    expect(xAxisLabels(weekly)[0]).toBe('Week 1');

    await user.click(within(panel).getByRole('tab', { name: 'Yearly' }));
    const yearly = within(panel).getByRole('figure', { name: 'Revenue over the last 5 years' });
    expect(xAxisLabels(yearly)).toEqual(['2021', '2022', '2023', '2024', '2025']);
    expect(
      within(panel).queryByRole('figure', { name: 'Revenue over the last 12 months' }),
    ).not.toBeInTheDocument();
  });

  it('lists the Revenue Transactions with Date, Transaction ID, Subscriber, Amount, Type and Status', () => {
    renderWithProviders(<RevenuePage />);
    const table = within(screen.getByRole('region', { name: 'Revenue Transactions' })).getByRole(
      'table',
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Transaction ID', 'Subscriber', 'Amount', 'Type', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(8);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Dec 28, 2025', 'TXN-10482', 'Mike Johnson', '$29.99', 'subscription', 'completed']);
  });
});
