// The hub protocols a client may ask for in its handshake (docs/hub.md §1.4-1.5).
import { encodeMessagePack, LengthPrefixedReader, parseMessagePack } from './messagePack';
import {
  encodeJsonMessage,
  type HandshakeRequest,
  type HubMessage,
  parseMessage,
  RecordReader,
} from './protocol';
import type { TransportKind } from './transports/transport';

export type ProtocolName = 'json' | 'messagepack';
export type TransferFormat = 'Text' | 'Binary';

/** Splits incoming bytes into one protocol's messages. */
export interface MessageReader {
  push(chunk: Buffer): Buffer[];
}

export interface HubProtocol {
  readonly name: ProtocolName;
  /** Highest version spoken (ASP.NET: IsVersionSupported(v) => v <= Version; 2 adds Ack/Sequence). */
  readonly version: number;
  readonly transferFormat: TransferFormat;
  reader(maxMessageSize: number): MessageReader;
  /** One message without its framing; null for a type this server does not know. */
  parse(record: Buffer): HubMessage | null;
  /** One message with its framing (0x1E, or the length prefix). */
  write(message: HubMessage): Buffer;
}

export const JSON_PROTOCOL: HubProtocol = {
  name: 'json',
  version: 2,
  transferFormat: 'Text',
  reader: (max) => new RecordReader(max),
  parse: parseMessage,
  write: (message) => Buffer.from(encodeJsonMessage(message), 'utf8'),
};

export const MESSAGEPACK_PROTOCOL: HubProtocol = {
  name: 'messagepack',
  version: 2,
  transferFormat: 'Binary',
  reader: (max) => new LengthPrefixedReader(max),
  parse: parseMessagePack,
  write: encodeMessagePack,
};

export const HUB_PROTOCOLS: readonly HubProtocol[] = [JSON_PROTOCOL, MESSAGEPACK_PROTOCOL];

/** The transfer formats each transport carries, as ASP.NET advertises them in negotiate. */
export const TRANSFER_FORMATS: Record<TransportKind, TransferFormat[]> = {
  WebSockets: ['Text', 'Binary'],
  ServerSentEvents: ['Text'],
  LongPolling: ['Text', 'Binary'],
};

/** The protocol a handshake asks for on a transport, or ASP.NET's handshake error text. */
export function resolveProtocol(
  request: HandshakeRequest,
  transport: TransportKind,
): HubProtocol | string {
  const protocol = HUB_PROTOCOLS.find((p) => p.name === request.protocol);
  if (!protocol) return `The protocol '${request.protocol}' is not supported.`;
  if (request.version > protocol.version) {
    return `The server does not support version ${request.version} of the '${request.protocol}' protocol.`;
  }
  if (!TRANSFER_FORMATS[transport].includes(protocol.transferFormat)) {
    return `Cannot use the '${protocol.name}' protocol on the current transport. The transport does not support '${protocol.transferFormat}' transfer format.`;
  }
  return protocol;
}
