import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from '../http/problem';

/** Serves the built web app, with index.html for any other GET so deep links reload (history fallback). */
export async function staticFiles(app: FastifyInstance, options: { root: string }): Promise<void> {
  const root = resolve(options.root);
  const hasBuild = existsSync(resolve(root, 'index.html'));
  if (hasBuild) {
    // preCompressed: the build writes .br and .gz beside each file (vite-plugin-compression2).
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      path.startsWith('/api/') ||
      path.startsWith('/hubs/')
    ) {
      return sendProblem(reply, 404, `No route for ${request.method} ${path}.`);
    }
    if (!hasBuild) {
      return sendProblem(reply, 404, 'The web app has not been built; run `npm run build`.');
    }
    if (path.startsWith('/assets/')) {
      return sendProblem(reply, 404, `No file ${path}.`);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  if (hasBuild) {
    // Hashed assets never change; everything else is revalidated.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/assets/'))
        reply.header('cache-control', 'public, max-age=31536000, immutable');
    });
  }
}
