// One outgoing message, serialized once and shared by every connection it goes to.

/** Serialized hub record(s) plus the lazily built SSE event carrying them. */
export class Frame {
  private sseEvent: Buffer | undefined;
  private webSocketFrame: Buffer | undefined;

  constructor(readonly bytes: Buffer) {}

  /** A frame holding already-encoded records (each ending in 0x1E). */
  static of(text: string): Frame {
    return new Frame(Buffer.from(text, 'utf8'));
  }

  /** The frame as one unmasked, final WebSocket text frame (RFC 6455 §5.2), header included. */
  get webSocket(): Buffer {
    if (this.webSocketFrame === undefined) {
      const length = this.bytes.length;
      const header = length < 126 ? 2 : length < 65536 ? 4 : 10;
      const frame = Buffer.allocUnsafe(header + length);
      frame[0] = 0x81; // FIN + text opcode
      if (length < 126) {
        frame[1] = length;
      } else if (length < 65536) {
        frame[1] = 126;
        frame.writeUInt16BE(length, 2);
      } else {
        frame[1] = 127;
        frame.writeUInt32BE(Math.floor(length / 2 ** 32), 2);
        frame.writeUInt32BE(length >>> 0, 6);
      }
      this.bytes.copy(frame, header);
      this.webSocketFrame = frame;
    }
    return this.webSocketFrame;
  }

  /** The frame as one SSE event: each line as `data: …\r\n`, then a blank line (docs/hub.md §1.3). */
  get sse(): Buffer {
    if (this.sseEvent === undefined) {
      const lines = this.bytes.toString('utf8').split('\n');
      const body = lines.map((line) => `data: ${line.replace(/\r$/, '')}\r\n`).join('');
      this.sseEvent = Buffer.from(`${body}\r\n`, 'utf8');
    }
    return this.sseEvent;
  }
}
