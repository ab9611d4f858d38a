// The SignalR JSON hub protocol (docs/hub.md §1.4-1.5): 0x1E-terminated records, the handshake
// (JSON for every protocol) and message types 1-9. Pure functions and a small reader; knows
// nothing of transports.
import {
  type CloseMessage,
  type CompletionMessage,
  type HandshakeRequest,
  type HubMessage,
  type HubProtocol,
  InvalidDataError,
  type InvocationMessage,
  MessageType,
} from './messages';

export const RECORD_SEPARATOR = 0x1e;
const RS = String.fromCharCode(RECORD_SEPARATOR);

/**
 * Splits a byte stream into records on 0x1E. Records may span chunks and a chunk may hold several;
 * a record (or an unterminated tail) longer than `maxRecordSize` throws InvalidDataError.
 */
export class RecordReader {
  private pending: Buffer[] = [];
  private pendingLength = 0;

  constructor(private readonly maxRecordSize: number) {}

  /** Appends a chunk and returns the complete records it finished (without the separator). */
  push(chunk: Buffer): Buffer[] {
    const records: Buffer[] = [];
    let start = 0;
    for (;;) {
      const end = chunk.indexOf(RECORD_SEPARATOR, start);
      if (end === -1) break;
      const piece = chunk.subarray(start, end);
      this.checkSize(this.pendingLength + piece.length);
      if (this.pendingLength > 0) {
        records.push(Buffer.concat([...this.pending, piece]));
        this.pending = [];
        this.pendingLength = 0;
      } else {
        records.push(piece);
      }
      start = end + 1;
    }
    if (start < chunk.length) {
      const rest = chunk.subarray(start);
      this.checkSize(this.pendingLength + rest.length);
      // Copy: the transport may reuse the chunk's memory after this call returns.
      this.pending.push(Buffer.from(rest));
      this.pendingLength += rest.length;
    }
    return records;
  }

  private checkSize(size: number): void {
    if (size > this.maxRecordSize) {
      throw new InvalidDataError(
        `The maximum message size of ${this.maxRecordSize}B was exceeded. The message size can be configured in AddHubOptions.`,
      );
    }
  }
}

/** Parses the client's first record; throws InvalidDataError when it is not a handshake request. */
export function parseHandshakeRequest(record: Buffer): HandshakeRequest {
  let value: unknown;
  try {
    value = JSON.parse(record.toString('utf8'));
  } catch {
    throw new InvalidDataError('Error reading JSON.');
  }
  if (!isObject(value))
    throw new InvalidDataError('Unexpected JSON Token Type. Expected a JSON Object.');
  const { protocol, version } = value;
  if (typeof protocol !== 'string')
    throw new InvalidDataError("Missing required property 'protocol'.");
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    throw new InvalidDataError("Missing required property 'version'.");
  }
  return { protocol, version };
}

/** `{}` or `{"error":…}`, framed. It never carries `type` (the client rejects that). */
export function encodeHandshakeResponse(error: string | null): string {
  return (error === null ? '{}' : JSON.stringify({ error })) + RS;
}

/**
 * Parses one record. Unknown types give null (ASP.NET ignores them); malformed JSON or a missing or
 * mistyped required field throws InvalidDataError. Unknown properties are skipped, as ASP.NET does.
 */
export function parseMessage(record: Buffer): HubMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(record.toString('utf8'));
  } catch {
    throw new InvalidDataError('Error reading JSON.');
  }
  if (!isObject(value))
    throw new InvalidDataError('Unexpected JSON Token Type. Expected a JSON Object.');
  const type = value.type;
  if (typeof type !== 'number') throw new InvalidDataError("Missing required property 'type'.");
  switch (type) {
    case MessageType.Invocation:
    case MessageType.StreamInvocation: {
      const target = requireString(value, 'target');
      const args = value.arguments;
      if (!Array.isArray(args))
        throw new InvalidDataError("Missing required property 'arguments'.");
      const message: InvocationMessage = { type, target, arguments: args };
      const id = optionalString(value, 'invocationId');
      if (type === MessageType.StreamInvocation && id === undefined) {
        throw new InvalidDataError("Missing required property 'invocationId'.");
      }
      if (id !== undefined) message.invocationId = id;
      const streamIds = value.streamIds;
      if (streamIds !== undefined) {
        if (!Array.isArray(streamIds) || !streamIds.every((s) => typeof s === 'string')) {
          throw new InvalidDataError("Expected 'streamIds' to be of type Array.");
        }
        message.streamIds = streamIds;
      }
      return message;
    }
    case MessageType.StreamItem:
      if (!('item' in value)) throw new InvalidDataError("Missing required property 'item'.");
      return { type, invocationId: requireString(value, 'invocationId'), item: value.item };
    case MessageType.Completion: {
      const message: CompletionMessage = {
        type,
        invocationId: requireString(value, 'invocationId'),
      };
      const error = optionalString(value, 'error');
      if (error !== undefined && 'result' in value) {
        throw new InvalidDataError("The 'error' and 'result' properties are mutually exclusive.");
      }
      if (error !== undefined) message.error = error;
      if ('result' in value) message.result = value.result;
      return message;
    }
    case MessageType.CancelInvocation:
      return { type, invocationId: requireString(value, 'invocationId') };
    case MessageType.Ping:
      return { type };
    case MessageType.Close: {
      const message: CloseMessage = { type };
      const error = optionalString(value, 'error');
      if (error !== undefined) message.error = error;
      if (value.allowReconnect === true) message.allowReconnect = true;
      return message;
    }
    case MessageType.Ack:
    case MessageType.Sequence:
      return { type, sequenceId: requireInteger(value, 'sequenceId') };
    default:
      return null;
  }
}

