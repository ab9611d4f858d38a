/** The contact form's and the newsletter's texts (docs/product.md "Contact and newsletter"). */

/** docs/product.md: the contact form's subjects, with the labels shown in the select (here, not
 * with the wire's schemas, so a page that shows them does not load zod). */
export const CONTACT_SUBJECTS = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'support', label: 'Technical Support' },
  { value: 'billing', label: 'Billing' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'feedback', label: 'Feedback' },
] as const;

export const CONTACT_MESSAGE_MAX = 5000;

/** The answer to a sign-up, the same whether the address is new, pending or subscribed. */
export const NEWSLETTER_CHECK_MAIL =
  'Thanks! Check your inbox for a link to confirm your subscription.';
export const NEWSLETTER_CONFIRMED = 'Your newsletter subscription is confirmed.';
export const NEWSLETTER_UNSUBSCRIBED = 'You are unsubscribed from the Edgewise newsletter.';
export const NEWSLETTER_LINK_INVALID = 'This newsletter link is invalid or has expired.';
/** How long a confirm link stays good; the unsubscribe link never expires. */
export const NEWSLETTER_CONFIRM_HOURS = 72;
/** At most this many confirmation mails a day reach one address, whoever asks. */
export const NEWSLETTER_MAILS_PER_DAY = 3;
