import type { NewsletterAnswer, NewsletterSignup } from '@domain/contracts/contact';
import { api, checkedAfterRender } from '@/lib/api';

// The footer is on every page, the home page's first screen included: its answers are checked
// after they are shown, and the contract (zod) loads then, in the checks' worker (docs/architecture.md).
const newsletterAnswer = checkedAfterRender('newsletter', 'newsletterAnswer');

/**
 * The newsletter on the one api (docs/product.md "Contact and newsletter"): the footer's sign-up,
 * and the mailed links' confirm and unsubscribe, which /newsletter posts back signed in or not.
 */
export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<NewsletterAnswer, NewsletterSignup>({
      query: (body) => ({ url: '/newsletter', method: 'POST', body }),
      rawResponseSchema: newsletterAnswer,
    }),
    newsletterLink: build.mutation<
      NewsletterAnswer,
      { action: 'confirm' | 'unsubscribe'; token: string }
    >({
      query: ({ action, token }) => ({
        url: `/newsletter/${action}`,
        method: 'POST',
        body: { token },
      }),
      rawResponseSchema: newsletterAnswer,
    }),
  }),
});

export const { useSubscribeNewsletterMutation, useNewsletterLinkMutation } = newsletterApi;
