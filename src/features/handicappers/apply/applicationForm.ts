import type { HandicapperApplication, HandicapperType } from '@/domain/marketplaceApplication';
import type { Sport } from '@/domain/sports';

/** The dialog's form: texts as typed; numbers become numbers only in the payload. */
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

const number = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text);

/** The POST /api/handicapper-applications body; the photo is not part of it. */
export function toPayload(form: Application): HandicapperApplication {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    phone: form.phone,
    type: form.type,
    sports: form.sports,
    experience: form.experience,
    approach: form.approach,
    ...(form.twitter.trim() ? { twitterUrl: form.twitter } : {}),
    ...(form.instagram.trim() ? { instagramUrl: form.instagram } : {}),
    monthlyPrice: number(form.price) as number,
    weeklyPicks: number(form.weeklyPicks) as number,
    ...(form.specialOffers.trim() ? { specialOffers: form.specialOffers } : {}),
    acceptTerms: form.agreeTerms as true,
    acceptAccuracy: form.agreeAccuracy as true,
  };
}

/** docs/product.md §4 application steps, in order, with the payload fields each one asks for. */
export const STEPS = [
  {
    id: 'personal',
    title: 'Personal Information',
    fields: ['firstName', 'lastName', 'email', 'phone', 'type'],
  },
  {
    id: 'experience',
    title: 'Experience',
    fields: ['sports', 'experience', 'approach', 'twitterUrl', 'instagramUrl'],
  },
  { id: 'pricing', title: 'Pricing', fields: ['monthlyPrice', 'weeklyPicks', 'specialOffers'] },
  { id: 'terms', title: 'Terms', fields: ['acceptTerms', 'acceptAccuracy'] },
] as const;

export type UpdateApplication = (patch: Partial<Application>) => void;

/** What a step view gets: the form, a way to change it, and the errors by payload field. */
export interface StepProps {
  form: Application;
  update: UpdateApplication;
  errors: Record<string, string>;
}
