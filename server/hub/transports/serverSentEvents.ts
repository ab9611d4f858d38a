import type { ServerResponse } from 'node:http';
import type { Frame } from '../frame';
import type { Transport } from './transport';

/** Server-Sent Events transport: server to client only; the client POSTs its records. */
export class ServerSentEventsTransport implements Transport {
  readonly kind = 'ServerSentEvents';
  readonly inherentKeepAlive = false;

  constructor(
    private readonly response: ServerResponse,
    private readonly maxBufferedBytes: number,
  ) {}

  /** Text only: the handshake refuses binary protocols on this transport. */
  send(frame: Frame): boolean {
    if (this.response.writableEnded) return true;
    if (this.response.writableLength > this.maxBufferedBytes) return false;
    this.response.write(frame.sse);
    return true;
  }

  close(): void {
    if (!this.response.writableEnded) this.response.end();
  }

  abort(): void {
    this.response.destroy();
  }
}
