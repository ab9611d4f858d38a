import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import type { Db } from '../../../server/db/db';
import { OPENAPI_PATH, swaggerEnabled } from '../../../server/plugins/swagger';
import { testConfig, testDb } from '../helpers';

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Fastify's `/api/x/:id` as OpenAPI writes it: `/api/x/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI document (docs/design.md §3)', () => {
  let app: FastifyInstance;
  let db: Db;
  let doc: OpenApi;
  const routes: { method: string; url: string; hasBody: boolean; hasQuery: boolean }[] = [];

  beforeAll(async () => {
    db = await testDb();
    app = await buildApp({
      config: testConfig(),
      db,
      logger: false,
      onRoute: (route: RouteOptions) => {
        if (!route.url.startsWith('/api/')) return;
        // A hidden alias (the doubled logout path, docs/product.md §7) is left out on purpose.
        if (route.schema?.hide) return;
        for (const method of [route.method].flat()) {
          if (method === 'HEAD' || method === 'OPTIONS') continue;
          routes.push({
            method: method.toLowerCase(),
            url: route.url,
            hasBody: !!route.schema?.body,
            hasQuery: !!route.schema?.querystring,
          });
        }
      },
    });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    doc = res.json<OpenApi>();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('is served at /swagger/v1/swagger.json and Swagger UI at /swagger', async () => {
    expect(doc.openapi).toMatch(/^3\./);
    const ui = await app.inject({ method: 'GET', url: '/swagger/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('lists the logout route once, without the doubled /api/api alias', () => {
    const logouts = Object.keys(doc.paths).filter((p) => p.endsWith('/account/logout'));
    expect(logouts).toEqual(['/api/account/logout']);
  });

  it('lists every /api route the server registers', () => {
    expect(routes.length).toBeGreaterThan(15);
    const missing = routes.filter((r) => !doc.paths[openApiPath(r.url)]?.[r.method]);
    expect(missing).toEqual([]);
  });

  it('gives every /api operation a response schema, and its request schemas where it reads input', () => {
    const incomplete = routes.flatMap((r) => {
      const op = doc.paths[openApiPath(r.url)]?.[r.method];
      if (!op) return [];
      const problems: string[] = [];
      const answered = Object.values(op.responses ?? {}).some(
        (res) => res.content && Object.values(res.content).some((c) => c.schema),
      );
      const noContent = Object.keys(op.responses ?? {}).some((code) =>
        /^(204|202|302)$/.test(code),
      );
      if (!answered && !noContent) problems.push('response');
      const params = [...r.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
      for (const name of params) {
        if (!op.parameters?.some((p) => p.in === 'path' && p.name === name))
          problems.push(`path ${name}`);
      }
      if (r.hasBody && !op.requestBody?.content?.['application/json']?.schema)
        problems.push('body');
      if (r.hasQuery && !op.parameters?.some((p) => p.in === 'query')) problems.push('query');
      return problems.length ? [`${r.method.toUpperCase()} ${r.url}: ${problems.join(', ')}`] : [];
    });
    expect(incomplete).toEqual([]);
  });

  it('documents the problem-details answer of a route that validates input', () => {
    const login = doc.paths['/api/account/login']?.post;
    expect(login?.requestBody?.content?.['application/json']?.schema).toBeDefined();
    expect(Object.keys(login?.responses ?? {})).toEqual(expect.arrayContaining(['200', '4XX']));
    expect(login?.responses?.['4XX']?.content?.['application/problem+json']?.schema).toBeDefined();
  });

  it('documents the marketplace and settings routes', () => {
    const ops = [
      ['post', '/api/handicapper-applications'],
      ['get', '/api/account/settings'],
      ['put', '/api/account/settings'],
      ['post', '/api/account/change-password'],
      ['delete', '/api/account'],
      ['get', '/api/plan'],
      ['post', '/api/plan'],
      ['get', '/api/my-capper/revenue'],
      ['get', '/api/my-capper/followers'],
      ['get', '/api/handicappers/{id}/picks'],
      ['get', '/api/my-cappers/picks'],
      ['get', '/api/notifications'],
      ['post', '/api/notifications/read'],
    ] as const;
    expect(ops.filter(([method, path]) => !doc.paths[path]?.[method])).toEqual([]);
  });

  it('is on in development and test, off in production unless SWAGGER=on', () => {
    expect(swaggerEnabled({ NODE_ENV: 'development', SWAGGER: undefined })).toBe(true);
    expect(swaggerEnabled({ NODE_ENV: 'production', SWAGGER: undefined })).toBe(false);
    expect(swaggerEnabled({ NODE_ENV: 'production', SWAGGER: 'on' })).toBe(true);
    expect(swaggerEnabled({ NODE_ENV: 'development', SWAGGER: 'off' })).toBe(false);
  });
});
