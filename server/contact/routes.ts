import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  contactMessageSchema,
  contactMessagesResponseSchema,
  storedContactMessageSchema,
  type StoredContactMessage,
} from '@domain/contracts/contact';
import { CONTACT_SUBJECTS } from '@domain/rules/contact';
import { ADMIN_ROLE } from '@domain/rules/roles';
import { loadUser, requireRole } from '../accounts';
import { problemResponse } from '../http/problem';
import { composeMail, createMailer, type Mail, type MailBlock } from '../mail';
import { listContactMessages, saveContactMessage } from './store';

const tags = ['contact'];
const errors = { '4xx': problemResponse };

/** The mail support gets for one message: every user-given text as plain blocks (compose.ts). */
export function supportMail(to: string, m: StoredContactMessage): Mail {
  const subject = CONTACT_SUBJECTS.find((s) => s.value === m.subject)?.label ?? m.subject;
  const paragraphs: MailBlock[] = m.message.split(/\r\n|\r|\n/).filter((p) => p.trim() !== '');
  return composeMail({
    to,
    subject: `Contact form: ${subject} from ${m.firstName} ${m.lastName}`,
    blocks: [
      {
        list: [
          `From: ${m.firstName} ${m.lastName} <${m.email}>`,
          `Subject: ${subject}`,
          `Sent: ${m.createdAt}`,
          `Account: ${m.userId ?? 'not signed in'}`,
        ],
      },
      ...paragraphs,
    ],
  });
}

/**
 * POST /api/contact: the contact form (docs/product.md "Contact and newsletter"), stored and mailed
 * to SUPPORT_EMAIL; GET /api/admin/contact-messages: the stored messages, for admins only.
 */
export async function contactRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const mail = createMailer({
    smtpUrl: app.config.SMTP_URL,
    from: app.config.MAIL_FROM,
    outboxDir: app.config.OUTBOX_DIR,
  });

  app.post(
    '/api/contact',
    {
      config: { rateLimit: 'contact' },
      schema: {
        tags,
        body: contactMessageSchema,
        response: { 201: storedContactMessageSchema.pick({ id: true }), ...errors },
      },
    },
    async (request, reply) => {
      const user = await loadUser(request);
      const saved = await saveContactMessage(app.db, user?.id ?? null, request.body);
      // Stored first: a mail that fails is logged, the message is kept for the admin list.
      await mail(supportMail(app.config.SUPPORT_EMAIL, saved)).catch((err: unknown) =>
        request.log.error({ err, contactMessage: saved.id }, 'contact mail failed'),
      );
      return reply.code(201).send({ id: saved.id });
    },
  );

  app.get(
    '/api/admin/contact-messages',
    {
      preHandler: requireRole(ADMIN_ROLE),
      schema: {
        tags,
        response: { 200: contactMessagesResponseSchema, ...errors },
      },
    },
    async () => ({ messages: await listContactMessages(app.db) }),
  );
}
