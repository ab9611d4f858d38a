// The hub's own limits, in one table beside the HTTP ones (server/http/rateLimits.ts), documented
// with their numbers in docs/security.md ("Hub limits"). A call that would pass them gets an error
// Completion before any hub method runs; a connection that keeps calling past them is closed.
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv6 } from 'node:net';

/** A token bucket's shape: `burst` at most, refilled by `perSecond`. */
export interface Bucket {
  burst: number;
  perSecond: number;
}

export interface HubLimits {
  /** Invocations one connection may make: a burst, then this many a second. */
  calls: Bucket;
  /**
   * Bytes of answers (what a call sends back to its caller: pushes to the caller and the
   * Completion) one client may draw, shared by every connection of one account, or of one address
   * when anonymous. A call is refused while the balance is spent; the answer that spends it is
   * still sent whole (a day is never cut in half).
   */
  answerBytes: Bucket;
  /**
   * Refused calls after which the connection gets a Close with an error; forgiven once the client
   * has called nothing for as long as its call burst takes to refill.
   */
  refusalsBeforeClose: number;
  /** Anonymous connections held at once from one address; negotiate or connect past it is a 429. */
  anonymousConnectionsPerAddress: number;
}

/**
 * Every limit of the hub, in one place. An ordinary page asks one day with its six sport groups
 * (7 calls), then a day per click and one poll a minute while games are live; a day is about
 * 250 KB as JSON. So 40 calls and 4 MB (sixteen days) in a burst are never reached by a person,
 * while a client asking the same day in a loop is refused within its first second.
 */
export const HUB_LIMITS: HubLimits = {
  calls: { burst: 40, perSecond: 4 },
  answerBytes: { burst: 4 * 1024 * 1024, perSecond: 64 * 1024 },
  refusalsBeforeClose: 8,
  anonymousConnectionsPerAddress: 32,
};

/**
 * The limits with RATE_LIMIT_SCALE applied to those counted per address (the anonymous ceiling and
 * the answer bytes), as the HTTP limits are (server/http/rateLimits.ts): 1 in production, raised
 * by load tests whose clients all come from one address. Per-connection numbers stay.
 */
export function scaledLimits(limits: HubLimits, scale: number): HubLimits {
  if (scale === 1) return limits;
  return {
    ...limits,
    answerBytes: {
      burst: Math.ceil(limits.answerBytes.burst * scale),
      perSecond: Math.ceil(limits.answerBytes.perSecond * scale),
    },
    anonymousConnectionsPerAddress: Math.ceil(limits.anonymousConnectionsPerAddress * scale),
  };
}

/** The error texts of the limits (an error Completion, then the Close). */
export const LimitErrors = {
  tooManyCalls: 'Too many calls on this connection; wait a few seconds and ask again.',
  tooManyBytes: 'Too much data asked for in a short time; wait a few seconds and ask again.',
  closed: 'Connection closed: too many calls past the limit.',
  tooManyConnections: 'Too many connections from this address; close some and try again.',
} as const;

/** A token bucket that may go into debt (an answer larger than what is left is still sent). */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly shape: Bucket,
    now = Date.now(),
  ) {
    this.tokens = shape.burst;
    this.at = now;
  }

  /** What is left now (refilled since the last look, never above the burst). */
  balance(now = Date.now()): number {
    if (now > this.at) {
      this.tokens = Math.min(
        this.shape.burst,
        this.tokens + ((now - this.at) / 1000) * this.shape.perSecond,
      );
      this.at = now;
    }
    return this.tokens;
  }

  /** Takes `n` when at least that much is left; false (nothing taken) otherwise. */
  take(n: number, now = Date.now()): boolean {
    if (this.balance(now) < n) return false;
    this.tokens -= n;
    return true;
  }

  /** Takes `n` whatever is left (the balance may go below zero). */
  charge(n: number, now = Date.now()): void {
    this.balance(now);
    this.tokens -= n;
  }

  /** Full again: nothing spent that has not been refilled. */
  full(now = Date.now()): boolean {
    return this.balance(now) >= this.shape.burst;
  }
}

/**
 * The answer-byte buckets of every client (account or address), kept while they are spent: a full
 * bucket is the same as none, so they are dropped once refilled and the map stays small.
 */
export class BucketLedger {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(private readonly shape: Bucket) {}

  get(key: string, now = Date.now()): TokenBucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= 10_000) this.prune(now);
      bucket = new TokenBucket(this.shape, now);
      this.buckets.set(key, bucket);
    }
    return bucket;
  }

  get size(): number {
    return this.buckets.size;
  }

  prune(now = Date.now()): void {
    for (const [key, bucket] of this.buckets) if (bucket.full(now)) this.buckets.delete(key);
  }
}

/**
 * TRUST_PROXY as server/config.ts reads it: false (believe only the socket), a hop count, or the
 * addresses and CIDR ranges of the proxies whose X-Forwarded-For is believed.
 */
export type TrustProxy = false | number | string[];

/** `::ffff:1.2.3.4` as `1.2.3.4`, so one client has one key whichever way it is written. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/**
 * The client address of a request, the way Fastify's `request.ip` reads it with the same
 * TRUST_PROXY (docs/security.md): the socket's address, and X-Forwarded-For only through the
 * proxies trusted — by default none, so a client cannot choose its own address.
 */
export function clientAddress(req: IncomingMessage, trust: TrustProxy): string {
  const socketAddress = plain(req.socket.remoteAddress ?? '');
  if (trust === false || trust === 0) return socketAddress;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => plain(s.trim()))
    .filter(Boolean);
  // Nearest first: the socket, then each hop the proxies added, right to left.
  const hops = [socketAddress, ...forwarded.reverse()];
  const trusted = typeof trust === 'number' ? null : blockListOf(trust);
  let at = 0;
  while (at < hops.length - 1) {
    const hop = hops[at] as string;
    const believed =
      trusted === null ? at < (trust as number) : trusted.check(hop, isIPv6(hop) ? 'ipv6' : 'ipv4');
    if (!believed) break;
    at += 1;
  }
  return hops[at] as string;
}

const blockLists = new WeakMap<string[], BlockList>();

/** proxy-addr's names for ranges, which Fastify's trustProxy list accepts too. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

function blockListOf(list: string[]): BlockList {
  let blocks = blockLists.get(list);
  if (blocks) return blocks;
  blocks = new BlockList();
  for (const entry of list.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    try {
      if (bits === undefined) blocks.addAddress(plain(address), type);
      else blocks.addSubnet(plain(address), Number(bits), type);
    } catch {
      // An entry that is no address or range trusts nothing.
    }
  }
  blockLists.set(list, blocks);
  return blocks;
}
