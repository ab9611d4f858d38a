import { z } from 'zod';
import { SPORTS, type Sport } from '@domain/rules/sports';
import type { Feed, FeedLogger, FeedMatchup, FeedPublisher } from '../types';
import { fromOddsEvent, fromScoreEvent, mergeReports, SPORT_KEYS } from './mapping';
import { oddsEventSchema, scoreEventSchema, sportSchema } from './schemas';

export interface OddsApiFeedOptions {
  publisher: FeedPublisher;
  apiKey: string;
  baseUrl: string;
  pollSeconds: number;
  /** Regions asked for, comma-separated ('us,eu': eu lists Pinnacle); each costs quota. */
  regions?: string;
  log: FeedLogger;
  now?: () => Date;
  fetch?: typeof fetch;
  requestTimeoutMs?: number;
}

const ODDS_PARAMS = { markets: 'h2h,spreads,totals', oddsFormat: 'american' };

/** Why a request gave nothing usable; the poll goes on with the other requests. */
class RequestFailed extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export interface PollResult {
  /** Sports polled (in season at the provider). */
  sports: Sport[];
  /** Reports written. */
  written: number;
  /** Events or requests skipped as unusable. */
  skipped: number;
  /** Set when the provider asked us to slow down (429): wait this long before the next request. */
  retryAfterMs?: number;
}

/** Retry-After in seconds or as an HTTP date; falls back to `fallbackMs`. */
export function retryAfterMs(header: string | null, now: Date, fallbackMs: number): number {
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
    const at = Date.parse(header);
    if (!Number.isNaN(at)) return Math.max(0, at - now.getTime());
  }
  return fallbackMs;
}

/**
 * The Odds API v4 provider: each poll reads the in-season sports (free), then per league the
 * odds (h2h, spreads, totals in American format, US books) and the scores of the last day, and
 * writes them through the publisher. Errors, rate limits and malformed payloads are logged and
 * skipped; nothing half-read is stored.
 */
export class OddsApiFeed implements Feed {
  readonly kind = 'oddsApi' as const;
  private readonly now: () => Date;
  private readonly fetch: typeof fetch;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<PollResult> | null = null;
  private stopped = true;
  private pausedUntil = 0;
  private backoffMs: number;

  constructor(private readonly options: OddsApiFeedOptions) {
    this.now = options.now ?? (() => new Date());
    this.fetch = options.fetch ?? fetch;
    this.backoffMs = options.pollSeconds * 1000;
  }

