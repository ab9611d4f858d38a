// The SignalR MessagePack hub protocol (docs/hub.md §1.5): each message is a MessagePack array,
// prefixed by its length as a varint (7 bits a byte, low bits first, at most 5 bytes). The arrays
// are laid out as ASP.NET Core's MessagePackHubProtocolWorker writes and reads them.
import { decode, Encoder } from '@msgpack/msgpack';
import {
  type CompletionMessage,
  type HubMessage,
  type HubProtocol,
  InvalidDataError,
  type InvocationMessage,
  MessageType,
} from './messages';

const ERROR_RESULT = 1;
const VOID_RESULT = 2;
const NON_VOID_RESULT = 3;
const MAX_PREFIX_BYTES = 5;

// Undefined object properties are left out, as JSON.stringify leaves them out.
const encoder = new Encoder({ ignoreUndefined: true });

/**
 * Splits a byte stream into length-prefixed messages. Messages may span chunks and a chunk may
 * hold several; a message longer than `maxMessageSize` throws InvalidDataError.
 */
export class LengthPrefixedReader {
  private pending: Buffer = Buffer.alloc(0);

  constructor(private readonly maxMessageSize: number) {}

  push(chunk: Buffer): Buffer[] {
    // Copy the tail we keep: the transport may reuse the chunk's memory after this call returns.
    let data = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    const messages: Buffer[] = [];
    for (;;) {
      const header = readLengthPrefix(data);
      if (header === null) break;
      const [length, prefix] = header;
      if (length > this.maxMessageSize) this.tooLarge();
      if (data.length < prefix + length) break;
      messages.push(data.subarray(prefix, prefix + length));
      data = data.subarray(prefix + length);
    }
    if (data.length > this.maxMessageSize + MAX_PREFIX_BYTES) this.tooLarge();
    this.pending = data === chunk ? Buffer.from(chunk) : Buffer.from(data);
    return messages;
  }

  private tooLarge(): never {
    throw new InvalidDataError(
      `The maximum message size of ${this.maxMessageSize}B was exceeded. The message size can be configured in AddHubOptions.`,
    );
  }
}

/** [length, prefix bytes] of the message starting `data`, or null until the prefix is complete. */
function readLengthPrefix(data: Buffer): [number, number] | null {
  let length = 0;
  for (let i = 0; i < MAX_PREFIX_BYTES; i++) {
    if (i >= data.length) return null;
    const byte = data[i] as number;
    if (i === MAX_PREFIX_BYTES - 1 && byte > 7)
      throw new InvalidDataError('Messages over 2GB in size are not supported.');
    length += (byte & 0x7f) * 2 ** (7 * i);
    if ((byte & 0x80) === 0) return [length, i + 1];
  }
  throw new InvalidDataError('Messages over 2GB in size are not supported.');
}

/** The varint length prefix followed by `body`. */
function withLengthPrefix(body: Uint8Array): Buffer {
  const prefix: number[] = [];
  let size = body.length;
  do {
    let part = size & 0x7f;
    size = Math.floor(size / 128);
    if (size > 0) part |= 0x80;
    prefix.push(part);
  } while (size > 0);
  const out = Buffer.allocUnsafe(prefix.length + body.length);
  for (let i = 0; i < prefix.length; i++) out[i] = prefix[i] as number;
  out.set(body, prefix.length);
  return out;
}

/** One message as its length-prefixed MessagePack bytes. */
export function encodeMessagePack(message: HubMessage): Buffer {
  return withLengthPrefix(encoder.encode(toArray(message)));
}

function toArray(message: HubMessage): unknown[] {
  switch (message.type) {
    case MessageType.Invocation:
    case MessageType.StreamInvocation:
      return [
        message.type,
        {},
        message.invocationId ?? null,
        message.target,
        message.arguments,
        message.streamIds ?? [],
      ];
    case MessageType.StreamItem:
      return [message.type, {}, message.invocationId, message.item ?? null];
    case MessageType.Completion:
      if (message.error !== undefined)
        return [message.type, {}, message.invocationId, ERROR_RESULT, message.error];
      if (!('result' in message)) return [message.type, {}, message.invocationId, VOID_RESULT];
      return [message.type, {}, message.invocationId, NON_VOID_RESULT, message.result ?? null];
    case MessageType.CancelInvocation:
      return [message.type, {}, message.invocationId];
    case MessageType.Ping:
      return [message.type];
    case MessageType.Close:
      return [message.type, message.error || null, message.allowReconnect === true];
    case MessageType.Ack:
    case MessageType.Sequence:
      return [message.type, message.sequenceId];
  }
}

/**
 * Parses one message (without its prefix). Unknown types give null (ASP.NET ignores them);
 * malformed bytes or a missing or mistyped field throw InvalidDataError with ASP.NET's texts.
 */
