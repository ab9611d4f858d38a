import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  newsletterAnswerSchema,
  newsletterSignupSchema,
  newsletterTokenSchema,
} from '@domain/contracts/contact';
import {
  NEWSLETTER_CHECK_MAIL,
  NEWSLETTER_CONFIRM_HOURS,
  NEWSLETTER_CONFIRMED,
  NEWSLETTER_LINK_INVALID,
  NEWSLETTER_UNSUBSCRIBED,
} from '@domain/rules/contact';
import { easternDate } from '@domain/rules/dates';
import { ProblemError, problemResponse } from '../http/problem';
import { composeMail, createMailer } from '../mail';
import { confirmSubscription, signUp, unsubscribe } from './store';

const tags = ['newsletter'];
const errors = { '4xx': problemResponse };
const answer = { 200: newsletterAnswerSchema, ...errors };

/**
 * The footer's newsletter (docs/product.md "Contact and newsletter"): a sign-up mails a confirm
 * link and an unsubscribe link to the address, and answers the same whoever is subscribed; the
 * links open /newsletter, which posts their token back here, signed in or not.
 */
export async function newsletterRoutes(
  fastify: FastifyInstance,
  options: { track: (task: Promise<void>) => void },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mail = createMailer({
    smtpUrl: app.config.SMTP_URL,
    from: app.config.MAIL_FROM,
    outboxDir: app.config.OUTBOX_DIR,
  });
  const base = app.config.PUBLIC_URL;

  app.post(
    '/api/newsletter',
    {
      config: { rateLimit: 'newsletter' },
      schema: {
        tags,
        body: newsletterSignupSchema,
        response: { 202: newsletterAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const tokens = await signUp(app.db, email, easternDate(new Date()));
      // Not awaited: the answer takes as long whether or not a mail goes (no enumeration).
      if (tokens) {
        const task = mail(
          composeMail({
            to: email,
            subject: 'Confirm your Edgewise newsletter subscription',
            blocks: [
              'Someone, hopefully you, asked to get the Edgewise newsletter at this address.',
              {
                label: 'Confirm your subscription',
                link: `${base}/newsletter?action=confirm&token=${encodeURIComponent(tokens.confirm)}`,
              },
              `The confirm link works for ${NEWSLETTER_CONFIRM_HOURS} hours. If you did not ask, ignore this mail: nothing is sent until you confirm.`,
              {
                label: 'Unsubscribe',
                link: `${base}/newsletter?action=unsubscribe&token=${encodeURIComponent(tokens.unsubscribe)}`,
              },
            ],
          }),
        ).catch((err: unknown) => request.log.error({ err }, 'newsletter mail failed'));
        options.track(task);
      }
      return reply.code(202).send({ message: NEWSLETTER_CHECK_MAIL });
    },
  );

  app.post(
    '/api/newsletter/confirm',
    {
      config: { rateLimit: 'newsletter' },
      schema: { tags, body: newsletterTokenSchema, response: answer },
    },
    async (request) => {
      if (!(await confirmSubscription(app.db, request.body.token)))
        throw new ProblemError(400, NEWSLETTER_LINK_INVALID);
      return { message: NEWSLETTER_CONFIRMED };
    },
  );

  app.post(
    '/api/newsletter/unsubscribe',
    {
      config: { rateLimit: 'newsletter' },
      schema: { tags, body: newsletterTokenSchema, response: answer },
    },
    async (request) => {
      if (!(await unsubscribe(app.db, request.body.token)))
        throw new ProblemError(400, NEWSLETTER_LINK_INVALID);
      return { message: NEWSLETTER_UNSUBSCRIBED };
    },
  );
}
