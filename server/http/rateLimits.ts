import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { ProblemError } from './problem';

/** One budget: at most `perAddress` requests from one address and `perUser` from one account. */
export interface RateLimit {
  windowSeconds: number;
  perAddress: number;
  perUser: number;
}

/**
 * Every rate limit of the server, in one table (docs/security.md "Limits"). Every mutating route
 * (POST, PUT, PATCH, DELETE) falls in one class: the one its route config names, else `hub` under
 * /hubs/, else `write`. `account`'s numbers are ACCOUNT_RATE_LIMIT's; every other number is
 * multiplied by RATE_LIMIT_SCALE (1 in production; raised by load tests from one address).
 */
export const RATE_LIMITS = {
  /** Sign-in, registration, password reset and every check of a password or mail sent. */
  account: { windowSeconds: 60, perAddress: 30, perUser: 30 },
  /** Subscribing (a Stripe Checkout session each) and cancelling. */
  subscription: { windowSeconds: 60, perAddress: 20, perUser: 5 },
  /** A whole Betting History CSV in one transaction. */
  betImport: { windowSeconds: 3600, perAddress: 20, perUser: 10 },
  /** A contact-form message (each one mailed to support). */
  contact: { windowSeconds: 3600, perAddress: 10, perUser: 10 },
  /** Newsletter sign-ups, confirmations and unsubscribes (a sign-up mails its address). */
  newsletter: { windowSeconds: 3600, perAddress: 20, perUser: 20 },
  /** Any other change: bets, settings, notifications, applications, edge picks. */
  write: { windowSeconds: 60, perAddress: 300, perUser: 60 },
  /** The hub's HTTP surface: negotiate, long-polling sends and ends. */
  hub: { windowSeconds: 60, perAddress: 1200, perUser: 600 },
  /** Stripe's signed notices: from Stripe's few addresses, never a user's. */
  webhook: { windowSeconds: 60, perAddress: 1200, perUser: 1200 },
} as const satisfies Record<string, RateLimit>;

export type RateClass = keyof typeof RATE_LIMITS;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The class of RATE_LIMITS this route counts against (server/http/rateLimits.ts). */
    rateLimit?: RateClass;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The class a route counts against, or null for a read (GET, HEAD, OPTIONS) without one. */
export function rateClassOf(
  route: Pick<RouteOptions, 'method' | 'url' | 'config'>,
): RateClass | null {
  const named = route.config?.rateLimit;
  if (named) return named;
  const methods = [route.method].flat();
  if (!methods.some((m) => MUTATING.has(m))) return null;
  return route.url.startsWith('/hubs/') ? 'hub' : 'write';
}

interface Window {
  count: number;
  resetAt: number;
}

/** Fixed-window counters in this process (each instance counts its own requests). */
export class RateCounter {
  private readonly windows = new Map<string, Window>();

  /** Counts one request under `key`; returns the seconds to wait when past `max`, else 0. */
  hit(key: string, max: number, windowSeconds: number, now = Date.now()): number {
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      if (this.windows.size >= 100_000) this.prune(now);
      w = { count: 0, resetAt: now + windowSeconds * 1000 };
      this.windows.set(key, w);
    }
    w.count += 1;
    return w.count > max ? Math.max(1, Math.ceil((w.resetAt - now) / 1000)) : 0;
  }

  private prune(now: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
    if (this.windows.size >= 100_000) this.windows.clear();
  }
}

export interface RateLimitOptions {
  /** ACCOUNT_RATE_LIMIT: the `account` class's budget, by address and by user. */
  accountLimit: number;
  /** RATE_LIMIT_SCALE: every other class's numbers are multiplied by it. */
  scale: number;
  /** The signed-in account of a request, or null (read from its session). */
  userOf(request: FastifyRequest): Promise<string | null>;
}

/** The budget of a class with the options applied. */
export function budgetOf(rateClass: RateClass, opts: Omit<RateLimitOptions, 'userOf'>): RateLimit {
  const base = RATE_LIMITS[rateClass];
  if (rateClass === 'account')
    return { ...base, perAddress: opts.accountLimit, perUser: opts.accountLimit };
  return {
    windowSeconds: base.windowSeconds,
    perAddress: Math.ceil(base.perAddress * opts.scale),
    perUser: Math.ceil(base.perUser * opts.scale),
  };
}

function tooMany(seconds: number): ProblemError {
  return new ProblemError(429, `Too many requests. Try again in ${seconds} seconds.`);
}

/**
 * Adds the limit of its class to every route added after it, as the route's first onRequest hook,
 * before its body is read: by address, then by the session's account.
 */
async function rateLimits(app: FastifyInstance, opts: RateLimitOptions): Promise<void> {
  const counter = new RateCounter();
  app.addHook('onRoute', (route) => {
    const rateClass = rateClassOf(route);
    if (!rateClass) return;
    const budget = budgetOf(rateClass, opts);
    const limit: onRequestAsyncHookHandler = async (request, reply) => {
      const byAddress = counter.hit(
        `${rateClass}:a:${request.ip}`,
        budget.perAddress,
        budget.windowSeconds,
      );
      const userId = byAddress ? null : await opts.userOf(request);
      const wait =
        byAddress ||
        (userId
          ? counter.hit(`${rateClass}:u:${userId}`, budget.perUser, budget.windowSeconds)
          : 0);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw tooMany(wait);
      }
    };
    route.config = { ...(route.config as object), rateLimit: rateClass };
    route.onRequest = [limit, ...[route.onRequest ?? []].flat()];
  });
}

export const rateLimitsPlugin = fp(rateLimits, { name: 'rateLimits', fastify: '5.x' });
