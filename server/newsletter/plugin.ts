import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { newsletterRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    newsletter: {
      /** Resolves once every confirmation mail sent so far has been written or has failed. */
      settled(): Promise<void>;
    };
  }
}

/** Newsletter: the footer's sign-ups, confirmed and unsubscribed by mailed links. */
async function newsletter(app: FastifyInstance): Promise<void> {
  // Mails leave after the answer (no enumeration by timing); they are kept here until written.
  const sending = new Set<Promise<void>>();
  app.decorate('newsletter', {
    async settled() {
      await Promise.all([...sending]);
    },
  });
  app.addHook('onClose', async () => {
    await Promise.all([...sending]);
  });
  await app.register(newsletterRoutes, {
    track: (task: Promise<void>) => {
      sending.add(task);
      void task.finally(() => sending.delete(task));
    },
  });
}

export const newsletterPlugin = fp(newsletter, {
  name: 'newsletter',
  fastify: '5.x',
  decorators: { fastify: ['config', 'db'] },
});
