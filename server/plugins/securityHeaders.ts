import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Response headers that keep the app from being framed, sniffed or fed foreign script.
 * The built app has no inline script: Vite emits module scripts and stylesheets from /assets.
 * Styles allow 'unsafe-inline' because Radix's scroll lock and recharts add <style> and style
 * attributes at run time; scripts never do. HSTS only when the public address is HTTPS.
 */
async function securityHeadersPlugin(
  app: FastifyInstance,
  options: { https: boolean },
): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.https
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    // The OAuth popup must be able to tell its opener it finished (window.opener).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
}

/** Not encapsulated: the headers apply to every route of the app. */
export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });
