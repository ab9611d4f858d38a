import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginResponseSchema } from '@domain/contracts/auth';
import { betsResponseSchema } from '@domain/contracts/bets';
import { registerErrorHandling } from '../../../server/http/errors';
import { parsesAsItEncodes, serializerCompiler } from '../../../server/http/serializer';

async function serve(schema: z.ZodType, answer: unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.get('/', { schema: { response: { 200: schema } } }, async () => answer);
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return res;
}

describe('the answer check (server/http/serializer.ts)', () => {
  it('checks the user-info and bets answers forwards', () => {
    expect(parsesAsItEncodes(loginResponseSchema)).toBe(true);
    expect(parsesAsItEncodes(betsResponseSchema)).toBe(true);
  });

  it('keeps encoding for schemas whose directions differ', () => {
    expect(parsesAsItEncodes(z.object({ a: z.string().default('x') }))).toBe(false);
    expect(parsesAsItEncodes(z.object({ a: z.string().transform((s) => s.length) }))).toBe(false);
    expect(parsesAsItEncodes(z.array(z.number().catch(0)))).toBe(false);
    const date = z.codec(z.iso.datetime(), z.date(), {
      decode: (s) => new Date(s),
      encode: (d) => d.toISOString(),
    });
    expect(parsesAsItEncodes(z.object({ at: date }))).toBe(false);
  });

  it('strips keys the schema does not name', async () => {
    const res = await serve(z.object({ id: z.string() }), { id: 'a', passwordHash: 'secret' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 'a' });
  });

  it('refuses an answer that breaks its schema with a 500 problem, never the answer', async () => {
    const res = await serve(z.object({ id: z.string() }), { id: 7 });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).not.toContain('7');
  });

  it('encodes through a codec as before', async () => {
    const date = z.codec(z.iso.datetime(), z.date(), {
      decode: (s) => new Date(s),
      encode: (d) => d.toISOString(),
    });
    const res = await serve(z.object({ at: date }), { at: new Date('2026-11-27T12:00:00Z') });
    expect(res.json()).toEqual({ at: '2026-11-27T12:00:00.000Z' });
  });
});
