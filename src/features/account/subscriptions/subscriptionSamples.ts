// Sample content of the Manage Subscriptions page (docs/product.md §2, §3, §9): there is no server call
// for subscriptions (docs/product.md §7), so the page shows these fixed figures under a "Sample data" badge.

export interface Plan {
  id: 'free' | 'pro' | 'handicapper';
  name: string;
  /** Price in dollars per period. */
  price: number;
  period: string;
  features: string[];
}

/** The signed-in user's plan as docs/product.md §3 "Plan display" describes it. */
export interface CurrentPlan {
  planId: Plan['id'];
  name: string;
  price: number;
  period: string;
  /** ISO date (yyyy-MM-dd). */
  renewalDate: string;
}

export interface PaymentMethod {
  cardType: string;
  lastFour: string;
  /** MM/yy, as printed on the card. */
  expiryDate: string;
}

export const PLANS: Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: 0,
    period: 'month',
    features: ['Daily AI pick', 'Single AI model leans', 'Public handicapper profiles'],
  },
  {
    id: 'pro',
    name: 'Pro',
    price: 29.99,
    period: 'month',
    features: [
      'Unlimited AI picks',
      'Model insights',
      'Bet tracking',
      'Early access to new features',
    ],
  },
  {
    id: 'handicapper',
    name: 'Handicapper',
    price: 49.99,
    period: 'month',
    features: [
      'All Pro features',
      'Publish picks to subscribers',
      'Revenue dashboard',
      'Priority support',
    ],
  },
];

export const CURRENT_PLAN: CurrentPlan = {
  planId: 'pro',
  name: 'Pro',
  price: 29.99,
  period: 'month',
  renewalDate: '2026-08-15',
};

export const PAYMENT_METHOD: PaymentMethod = {
  cardType: 'Visa',
  lastFour: '4242',
  expiryDate: '12/27',
};
