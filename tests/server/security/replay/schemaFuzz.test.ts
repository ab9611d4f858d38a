import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildApp } from '../../../../server/app';
import type { Db } from '../../../../server/db/db';
import { signedIn, XHR } from '../../bets/fixtures';
import { testConfig, testDb } from '../../helpers';

/**
 * Every route's body schema, each position given null, an array, a string, a number, a boolean
 * and an object (docs/design.md §3): 0 answers of 500 or more. The positions are read from the
 * zod schemas themselves, so a route added later is covered without a change here.
 */
interface BodyRoute {
  method: HTTPMethods;
  url: string;
  body: z.ZodType;
}

const routes: BodyRoute[] = [];
let db: Db;
let app: FastifyInstance;
let cookies: string[];
beforeAll(async () => {
  db = await testDb();
  app = await buildApp({
    config: testConfig({ ACCOUNT_RATE_LIMIT: '1000000' }),
    db,
    logger: false,
    onRoute: (route) => {
      const body = route.schema?.body as z.ZodType | undefined;
      if (!body || typeof body !== 'object' || !('_zod' in body)) return;
      for (const method of [route.method].flat())
        if (method !== 'HEAD') routes.push({ method, url: route.url, body });
    },
  });
  await app.ready();
  cookies = [(await signedIn(db)).cookie, (await signedIn(db, 'Handicapper')).cookie];
});
afterAll(async () => {
  await app.close();
  await db.close();
});

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** The object shape behind wrappers (optional, default, pipe…), or null for a non-object. */
function shapeOf(schema: unknown, hops = 0): Record<string, unknown> | null {
  if (hops > 10) return null;
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return def.shape as Record<string, unknown>;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return shapeOf(def.innerType, hops + 1);
    case 'pipe':
      return shapeOf(def.in, hops + 1);
    case 'array':
      return shapeOf(def.element, hops + 1);
    default:
      return null;
  }
}

/** A plausible value of a schema, so the other positions get past their own checks. */
function sample(schema: unknown, hops = 0): unknown {
  if (hops > 6) return null;
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return 'sample text';
    case 'number':
    case 'int':
      return 12;
    case 'boolean':
      return true;
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'array':
      return [sample(def.element, hops + 1)];
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, sample(v, hops + 1)]));
    }
    case 'union':
      return sample((def.options as unknown[])[0], hops + 1);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return sample(def.innerType, hops + 1);
    case 'pipe':
      return sample(def.in, hops + 1);
    default:
      return null;
  }
}

const HOSTILE: unknown[] = [null, [], ['x'], 'x', '', 0, -1, 1e308, true, {}, { a: null }];

/** Every body: the whole body hostile, then each position (two levels deep) hostile in turn. */
function bodiesFor(schema: z.ZodType): unknown[] {
  const base = sample(schema);
  const out: unknown[] = [...HOSTILE, base];
  const shape = shapeOf(schema);
  if (!shape || typeof base !== 'object' || base === null || Array.isArray(base)) return out;
  for (const [key, inner] of Object.entries(shape)) {
    for (const bad of HOSTILE) out.push({ ...base, [key]: bad });
    const innerShape = shapeOf(inner);
    const innerBase = (base as Record<string, unknown>)[key];
    if (!innerShape) continue;
    const asObject = Array.isArray(innerBase) ? innerBase[0] : innerBase;
    if (typeof asObject !== 'object' || asObject === null) continue;
    for (const innerKey of Object.keys(innerShape)) {
      for (const bad of HOSTILE) {
        const changed = { ...asObject, [innerKey]: bad };
        out.push({ ...base, [key]: Array.isArray(innerBase) ? [changed] : changed });
      }
    }
  }
  return out;
}

describe('every route body against null and wrong types', () => {
  it('finds the routes with body schemas', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /api/handicapper-applications',
        'POST /api/account/register',
        'PUT /api/account/settings',
        'POST /api/bets',
      ]),
    );
  });

  it('answers each with a 4xx or a success, never 500 or more', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, 'fuzz-$1');
      for (const body of bodiesFor(route.body)) {
        for (const cookie of cookies) {
          const res = await app.inject({
            method: route.method,
            url,
            headers: { ...XHR, cookie, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          sent += 1;
          if (res.statusCode >= 500)
            failures.push(`${route.method} ${url} ${JSON.stringify(body)} → ${res.statusCode}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 600_000);
});
