import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { contactRoutes } from './routes';

/** Contact: the contact form's messages, stored, mailed to support and listed for admins. */
async function contact(app: FastifyInstance): Promise<void> {
  await app.register(contactRoutes);
}

export const contactPlugin = fp(contact, {
  name: 'contact',
  fastify: '5.x',
  decorators: { fastify: ['config', 'db'] },
  dependencies: ['accounts'],
});
