import type { Frame } from '../frame';
import type { ProtocolName } from '../protocols/messages';

export type TransportKind = 'WebSockets' | 'ServerSentEvents' | 'LongPolling';

/** How a connection reaches its client; incoming bytes are pushed to the connection separately. */
export interface Transport {
  readonly kind: TransportKind;
  /** Long polling keeps itself alive: no pings, no client time-out (docs/hub.md §1.3). */
  readonly inherentKeepAlive: boolean;
  /**
   * Queues a frame in the connection's protocol. Returns false when the client has fallen more
   * than the buffer limit behind.
   */
  send(frame: Frame, protocol: ProtocolName): boolean;
  /** Ends the transport after what was already queued. */
  close(): void;
  /** Drops the transport at once (slow or dead clients). */
  abort(): void;
  /** Since when the client has been away (long polling between polls), or null while present. */
  inactiveSince?(): number | null;
}
