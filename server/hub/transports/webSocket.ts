import WebSocket from 'ws';
import type { Frame } from '../frame';
import type { ProtocolName } from '../protocols/messages';
import type { Transport } from './transport';

/** The part of the socket under a ws WebSocket (its private `_socket`) that we write to. */
interface RawSocket {
  cork(): void;
  uncork(): void;
  write(chunk: Buffer): boolean;
}

// Transports with frames waiting for the end of this event-loop turn, flushed by one setImmediate.
const flushQueue: WebSocketTransport[] = [];
function flushAll(): void {
  const queue = flushQueue.splice(0);
  for (const transport of queue) transport.flush();
}

/**
 * WebSockets transport on a `ws` socket: text frames for JSON, binary frames for MessagePack, one
 * or more messages per frame. Frames sent to one client in the same event-loop turn leave in one
 * corked write (one writev, no copy), as engine.io batches them: a burst of broadcasts costs one
 * syscall per client rather than one per client per message.
 */
export class WebSocketTransport implements Transport {
  readonly kind = 'WebSockets';
  readonly inherentKeepAlive = false;
  private readonly raw: RawSocket | null;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private buffered = 0;

  constructor(
    private readonly socket: WebSocket,
    private readonly maxBufferedBytes: number,
  ) {
    // A broadcast's WebSocket frame is built once (Frame.webSocket) and written as is to every
    // member's socket, instead of ws framing the same bytes again per client (engine.io writes
    // past ws the same way). Without compression ws never queues frames of its own, so writing to
    // the socket keeps order with its pongs and close frame. Falls back to send() if ws changes.
    const raw = (socket as unknown as { _socket?: Partial<RawSocket> })._socket;
    this.raw =
      typeof raw?.cork === 'function' && typeof raw.write === 'function'
        ? (raw as RawSocket)
        : null;
  }

  send(frame: Frame, protocol: ProtocolName): boolean {
    if (this.socket.readyState !== WebSocket.OPEN) return true;
    if (!this.raw) {
      if (this.socket.bufferedAmount > this.maxBufferedBytes) return false;
      this.socket.send(frame.bytes(protocol), { binary: protocol !== 'json' });
      return true;
    }
    if (this.pending.length === 0) {
      // What the socket still holds is read once a turn; this turn's frames are counted here.
      this.buffered = this.socket.bufferedAmount;
      if (flushQueue.length === 0) setImmediate(flushAll);
      flushQueue.push(this);
    }
    if (this.buffered + this.pendingBytes > this.maxBufferedBytes) return false;
    const bytes = frame.webSocket(protocol);
    this.pending.push(bytes);
    this.pendingBytes += bytes.length;
    return true;
  }

  /** Writes the frames queued this turn in one go. */
  flush(): void {
    const pending = this.pending;
    if (pending.length === 0) return;
    this.pending = [];
    this.pendingBytes = 0;
    if (this.socket.readyState !== WebSocket.OPEN || !this.raw) return;
    if (pending.length === 1) {
      this.raw.write(pending[0] as Buffer);
      return;
    }
    this.raw.cork();
    for (const bytes of pending) this.raw.write(bytes);
    this.raw.uncork();
  }

  close(): void {
    // The Close record may be waiting in this turn's batch: write it before the close frame.
    this.flush();
    if (this.socket.readyState === WebSocket.OPEN) this.socket.close(1000);
  }

  abort(): void {
    this.socket.terminate();
  }
}
