/** A capper's record (graded picks at their prices; `picks` also counts pending), as GET /api/handicappers returns it. */
export interface CapperRecord {
  wins: number;
  losses: number;
  pushes: number;
  pending: number;
  picks: number;
  winRate: number;
  roi: number;
  units: number;
  clv: number | null;
  sampleSize: 'small' | 'ok';
}

/** docs/product.md §3 handicapper card fields, plus the record and whether the figures are sample data. */
export interface Handicapper {
  id: string;
  name: string;
  avatar: string;
  sports: string[];
  price: number;
  featured: boolean;
  bio: string;
  sample: boolean;
  winRate: number;
  roi: number;
  units: number;
  record: CapperRecord;
  subscribers: number;
}

export interface HandicapperDetail extends Handicapper {
  subscribed: boolean;
}

/** A stored subscription (docs/product.md §3 followed handicapper: subscription {price, renewalDate}). */
export interface CapperSubscription {
  handicapperId: string;
  createdAt: string;
  price: number;
  renewalDate: string;
  handicapper: Handicapper;
}
