/** The contact form's and the newsletter's texts (docs/product.md "Contact and newsletter"). */

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
