import type { Sport } from '@/domain/sports';

export type HandicapperType = 'novice' | 'professional';

/** docs/product.md §3 handicapper application fields. */
export interface Application {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  photo: string;
  type: HandicapperType;
  sports: Sport[];
  experience: string;
  approach: string;
  twitter: string;
  instagram: string;
  price: string;
  weeklyPicks: string;
  specialOffers: string;
  agreeTerms: boolean;
  agreeAccuracy: boolean;
}

export const emptyApplication = (): Application => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  photo: '',
  type: 'novice',
  sports: [],
  experience: '',
  approach: '',
  twitter: '',
  instagram: '',
  price: '',
  weeklyPicks: '',
  specialOffers: '',
  agreeTerms: false,
  agreeAccuracy: false,
});

/** docs/product.md §4 application steps, in order. */
export const STEPS = [
  { id: 'personal', title: 'Personal Information' },
  { id: 'experience', title: 'Experience' },
  { id: 'pricing', title: 'Pricing' },
  { id: 'terms', title: 'Terms' },
] as const;

/** docs/product.md §5 guidance (shown, not enforced). */
export const MIN_PRICE: Record<HandicapperType, number> = { novice: 9.99, professional: 19.99 };
export const MIN_WEEKLY_PICKS = 10;

export type UpdateApplication = (patch: Partial<Application>) => void;
