import type { ServerResponse } from 'node:http';
import type { Frame } from '../frame';
import type { ProtocolName } from '../protocols/messages';
import type { Transport } from './transport';

const NO_CACHE = {
  'Cache-Control': 'no-cache, no-store',
  Pragma: 'no-cache',
  Expires: 'Thu, 01 Jan 1970 00:00:00 GMT',
};

/**
 * Long polling (docs/hub.md §1.3): the first poll answers 200 at once; later polls wait for data
 * (200 + bytes), time out (empty 200), are superseded by a newer poll (204) or end with the
 * connection (204). Data waiting between polls is capped by the buffer limit.
 */
export class LongPollingTransport implements Transport {
  readonly kind = 'LongPolling';
  readonly inherentKeepAlive = true;
  /** When the last poll ended, for reaping clients that stopped polling. */
  lastPollEnded = Date.now();
  private queue: Buffer[] = [];
  private queuedBytes = 0;
  private poll: { response: ServerResponse; timer: NodeJS.Timeout } | null = null;
  private polledOnce = false;
  private closing = false;
  private finished = false;
  private flushScheduled = false;

  constructor(
    private readonly maxBufferedBytes: number,
    private readonly pollTimeoutMs: number,
    /** Called once the connection's last data was handed to a poll (or dropped). */
    private readonly onFinished: () => void,
  ) {}

  /** True while a poll is held open. */
  get polling(): boolean {
    return this.poll !== null;
  }

  inactiveSince(): number | null {
    return this.poll ? null : this.lastPollEnded;
  }

  /** Answers one GET poll. */
  handlePoll(response: ServerResponse): void {
    if (!this.polledOnce) {
      this.polledOnce = true;
      respond(response, 200, Buffer.alloc(0));
      this.lastPollEnded = Date.now();
      return;
    }
    if (this.poll) this.endPoll(204);
    if (this.queuedBytes > 0) {
      respond(response, 200, this.takeQueue());
      this.lastPollEnded = Date.now();
      if (this.closing) this.finish();
      return;
    }
    if (this.closing) {
      respond(response, 204);
      this.finish();
      return;
    }
    const timer = setTimeout(() => this.endPoll(200), this.pollTimeoutMs);
    const poll = { response, timer };
    this.poll = poll;
    response.on('close', () => {
      if (this.poll !== poll) return;
      clearTimeout(timer);
      this.poll = null;
      this.lastPollEnded = Date.now();
    });
  }

  /** Queues the frame's bytes in the connection's protocol; a poll answers them raw. */
  send(frame: Frame, protocol: ProtocolName): boolean {
    if (this.closing) return true;
    const bytes = frame.bytes(protocol);
    if (this.queuedBytes + bytes.length > this.maxBufferedBytes) return false;
    this.queue.push(bytes);
    this.queuedBytes += bytes.length;
    if (this.poll && !this.flushScheduled) {
      // Batch the records sent in this turn of the event loop into one poll response.
      this.flushScheduled = true;
      setImmediate(() => {
        this.flushScheduled = false;
        if (this.poll && this.queuedBytes > 0) this.endPoll(200);
      });
    }
    return true;
  }

  close(): void {
    if (this.closing) return;
    this.closing = true;
    if (this.poll) {
      this.endPoll(this.queuedBytes > 0 ? 200 : 204);
      this.finish();
    }
  }

  abort(): void {
    this.closing = true;
    this.queue = [];
    this.queuedBytes = 0;
    if (this.poll) this.endPoll(204);
    this.finish();
  }

  private endPoll(status: 200 | 204): void {
    const poll = this.poll;
    if (!poll) return;
    this.poll = null;
    clearTimeout(poll.timer);
    this.lastPollEnded = Date.now();
    respond(poll.response, status, status === 200 ? this.takeQueue() : undefined);
  }

  private takeQueue(): Buffer {
    const data = this.queue.length === 1 ? (this.queue[0] as Buffer) : Buffer.concat(this.queue);
    this.queue = [];
    this.queuedBytes = 0;
    return data;
  }

  private finish(): void {
    if (this.finished) return;
    this.finished = true;
    this.onFinished();
  }
}

function respond(response: ServerResponse, status: 200 | 204, body?: Buffer): void {
  if (response.writableEnded || response.destroyed) return;
  if (status === 204) {
    response.writeHead(204, NO_CACHE);
    response.end();
    return;
  }
  const data = body ?? Buffer.alloc(0);
  response.writeHead(200, {
    ...NO_CACHE,
    'Content-Type': 'application/octet-stream',
    'Content-Length': data.length,
  });
  response.end(data);
}
