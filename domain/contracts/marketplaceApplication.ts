import { z } from 'zod';
import { SPORTS } from '../rules/sports';
import { controlCharactersRefused, dollarsToCents, isSingleLine } from '../rules/text';

export const HANDICAPPER_TYPES = ['novice', 'professional'] as const;
export type HandicapperType = (typeof HANDICAPPER_TYPES)[number];

/** The lowest monthly price per type (docs/product.md §5) and the fewest picks a week. */
export const MIN_PRICE: Record<HandicapperType, number> = { novice: 9.99, professional: 19.99 };
export const MAX_PRICE = 999.99;
/** The same limits in integer cents, which every comparison uses (docs/product.md §9). */
export const MIN_PRICE_CENTS: Record<HandicapperType, number> = { novice: 999, professional: 1999 };
export const MIN_WEEKLY_PICKS = 10;

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long (${max} characters at most)`);

const profileUrl = (label: string, hosts: string[]) =>
  z
    .string()
    .trim()
    .max(300, `${label} is too long`)
    .refine(
      (value) => {
        if (value === '') return true;
        try {
          const url = new URL(value);
          const host = url.hostname.replace(/^www\./, '');
          return url.protocol === 'https:' && hosts.includes(host);
        } catch {
          return false;
        }
      },
      `${label} must be an https link to ${hosts.join(' or ')}`,
    )
    .optional();

/**
 * POST /api/handicapper-applications. The photo uploads separately. A novice
 * is accepted at once; a professional waits for `npm run admin -- approve-application <email>`.
 */
export const handicapperApplicationSchema = z
  .object({
    firstName: required('First name', 100).refine(
      isSingleLine,
      controlCharactersRefused('First name'),
    ),
    lastName: required('Last name', 100).refine(
      isSingleLine,
      controlCharactersRefused('Last name'),
    ),
    email: required('Email', 254).pipe(z.email('Enter a valid email address')),
    phone: required('Phone', 40).regex(
      /^\+?[0-9 ()-]{7,}$/,
      'Enter a phone number (digits, spaces, dashes, an optional leading +)',
    ),
    type: z.enum(HANDICAPPER_TYPES, 'Choose novice or professional'),
    sports: z
      .array(z.enum(SPORTS, 'Unknown sport'), 'Choose at least one sport')
      .min(1, 'Choose at least one sport')
      .max(SPORTS.length)
      .refine((list) => new Set(list).size === list.length, 'Each sport once'),
    experience: required('Betting experience', 2000).min(
      20,
      'Betting experience needs at least 20 characters',
    ),
    approach: required('Handicapping approach', 2000).min(
      20,
      'Handicapping approach needs at least 20 characters',
    ),
    twitterUrl: profileUrl('Twitter URL', ['twitter.com', 'x.com']),
    instagramUrl: profileUrl('Instagram URL', ['instagram.com']),
    monthlyPrice: z
      .number('Monthly price must be a number')
      .max(MAX_PRICE, `Monthly price is at most $${MAX_PRICE}`)
      .refine((n) => dollarsToCents(n) !== null, 'Monthly price has at most two decimals'),
    weeklyPicks: z
      .number('Weekly picks must be a number')
      .int('Weekly picks must be a whole number')
      .min(MIN_WEEKLY_PICKS, `At least ${MIN_WEEKLY_PICKS} picks per week`)
      .max(500, 'At most 500 picks per week'),
    specialOffers: z.string().trim().max(1000, 'Special offers is too long').optional(),
    acceptTerms: z.literal(true, 'Accept the terms to apply'),
    acceptAccuracy: z.literal(true, 'Confirm that the application is accurate'),
  })
  // Checked even while other fields are still wrong (a refinement would otherwise wait for them).
  // Compared in cents, so $19.99 meets the $19.99 floor exactly.
  .refine((v) => (dollarsToCents(v.monthlyPrice) ?? 0) >= MIN_PRICE_CENTS[v.type], {
    path: ['monthlyPrice'],
    error: (issue) => {
      const type = (issue.input as { type: HandicapperType }).type;
      return `A ${type} handicapper charges at least $${MIN_PRICE[type]} a month`;
    },
    // Runs only on an object whose price and type are themselves valid: `null`, an array or a
    // string body never reaches the comparison (it gets the object's own type error).
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !Array.isArray(payload.value) &&
      !payload.issues.some(
        (i) =>
          i.path === undefined ||
          i.path.length === 0 ||
          i.path[0] === 'monthlyPrice' ||
          i.path[0] === 'type',
      ),
  });
export type HandicapperApplication = z.input<typeof handicapperApplicationSchema>;

export const APPLICATION_STATUSES = ['pending', 'approved'] as const;

export const applicationResponseSchema = z.object({
  application: z.object({
    type: z.enum(HANDICAPPER_TYPES),
    status: z.enum(APPLICATION_STATUSES),
    createdAt: z.string(),
  }),
  /** The applicant's profile id once they are a handicapper. */
  handicapperId: z.string().nullable(),
});
export type ApplicationResponse = z.infer<typeof applicationResponseSchema>;

export const ALREADY_HANDICAPPER = 'You are already a handicapper.';
export const APPLICATION_PENDING = 'Your application is already waiting for review.';
export const APPLICATION_EMAIL_MISMATCH =
  'Apply with the email of the account you are signed in with.';
export const APPLICATION_APPROVED_TITLE = 'Your handicapper application was approved';
