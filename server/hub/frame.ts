// One outgoing message, serialized at most once per hub protocol and shared by every connection
// it goes to (docs/hub.md §2.4).
import { encodeInvocation, JSON_PROTOCOL } from './protocols/json';
import { MESSAGEPACK_PROTOCOL } from './protocols/messagePack';
import { type HubMessage, isSequenced, type ProtocolName } from './protocols/messages';

/**
 * An Invocation (type 1, no invocationId) built once and sent as often as needed: serialized at
 * most once per hub protocol however many times and to whomever it goes (prepareInvocation).
 */
export interface PreparedInvocation {
  readonly target: string;
  readonly args: readonly unknown[];
  readonly frame: Frame;
}

/** A message's bytes per protocol, plus the lazily built WebSocket frames and SSE event. */
export class Frame {
  private json: Buffer | undefined;
  private messagePack: Buffer | undefined;
  private jsonWebSocket: Buffer | undefined;
  private messagePackWebSocket: Buffer | undefined;
  private sseEvent: Buffer | undefined;

  /**
   * @param message what to serialize on first use per protocol; null when the bytes are given
   * @param sequenced whether stateful reconnect numbers and replays it (docs/hub.md §1.6)
   */
  private constructor(
    private readonly message: HubMessage | null,
    readonly sequenced: boolean,
    json?: Buffer,
    messagePack?: Buffer,
  ) {
    this.json = json;
    this.messagePack = messagePack;
  }

  /** A message, serialized for each protocol on first use. */
  static message(message: HubMessage): Frame {
    return new Frame(message, isSequenced(message));
  }

  /** A server-to-client Invocation with no invocationId: the broadcast path. */
  static invocation(target: string, args: unknown[]): Frame {
    // JSON is written at once (most clients speak it, and a value JSON cannot hold fails here, at
    // the sender); MessagePack on first use.
    const json = Buffer.from(encodeInvocation(target, args), 'utf8');
    return new Frame({ type: 1, target, arguments: args }, true, json);
  }

  /** The same bytes whatever the protocol: the handshake answer, which is JSON for both. */
  static raw(text: string): Frame {
    const bytes = Buffer.from(text, 'utf8');
    return new Frame(null, false, bytes, bytes);
  }

  /** Already-encoded records of each protocol (a message from another server, via Redis). */
  static encoded(json: Buffer, messagePack: Buffer, sequenced: boolean): Frame {
    return new Frame(null, sequenced, json, messagePack);
  }

  /** The serialized message in one protocol (records ending in 0x1E, or length-prefixed). */
  bytes(protocol: ProtocolName): Buffer {
    if (protocol === 'json') {
      this.json ??= JSON_PROTOCOL.write(this.source());
      return this.json;
    }
    this.messagePack ??= MESSAGEPACK_PROTOCOL.write(this.source());
    return this.messagePack;
  }

  /** The message as one unmasked, final WebSocket frame (RFC 6455 §5.2): text for JSON, else binary. */
  webSocket(protocol: ProtocolName): Buffer {
    if (protocol === 'json')
      return (this.jsonWebSocket ??= webSocketFrame(this.bytes(protocol), 0x81));
    return (this.messagePackWebSocket ??= webSocketFrame(this.bytes(protocol), 0x82));
  }

  /** The JSON records as one SSE event: each line as `data: …\r\n`, then a blank line (docs/hub.md §1.3). */
  get sse(): Buffer {
    if (this.sseEvent === undefined) {
      const lines = this.bytes('json').toString('utf8').split('\n');
      const body = lines.map((line) => `data: ${line.replace(/\r$/, '')}\r\n`).join('');
      this.sseEvent = Buffer.from(`${body}\r\n`, 'utf8');
    }
    return this.sseEvent;
  }

  private source(): HubMessage {
    if (this.message === null) throw new Error('frame has no message to serialize');
    return this.message;
  }
}

/** `bytes` behind a WebSocket header whose first byte is `first` (FIN + opcode). */
function webSocketFrame(bytes: Buffer, first: number): Buffer {
  const length = bytes.length;
  const header = length < 126 ? 2 : length < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = first;
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
  bytes.copy(frame, header);
  return frame;
}

/** An Invocation of `target` with `args`, serialized once per protocol whoever it is sent to. */
export function prepareInvocation(target: string, args: unknown[]): PreparedInvocation {
  return { target, args, frame: Frame.invocation(target, args) };
}
