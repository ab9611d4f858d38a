// Sample content of the Revenue Dashboard (docs/product.md §2, §3): there is no server call for revenue
// (docs/product.md §7) and docs/product.md §9 calls these figures placeholders, so the page marks them "Sample data".

export interface RevenueTransaction {
  id: string;
  /** ISO date (yyyy-MM-dd). */
  date: string;
  subscriber: string;
  amount: number;
  status: 'completed';
  type: 'subscription';
}

export interface RevenuePoint {
  label: string;
  revenue: number;
}

/** This month against last month, from which the cards derive their 'from last month' change. */
export const REVENUE_SUMMARY = {
  thisMonth: { revenue: 12_450, subscribers: 415 },
  lastMonth: { revenue: 11_080, subscribers: 384 },
} as const;

export const WEEKLY_REVENUE: RevenuePoint[] = [
  2310, 2395, 2480, 2420, 2560, 2610, 2540, 2700, 2765, 2830, 2905, 3010,
].map((revenue, index) => ({ label: `Week ${index + 1}`, revenue }));

export const MONTHLY_REVENUE: RevenuePoint[] = [
  ['Jan', 6200],
  ['Feb', 6650],
  ['Mar', 7300],
  ['Apr', 7150],
  ['May', 7900],
  ['Jun', 8400],
  ['Jul', 8950],
  ['Aug', 9400],
  ['Sep', 10_150],
  ['Oct', 10_600],
  ['Nov', 11_080],
  ['Dec', 12_450],
].map(([label, revenue]) => ({ label: String(label), revenue: Number(revenue) }));

export const YEARLY_REVENUE: RevenuePoint[] = [
  ['2021', 31_500],
  ['2022', 48_200],
  ['2023', 67_900],
  ['2024', 88_400],
  ['2025', 106_230],
].map(([label, revenue]) => ({ label: String(label), revenue: Number(revenue) }));

const completed = { status: 'completed', type: 'subscription' } as const;

export const REVENUE_TRANSACTIONS: RevenueTransaction[] = [
  { id: 'TXN-10482', date: '2025-12-28', subscriber: 'Mike Johnson', amount: 29.99, ...completed },
  {
    id: 'TXN-10481',
    date: '2025-12-25',
    subscriber: 'Sarah Williams',
    amount: 19.99,
    ...completed,
  },
  { id: 'TXN-10480', date: '2025-12-22', subscriber: 'David Brown', amount: 19.99, ...completed },
  { id: 'TXN-10479', date: '2025-12-19', subscriber: 'Emily Davis', amount: 29.99, ...completed },
  { id: 'TXN-10478', date: '2025-12-16', subscriber: 'Chris Miller', amount: 19.99, ...completed },
  {
    id: 'TXN-10477',
    date: '2025-12-13',
    subscriber: 'Jessica Wilson',
    amount: 19.99,
    ...completed,
  },
  { id: 'TXN-10476', date: '2025-12-10', subscriber: 'Ryan Thompson', amount: 29.99, ...completed },
  {
    id: 'TXN-10475',
    date: '2025-12-07',
    subscriber: 'Laura Martinez',
    amount: 19.99,
    ...completed,
  },
];
