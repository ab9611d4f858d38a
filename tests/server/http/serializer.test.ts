import Fastify from 'fastify';
import { ResponseSerializationError, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginResponseSchema } from '@domain/contracts/auth';
import { betsResponseSchema } from '@domain/contracts/bets';
import { registerErrorHandling } from '../../../server/http/errors';
import {
  compiledWriter,
  parsesAsItEncodes,
  serializerCompiler,
} from '../../../server/http/serializer';

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

describe('the one-pass writer of plain schemas (compiledWriter)', () => {
  const plain = z.object({
    id: z.string(),
    n: z.number(),
    ok: z.boolean(),
    kind: z.enum(['a', 'b']),
    one: z.literal('x'),
    maybe: z.string().nullable(),
    later: z.number().optional(),
    list: z.array(z.object({ at: z.string(), v: z.number().nullable() })),
  });
  const written = (schema: z.ZodType, value: unknown) =>
    serializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' })(value);

  it('writes exactly what zod and JSON.stringify write, unknown keys left out', () => {
    const values = [
      {
        id: 'plain',
        n: -0,
        ok: true,
        kind: 'a',
        one: 'x',
        maybe: null,
        list: [],
        extra: 'secret',
      },
      {
        id: 'quote " back\\slash \n tab\t \u0001 \u2028 é 😀',
        n: 1e21,
        ok: false,
        kind: 'b',
        one: 'x',
        maybe: 'yes',
        later: 2.5,
        list: [
          { at: 'a', v: null, hidden: 1 },
          { at: '\ud800', v: 3 },
        ],
      },
      { id: 'u', n: 0, ok: true, kind: 'a', one: 'x', maybe: null, later: undefined, list: [] },
    ];
    expect(compiledWriter(plain)).toBeDefined();
    for (const value of values)
      expect(written(plain, value)).toBe(JSON.stringify(z.parse(plain, value)));
    for (const schema of [loginResponseSchema, betsResponseSchema])
      expect(compiledWriter(schema)).toBeDefined();
  });

  it('refuses what zod refuses, through zod', () => {
    const good = { id: 'g', n: 1, ok: true, kind: 'a', one: 'x', maybe: null, list: [] };
    for (const bad of [
      { ...good, n: Number.NaN },
      { ...good, n: Number.POSITIVE_INFINITY },
      { ...good, n: '1' },
      { ...good, kind: 'c' },
      { ...good, one: 'y' },
      { ...good, maybe: undefined },
      { ...good, list: [{ at: 'a' }] },
      { ...good, list: {} },
      [good],
      null,
    ])
      expect(() => written(plain, bad)).toThrow(ResponseSerializationError);
  });

  it('leaves checks, formats and other kinds to zod', () => {
    for (const schema of [
      z.string().min(1),
      z.email(),
      z.int(),
      z.union([z.string(), z.number()]),
      z.strictObject({ a: z.string() }),
      z.looseObject({ a: z.string() }),
      z.object({ at: z.date() }),
    ])
      expect(compiledWriter(schema)).toBeUndefined();
    expect(() => written(z.object({ a: z.string().min(2) }), { a: 'x' })).toThrow(
      ResponseSerializationError,
    );
  });
});
