// What every hub protocol shares (docs/hub.md §1.4-1.5): the message types 1-9 and their
// shapes, the handshake request, the protocol interface and its error. Imports nothing, so the
// protocols, frames and transports all depend on it and never on each other in a circle.

/** Thrown for bytes that break the protocol (ASP.NET's InvalidDataException). */
export class InvalidDataError extends Error {}

export interface HandshakeRequest {
  protocol: string;
  version: number;
}

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

export interface InvocationMessage {
  type: 1 | 4;
  invocationId?: string;
  target: string;
  arguments: unknown[];
  streamIds?: string[];
}
export interface StreamItemMessage {
  type: 2;
  invocationId: string;
  item: unknown;
}
/** `error` set: an error; else `result` present (even undefined): a result; neither: void. */
export interface CompletionMessage {
  type: 3;
  invocationId: string;
  result?: unknown;
  error?: string;
}
export interface CancelInvocationMessage {
  type: 5;
  invocationId: string;
}
export interface PingMessage {
  type: 6;
}
export interface CloseMessage {
  type: 7;
  error?: string;
  allowReconnect?: boolean;
}
/** Stateful reconnect (docs/hub.md §1.6): the peer received every message up to `sequenceId`. */
export interface AckMessage {
  type: 8;
  sequenceId: number;
}
/** Stateful reconnect: the next message the peer sends (again) has this id. */
export interface SequenceMessage {
  type: 9;
  sequenceId: number;
}
export type HubMessage =
  | InvocationMessage
  | StreamItemMessage
  | CompletionMessage
  | CancelInvocationMessage
  | PingMessage
  | CloseMessage
  | AckMessage
  | SequenceMessage;

/** Messages that stateful reconnect numbers, acknowledges and replays (ASP.NET's HubInvocationMessage). */
export function isSequenced(message: HubMessage): boolean {
  return message.type <= MessageType.CancelInvocation;
}

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