export function parseMessagePack(record: Buffer): HubMessage | null {
  let value: unknown;
  try {
    value = decode(record);
  } catch {
    throw new InvalidDataError('Reading array length for message failed.');
  }
  if (!Array.isArray(value)) throw new InvalidDataError('Reading array length for message failed.');
  const items: unknown[] = value;
  const type = items[0];
  if (typeof type !== 'number' || !Number.isInteger(type))
    throw new InvalidDataError("Reading 'messageType' as Int32 failed.");
  switch (type) {
    case MessageType.Invocation:
    case MessageType.StreamInvocation:
      return invocation(type, items);
    case MessageType.StreamItem:
      readHeaders(items[1]);
      if (items.length < 4) throw new InvalidDataError("Reading 'item' failed.");
      return { type, invocationId: requireId(items[2], 'StreamItem'), item: items[3] };
    case MessageType.Completion:
      return completion(items);
    case MessageType.CancelInvocation:
      readHeaders(items[1]);
      return { type, invocationId: requireId(items[2], 'CancelInvocation') };
    case MessageType.Ping:
      return { type };
    case MessageType.Close: {
      const error = optionalString(items[1], 'error');
      const allowReconnect = items.length > 2 ? items[2] : false;
      if (typeof allowReconnect !== 'boolean')
        throw new InvalidDataError("Reading 'allowReconnect' as Boolean failed.");
      return {
        type,
        ...(error !== undefined ? { error } : {}),
        ...(allowReconnect ? { allowReconnect } : {}),
      };
    }
    case MessageType.Ack:
    case MessageType.Sequence: {
      const sequenceId = items[1];
      if (typeof sequenceId !== 'number' || !Number.isInteger(sequenceId))
        throw new InvalidDataError("Reading 'sequenceId' as Int64 failed.");
      return { type, sequenceId };
    }
    default:
      return null;
  }
}

function invocation(type: 1 | 4, items: unknown[]): InvocationMessage {
  readHeaders(items[1]);
  const id = optionalString(items[2], 'invocationId');
  const name = type === MessageType.Invocation ? 'Invocation' : 'StreamInvocation';
  if (type === MessageType.StreamInvocation && !id)
    throw new InvalidDataError(`Null or empty invocation ID for ${name} message.`);
  const target = optionalString(items[3], 'target');
  if (!target) throw new InvalidDataError(`Null or empty target for ${name} message.`);
  const args = items[4];
  if (!Array.isArray(args))
    throw new InvalidDataError("Reading array length for 'arguments' failed.");
  // An empty invocation id means a non-blocking call, as ASP.NET reads it.
  const message: InvocationMessage = { type, target, arguments: args };
  if (id) message.invocationId = id;
  // Older clients send five items, without stream ids.
  if (items.length > 5) {
    const streamIds = items[5];
    if (!Array.isArray(streamIds) || !streamIds.every((s) => typeof s === 'string' && s !== ''))
      throw new InvalidDataError("Reading array length for 'streamIds' failed.");
    if (streamIds.length > 0) message.streamIds = streamIds as string[];
  }
  return message;
}

function completion(items: unknown[]): CompletionMessage {
  readHeaders(items[1]);
  const invocationId = requireId(items[2], 'Completion');
  const kind = items[3];
  if (kind === ERROR_RESULT) {
    return { type: 3, invocationId, error: optionalString(items[4], 'error') ?? '' };
  }
  if (kind === NON_VOID_RESULT) return { type: 3, invocationId, result: items[4] };
  if (kind === VOID_RESULT) return { type: 3, invocationId };
  if (typeof kind !== 'number') throw new InvalidDataError("Reading 'resultKind' as Int32 failed.");
  throw new InvalidDataError('Invalid invocation result kind.');
}

function readHeaders(value: unknown): void {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof Date)
    throw new InvalidDataError("Reading map length for 'headers' failed.");
  for (const [key, header] of Object.entries(value)) {
    if (key === '' || typeof header !== 'string' || header === '')
      throw new InvalidDataError('Null or empty value in header.');
  }
}

function requireId(value: unknown, name: string): string {
  const id = optionalString(value, 'invocationId');
  if (!id) throw new InvalidDataError(`Null or empty invocation ID for ${name} message.`);
  return id;
}

function optionalString(value: unknown, field: string): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') throw new InvalidDataError(`Reading '${field}' as String failed.`);
  return value;
}

export const MESSAGEPACK_PROTOCOL: HubProtocol = {
  name: 'messagepack',
  version: 2,
  transferFormat: 'Binary',
  reader: (max) => new LengthPrefixedReader(max),
  parse: parseMessagePack,
  write: encodeMessagePack,
};