/** A server-to-client Invocation with no invocationId (the client must not answer), framed. */
export function encodeInvocation(target: string, args: unknown[]): string {
  return `{"type":1,"target":${JSON.stringify(target)},"arguments":${JSON.stringify(args)}}${RS}`;
}

/** A Completion: `error` wins; otherwise `result` is always written (`null` for void, as ASP.NET). */
export function encodeCompletion(
  invocationId: string,
  outcome: { result?: unknown; error?: string },
): string {
  const id = JSON.stringify(invocationId);
  if (outcome.error !== undefined) {
    return `{"type":3,"invocationId":${id},"error":${JSON.stringify(outcome.error)}}${RS}`;
  }
  const result = JSON.stringify(outcome.result ?? null) as string | undefined;
  return `{"type":3,"invocationId":${id},"result":${result ?? 'null'}}${RS}`;
}

export const PING = `{"type":6}${RS}`;

/** Any message as one JSON record (the encoders above, plus the rarer types). */
export function encodeJsonMessage(message: HubMessage): string {
  switch (message.type) {
    case MessageType.Invocation:
    case MessageType.StreamInvocation: {
      const record: Record<string, unknown> = { type: message.type };
      if (message.invocationId !== undefined) record.invocationId = message.invocationId;
      record.target = message.target;
      record.arguments = message.arguments;
      if (message.streamIds !== undefined) record.streamIds = message.streamIds;
      return JSON.stringify(record) + RS;
    }
    case MessageType.StreamItem:
      // JSON.stringify(undefined) is undefined, whatever its declared type says.
      return `{"type":2,"invocationId":${JSON.stringify(message.invocationId)},"item":${(JSON.stringify(message.item) as string | undefined) ?? 'null'}}${RS}`;
    case MessageType.Completion:
      if (message.error === undefined && !('result' in message)) {
        return `{"type":3,"invocationId":${JSON.stringify(message.invocationId)}}${RS}`;
      }
      return encodeCompletion(message.invocationId, message);
    case MessageType.CancelInvocation:
      return `{"type":5,"invocationId":${JSON.stringify(message.invocationId)}}${RS}`;
    case MessageType.Ping:
      return PING;
    case MessageType.Close:
      return encodeClose(message.error, message.allowReconnect === true);
    case MessageType.Ack:
    case MessageType.Sequence:
      return `{"type":${message.type},"sequenceId":${message.sequenceId}}${RS}`;
  }
}

/** A Close; `allowReconnect` is written only when true, as ASP.NET does. */
export function encodeClose(error?: string, allowReconnect = false): string {
  const parts = ['"type":7'];
  if (error !== undefined) parts.push(`"error":${JSON.stringify(error)}`);
  if (allowReconnect) parts.push('"allowReconnect":true');
  return `{${parts.join(',')}}${RS}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireString(value: Record<string, unknown>, key: string): string {
  const v = value[key];
  if (v === undefined) throw new InvalidDataError(`Missing required property '${key}'.`);
  if (typeof v !== 'string') throw new InvalidDataError(`Expected '${key}' to be of type String.`);
  return v;
}

function requireInteger(value: Record<string, unknown>, key: string): number {
  const v = value[key];
  if (v === undefined) throw new InvalidDataError(`Missing required property '${key}'.`);
  if (typeof v !== 'number' || !Number.isInteger(v))
    throw new InvalidDataError(`Expected '${key}' to be of type Int64.`);
  return v;
}

function optionalString(value: Record<string, unknown>, key: string): string | undefined {
  const v = value[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw new InvalidDataError(`Expected '${key}' to be of type String.`);
  return v;
}

export const JSON_PROTOCOL: HubProtocol = {
  name: 'json',
  version: 2,
  transferFormat: 'Text',
  reader: (max) => new RecordReader(max),
  parse: parseMessage,
  write: (message) => Buffer.from(encodeJsonMessage(message), 'utf8'),
};
