import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { externalLoginsSchema } from '@domain/contracts/auth';
import { googleClient } from './google';

/**
 * GET /api/account/external-logins: the external providers a sign-in dialog may offer (as ASP.NET
 * Identity's external authentication schemes), so the web app never opens a popup that can only
 * answer 501.
 */
export async function externalLoginRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const google = googleClient(app.config) !== null;
  app.get(
    '/api/account/external-logins',
    { schema: { tags: ['account'], response: { 200: externalLoginsSchema } } },
    async () => (google ? [{ name: 'Google', displayName: 'Google' }] : []),
  );
}
