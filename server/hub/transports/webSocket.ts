import WebSocket from 'ws';
import type { Frame } from '../frame';
import type { ProtocolName } from '../protocols';
import type { Transport } from './transport';

/** The part of ws's (private) Sender we use; engine.io relies on the same method. */
interface FrameSender {
  sendFrame(list: Buffer[]): void;
}

// Transports with frames waiting for the end of this event-loop turn, flushed by one setImmediate.
const flushQueue: WebSocketTransport[] = [];
function flushAll(): void {
  const queue = flushQueue.splice(0);
  for (const transport of queue) transport.flush();
}

/**
 * WebSockets transport on a `ws` socket: text frames for JSON, binary frames for MessagePack, one
 * or more messages per frame. Frames sent
 * to one client in the same event-loop turn leave in one write, as engine.io batches them: a burst
 * of broadcasts costs one syscall per client rather than one per client per message.
 */
export class WebSocketTransport implements Transport {
  readonly kind = 'WebSockets';
  readonly inherentKeepAlive = false;
  private readonly sender: FrameSender | null;
  private pending: Buffer[] = [];
  private pendingBytes = 0;

  constructor(
    private readonly socket: WebSocket,
    private readonly maxBufferedBytes: number,
  ) {
    // A broadcast's WebSocket frame is built once (Frame.webSocket) and written as is to every
    // member, instead of ws framing the same bytes again per client. Without compression ws never
    // queues frames, so writing past its queue keeps order. Falls back to send() if ws changes.
    const sender = (socket as unknown as { _sender?: Partial<FrameSender> })._sender;
    this.sender = typeof sender?.sendFrame === 'function' ? (sender as FrameSender) : null;
  }

  send(frame: Frame, protocol: ProtocolName): boolean {
    if (this.socket.readyState !== WebSocket.OPEN) return true;
    if (!this.sender) {
      if (this.socket.bufferedAmount > this.maxBufferedBytes) return false;
      this.socket.send(frame.bytes(protocol), { binary: protocol !== 'json' });
      return true;
    }
    if (this.socket.bufferedAmount + this.pendingBytes > this.maxBufferedBytes) return false;
    const bytes = frame.webSocket(protocol);
    if (this.pending.length === 0) {
      if (flushQueue.length === 0) setImmediate(flushAll);
      flushQueue.push(this);
    }
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
    if (this.socket.readyState !== WebSocket.OPEN || !this.sender) return;
    this.sender.sendFrame([pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending)]);
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
