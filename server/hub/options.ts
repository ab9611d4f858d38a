import { HUB_LIMITS, type HubLimits } from './limits';
import { STATEFUL_RECONNECT_BUFFER_BYTES } from './replay';
import type { TransportKind } from './transports/transport';

/** Limits and timings of the hub (docs/hub.md §2.1 defaults); tests shorten the timings. */
export interface HubOptions {
  /** A handshake must arrive this soon after the transport connects. */
  handshakeTimeoutMs: number;
  /** A Ping is sent when nothing else was sent for this long (not on long polling). */
  keepAliveIntervalMs: number;
  /** After the client's first Ping, silence this long closes the connection. */
  clientTimeoutMs: number;
  /** Negotiated-but-unused and no-longer-polling connections are dropped after this long. */
  disconnectTimeoutMs: number;
  /** A long poll with nothing to send answers an empty 200 after this long. */
  pollTimeoutMs: number;
  /** Largest record a client may send, in bytes. */
  maximumReceiveMessageSize: number;
  /** Largest POST body (one or more records), in bytes. */
  maximumPostBodySize: number;
  /** Bytes allowed to wait for one slow client before it is closed. */
  maxBufferedBytes: number;
  /** Invocations allowed to wait behind the running one on a connection. */
  maxQueuedInvocations: number;
  /** How often time-outs and keep-alives are checked. */
  heartbeatMs: number;
  /** Append exception names and messages to error texts, as ASP.NET's EnableDetailedErrors. */
  detailedErrors: boolean;
  /** Transports offered, in the client's order of preference. */
  transports: TransportKind[];
  /** Offer stateful reconnect to clients that ask for it in negotiate (docs/hub.md §1.6). */
  allowStatefulReconnects: boolean;
  /** Bytes of unacknowledged messages kept per stateful connection for replay. */
  statefulReconnectBufferBytes: number;
  /** How often signed-in connections' sessions are checked; an ended one is closed (§2.5). */
  sessionCheckMs: number;
  /** Calls, answer bytes and anonymous connections per client (server/hub/limits.ts). */
  limits: HubLimits;
}

export const DEFAULT_HUB_OPTIONS: HubOptions = {
  handshakeTimeoutMs: 15_000,
  keepAliveIntervalMs: 15_000,
  clientTimeoutMs: 30_000,
  disconnectTimeoutMs: 15_000,
  pollTimeoutMs: 90_000,
  maximumReceiveMessageSize: 32 * 1024,
  maximumPostBodySize: 1024 * 1024,
  // Above the largest single answer (a busy day with every model's analysis is a few MB), so only
  // a client that keeps falling behind is closed.
  maxBufferedBytes: 16 * 1024 * 1024,
  maxQueuedInvocations: 64,
  heartbeatMs: 1_000,
  detailedErrors: false,
  transports: ['WebSockets', 'ServerSentEvents', 'LongPolling'],
  allowStatefulReconnects: true,
  statefulReconnectBufferBytes: STATEFUL_RECONNECT_BUFFER_BYTES,
  // Twice a second, so a session's connections end within a second of the session.
  sessionCheckMs: 500,
  limits: HUB_LIMITS,
};
