/**
 * The contact form and the newsletter's wire schemas (docs/product.md "Contact and newsletter").
 * The form's subjects are SPEC's; the server stores each message and mails it to support.
 */
import { z } from 'zod';
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECTS } from '../rules/contact';
import { controlCharactersRefused, isSingleLine } from '../rules/text';

const line = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long (${max} characters at most)`)
    .refine(isSingleLine, controlCharactersRefused(label));

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long (254 characters at most)')
  .pipe(z.email('Enter a valid email address'));

export const contactMessageSchema = z.object({
  firstName: line('First name', 100),
  lastName: line('Last name', 100),
  email,
  subject: z.enum(
    CONTACT_SUBJECTS.map((s) => s.value),
    'Choose one of the listed subjects',
  ),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(CONTACT_MESSAGE_MAX, `Message is too long (${CONTACT_MESSAGE_MAX} characters at most)`),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
/** What the form holds before the check: the subject as the select gives it. */
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

/** One stored message, as the admin list shows it. */
export const storedContactMessageSchema = contactMessageSchema.extend({
  id: z.string(),
  createdAt: z.string(),
  /** The account that sent it, when signed in. */
  userId: z.string().nullable(),
});
export type StoredContactMessage = z.infer<typeof storedContactMessageSchema>;

export const contactMessagesResponseSchema = z.object({
  messages: z.array(storedContactMessageSchema),
});
export type ContactMessagesResponse = z.infer<typeof contactMessagesResponseSchema>;

export const newsletterSignupSchema = z.object({ email });
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

/** Every answer of the newsletter's routes: one sentence, the same whoever is subscribed. */
export const newsletterAnswerSchema = z.object({ message: z.string() });
export type NewsletterAnswer = z.infer<typeof newsletterAnswerSchema>;

export const newsletterTokenSchema = z.object({ token: z.string().min(1).max(200) });