  async start(): Promise<void> {
    this.stopped = false;
    // The first poll runs in the background: a slow provider must not hold up the server's start.
    this.scheduleNext(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One poll of every in-season league. */
  async poll(): Promise<PollResult> {
    if (this.running) return this.running;
    this.running = this.pollAll().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Milliseconds until the next poll may run (the interval, or longer after a 429). */
  nextDelayMs(): number {
    return Math.max(this.options.pollSeconds * 1000, this.pausedUntil - this.now().getTime());
  }

  private async pollAll(): Promise<PollResult> {
    const result: PollResult = { sports: [], written: 0, skipped: 0 };
    try {
      result.sports = await this.activeSports();
      for (const sport of result.sports) {
        const reports = await this.pollSport(sport, result);
        if (reports.length === 0) continue;
        const written = await this.options.publisher.publish(reports);
        result.written += written.length;
        result.skipped += reports.length - written.length;
      }
      this.backoffMs = this.options.pollSeconds * 1000;
    } catch (err) {
      if (!(err instanceof RequestFailed)) throw err;
      result.skipped++;
      if (err.retryAfterMs !== undefined) {
        result.retryAfterMs = err.retryAfterMs;
        this.pausedUntil = this.now().getTime() + err.retryAfterMs;
      }
    }
    return result;
  }

  private async activeSports(): Promise<Sport[]> {
    const list = await this.getArray('/v4/sports/', {});
    const active = new Set<string>();
    for (const item of list) {
      const parsed = sportSchema.safeParse(item);
      if (parsed.success && parsed.data.active) active.add(parsed.data.key);
    }
    return SPORTS.filter((s) => active.has(SPORT_KEYS[s]));
  }

  private async pollSport(sport: Sport, result: PollResult): Promise<FeedMatchup[]> {
    const key = SPORT_KEYS[sport];
    const now = this.now();
    const odds = await this.events(
      sport,
      `/v4/sports/${key}/odds/`,
      { ...ODDS_PARAMS, regions: this.options.regions ?? 'us,eu' },
      oddsEventSchema,
      result,
    );
    const scores = await this.events(
      sport,
      `/v4/sports/${key}/scores/`,
      { daysFrom: '1' },
      scoreEventSchema,
      result,
    );
    return mergeReports(
      odds.map((e) => fromOddsEvent(sport, e, now)),
      scores.map((e) => fromScoreEvent(sport, e, now)),
    );
  }

  /** The valid events of one endpoint; malformed ones are logged and counted as skipped. */
  private async events<T extends { sport_key: string }>(
    sport: Sport,
    path: string,
    params: Record<string, string>,
    schema: z.ZodType<T>,
    result: PollResult,
  ): Promise<T[]> {
    let items: unknown[];
    try {
      items = await this.getArray(path, params);
    } catch (err) {
      // A 429 stops the whole poll; any other failure skips this request only.
      if (err instanceof RequestFailed && err.retryAfterMs === undefined) {
        result.skipped++;
        return [];
      }
      throw err;
    }
    const valid: T[] = [];
    for (const item of items) {
      const parsed = schema.safeParse(item);
      if (parsed.success && parsed.data.sport_key === SPORT_KEYS[sport]) {
        valid.push(parsed.data);
        continue;
      }
      result.skipped++;
      const id = typeof item === 'object' && item !== null && 'id' in item ? item.id : undefined;
      this.options.log.warn(
        { sport, path, id, issues: parsed.error?.issues.slice(0, 3) },
        'odds api: malformed event skipped',
      );
    }
    return valid;
  }

  private async getArray(path: string, params: Record<string, string>): Promise<unknown[]> {
    const url = new URL(path, this.options.baseUrl);
    url.searchParams.set('apiKey', this.options.apiKey);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const where = `${url.origin}${url.pathname}`;
    let response: Response;
    try {
      response = await this.fetch(url, {
        signal: AbortSignal.timeout(this.options.requestTimeoutMs ?? 15_000),
      });
    } catch (err) {
      this.options.log.warn({ url: where, err }, 'odds api: request failed');
      throw new RequestFailed('network');
    }
    if (response.status === 429) {
      this.backoffMs = Math.min(this.backoffMs * 2, 3_600_000);
      const wait = retryAfterMs(response.headers.get('retry-after'), this.now(), this.backoffMs);
      this.options.log.warn({ url: where, retryAfterMs: wait }, 'odds api: rate limited (429)');
      throw new RequestFailed('rate limited', wait);
    }
    const text = await response.text();
    if (!response.ok) {
      this.options.log.warn(
        { url: where, status: response.status, body: text.slice(0, 200) },
        'odds api: error response',
      );
      throw new RequestFailed(`status ${response.status}`);
    }
    const remaining = response.headers.get('x-requests-remaining');
    if (remaining !== null && Number(remaining) <= 0)
      this.options.log.warn({ remaining }, 'odds api: quota used up');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      this.options.log.warn({ url: where, body: text.slice(0, 200) }, 'odds api: malformed JSON');
      throw new RequestFailed('malformed JSON');
    }
    if (!Array.isArray(body)) {
      this.options.log.warn({ url: where }, 'odds api: expected a JSON array');
      throw new RequestFailed('not an array');
    }
    return body as unknown[];
  }

  private scheduleNext(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.poll()
        .catch((err: unknown) => this.options.log.error({ err }, 'odds api poll failed'))
        .finally(() => this.scheduleNext(this.nextDelayMs()));
    }, delayMs);
    this.timer.unref();
  }
}
