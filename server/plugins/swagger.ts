import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { sessionCookieName } from '../accounts';
import type { Config } from '../config';

/** Where the OpenAPI document is served (the address an ASP.NET backend uses). */
export const OPENAPI_PATH = '/swagger/v1/swagger.json';
/** Swagger UI. */
export const SWAGGER_UI_PATH = '/swagger';

/** SWAGGER=on|off, else on everywhere but production. */
export function swaggerEnabled(config: Pick<Config, 'SWAGGER' | 'NODE_ENV'>): boolean {
  return config.SWAGGER ? config.SWAGGER === 'on' : config.NODE_ENV !== 'production';
}

/**
 * The API contract, generated from the zod schemas every route declares (docs/design.md §3):
 * registered before the routes so it sees each of them (onRoute).
 */
async function swagger(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Edgewise API',
        description:
          'JSON under /api. Errors are RFC 9457 problem details (application/problem+json). ' +
          'State-changing requests carry X-Requested-With: XMLHttpRequest; sessions ride an HttpOnly cookie.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName(app.config.COOKIE_SECURE),
          },
        },
      },
    },
    // The document is the /api contract; the hub speaks SignalR (docs/hub.md), not REST.
    transform: (input) =>
      input.url.startsWith('/api/')
        ? jsonSchemaTransform(input)
        : { schema: { ...input.schema, hide: true }, url: input.url },
    transformObject: jsonSchemaTransformObject,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  await app.register(fastifySwaggerUi, { routePrefix: SWAGGER_UI_PATH });
}

export const swaggerPlugin = fp(swagger, { name: 'swagger', fastify: '5.x' });
