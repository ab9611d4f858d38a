import { z } from 'zod';
import { DEFAULT_SHARP_BOOKS, FAIR_LINE_METHODS } from '@domain/pricing/fairLine';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v));
const optionalUrl = optionalText.pipe(z.url().optional());

/**
 * TRUST_PROXY: which proxies may tell us the client's address (X-Forwarded-For) and scheme.
 * Empty or 'false': none (the default). A whole number: that many hops. Otherwise a
 * comma-separated list of addresses or CIDR ranges (e.g. '127.0.0.1,10.0.0.0/8').
 */
const trustProxy = optionalText.transform((v): false | number | string[] => {
  if (v === undefined || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
});

/** Every setting of docs/design.md §2, read once from the environment and validated. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 'pretty': one readable line per event (pino-pretty); 'json': one JSON object per line. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  PGLITE_DIR: z.string().default('./.data/pg'),
  REDIS_URL: optionalUrl,
  STATIC_DIR: z.string().default('./dist'),
  CORS_ORIGINS: z
    .string()
    .default('http://localhost:5173')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  COOKIE_SECURE: flag,
  DEMO_FEED: z.enum(['on', 'off']).default('on'),
  DEMO_SPEED: z.coerce.number().positive().default(1),
  DEMO_SEED: z.coerce.number().int().default(20261122),
  ODDS_API_KEY: optionalText,
  ODDS_API_BASE_URL: z.url().default('https://api.the-odds-api.com'),
  ODDS_POLL_SECONDS: z.coerce.number().int().positive().default(60),
  /** The Odds API regions asked for (each costs quota): eu lists Pinnacle, us does not. */
  ODDS_API_REGIONS: z
    .string()
    .default('us,eu')
    .refine(
      (v) => v.split(',').every((r) => ['us', 'us2', 'uk', 'eu', 'au'].includes(r.trim())),
      'regions are us, us2, uk, eu or au, separated by commas',
    )
    .transform((v) =>
      v
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean)
        .join(','),
    ),
  /** Books whose no-vig line is the fair line, first present wins (docs/product.md "Edges"). */
  SHARP_BOOKS: z
    .string()
    .default(DEFAULT_SHARP_BOOKS.join(','))
    .transform((v) =>
      v
        .split(',')
        .map((b) => b.trim().toLowerCase())
        .filter(Boolean),
    ),
  DEVIG_METHOD: z.enum(FAIR_LINE_METHODS).default('calibrated'),
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  SMTP_URL: optionalText,
  /** Without SMTP_URL, every mail is written here as an .eml file (development). */
  OUTBOX_DIR: z.string().default('./.data/outbox'),
  MAIL_FROM: z.string().default('Edgewise <no-reply@edgewise.local>'),
  /** How often Game Start notices look for games that started (server/notifications); 0: never. */
  GAME_START_SWEEP_SECONDS: z.coerce.number().int().min(0).default(60),
  /** Where the contact form's messages are mailed (docs/product.md "Contact and newsletter"). */
  SUPPORT_EMAIL: z.email().default('support@edgewise.local'),
  ACCOUNT_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /** Multiplies every rate limit but ACCOUNT_RATE_LIMIT's (server/http/rateLimits.ts); 1 in production. */
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  TRUST_PROXY: trustProxy,
  /** Stripe: Checkout and signed webhooks (docs/product.md §9); without it payment is simulated. */
  STRIPE_SECRET_KEY: optionalText,
  /** The signing secret of the Stripe webhook endpoint (whsec_…); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Another Stripe API address (stripe-mock, tests); Stripe's own by default. */
  STRIPE_API_BASE: optionalUrl,
  /** The OpenAPI document and Swagger UI under /swagger: on unless NODE_ENV=production (docs/design.md §3). */
  SWAGGER: z.enum(['on', 'off']).optional(),
});

/** The settings after defaults that depend on each other (PUBLIC_URL on PORT). */
export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL'> & {
  /** Where browsers reach this server, without a trailing slash; the only base of mailed links. */
  PUBLIC_URL: string;
};

/** Parses the environment; throws one readable error listing every bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  // Links in mail never take their host from a request header: a client could name its own.
  if (!config.PUBLIC_URL && config.NODE_ENV === 'production') {
    throw new Error(
      'Invalid configuration:\n  PUBLIC_URL: required in production (the address mailed links point to)',
    );
  }
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (webhooks are verified)',
    );
  }
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  return { ...config, PUBLIC_URL: publicUrl };
}
