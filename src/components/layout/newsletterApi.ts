import {
  newsletterAnswerSchema,
  type NewsletterAnswer,
  type NewsletterSignup,
} from '@domain/contracts/contact';
import { api } from '@/lib/api';

/**
 * The newsletter on the one api (docs/product.md "Contact and newsletter"): the footer's sign-up,
 * and the mailed links' confirm and unsubscribe, which /newsletter posts back signed in or not.
 */
export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<NewsletterAnswer, NewsletterSignup>({
      query: (body) => ({ url: '/newsletter', method: 'POST', body }),
      rawResponseSchema: newsletterAnswerSchema,
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
      rawResponseSchema: newsletterAnswerSchema,
    }),
  }),
});

export const { useSubscribeNewsletterMutation, useNewsletterLinkMutation } = newsletterApi;
