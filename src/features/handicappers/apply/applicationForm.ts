import { z } from 'zod';
import {
  handicapperApplicationSchema,
  type HandicapperApplication,
  type HandicapperType,
} from '@domain/contracts/marketplaceApplication';
import type { Sport } from '@domain/rules/sports';
import type { useZodForm } from '@/lib/useZodForm';

/** The dialog's form, named as the payload: texts as typed; numbers become numbers only in it. */
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
  twitterUrl: string;
  instagramUrl: string;
  monthlyPrice: string;
  weeklyPicks: string;
  specialOffers: string;
  acceptTerms: boolean;
  acceptAccuracy: boolean;
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
  twitterUrl: '',
  instagramUrl: '',
  monthlyPrice: '',
  weeklyPicks: '',
  specialOffers: '',
  acceptTerms: false,
  acceptAccuracy: false,
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
    ...(form.twitterUrl.trim() ? { twitterUrl: form.twitterUrl } : {}),
    ...(form.instagramUrl.trim() ? { instagramUrl: form.instagramUrl } : {}),
    monthlyPrice: number(form.monthlyPrice) as number,
    weeklyPicks: number(form.weeklyPicks) as number,
    ...(form.specialOffers.trim() ? { specialOffers: form.specialOffers } : {}),
    acceptTerms: form.acceptTerms as true,
    acceptAccuracy: form.acceptAccuracy as true,
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

/** The form checked as the payload it becomes, so each message lands on its field. */
export const applicationFormSchema = z.preprocess(
  (form) => toPayload(form as Application),
  handicapperApplicationSchema,
) as unknown as z.ZodType<z.output<typeof handicapperApplicationSchema>, Application>;

export type ApplicationForm = ReturnType<
  typeof useZodForm<Application, z.output<typeof handicapperApplicationSchema>>
>;

/** What a step view gets: the wizard's one form. */
export interface StepProps {
  form: ApplicationForm;
}
