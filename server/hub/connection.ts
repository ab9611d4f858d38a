import type { FastifyBaseLogger } from 'fastify';
import { buildErrorMessage, HubErrors } from './errors';
import { Frame } from './frame';
import { HeldPushes } from './heldPushes';
import type { HubOptions } from './options';
import { resolveProtocol } from './protocols';
import { encodeHandshakeResponse, parseHandshakeRequest, RECORD_SEPARATOR } from './protocols/json';
import {
  type HandshakeRequest,
  type HubProtocol,
  InvalidDataError,
  type InvocationMessage,
  type MessageReader,
  MessageType,
} from './protocols/messages';
import type { TokenBucket } from './limits';
import { ReplayBuffer } from './replay';
import { StreamTracker } from './streams';
import type { Transport } from './transports/transport';
import type { HubCallContext, HubUser } from './types';

const PING_FRAME = Frame.message({ type: MessageType.Ping });

/** What a connection needs from the server that owns it. */
export interface ConnectionHost {
  readonly options: HubOptions;
  readonly log: FastifyBaseLogger;
  /** After a successful handshake; a rejection closes the connection with an error. */
  connected(connection: HubConnection): Promise<void>;
  /** Runs one invocation (never concurrently for the same connection). */
  invoke(connection: HubConnection, message: InvocationMessage): Promise<void>;
  /** The connection ended; `wasConnected` says whether its handshake had completed. */
  ended(connection: HubConnection, wasConnected: boolean): void;
}

export type ConnectionState = 'negotiated' | 'handshake' | 'connected' | 'closed';

/**
 * One logical SignalR connection: handshake, message parsing in its hub protocol, per-connection
 * invocation queue, keep-alive, time-outs and stateful reconnect. It talks to its client only
 * through a Transport.
 */
export class HubConnection {
  state: ConnectionState = 'negotiated';
  transport: Transport | null = null;
  /** The protocol the handshake chose; null before it. */
  protocol: HubProtocol | null = null;
  /** Built by the host once, on first use. */
  context: HubCallContext | null = null;
  /** Server-to-client streams running on this connection. */
  readonly streams: StreamTracker;
  /** The client's address, as the per-address limits read it (server/hub/limits.ts). */
  address = '';
  /** Its calls' bucket, made on its first call (server/hub/limits.ts). */
  calls: TokenBucket | null = null;
  /** Calls refused by the limits lately; past HubLimits.refusalsBeforeClose it is closed. */
  refusals = 0;
  private readonly createdAt = Date.now();
  private handshakeStartedAt = 0;
  private lastSent = 0;
  /** Something was sent since the last heartbeat (cheaper than reading the clock per message). */
  private sentSinceTick = false;
  private lastReceived = 0;
  private closedAt = 0;
  private clientTimeoutArmed = false;
  private handshakeBytes: Buffer[] = [];
  private handshakeLength = 0;
  private reader: MessageReader | null = null;
  /** Stateful reconnect's buffer, when negotiated and the handshake allows it (docs/hub.md §1.6). */
  private replay: ReplayBuffer | null = null;
  /** Since when the WebSocket has been gone, while a stateful connection waits for its client. */
  private detachedAt: number | null = null;
  private chain: Promise<void> = Promise.resolve();
  private queued = 0;
  /** Pushes held while one of its calls runs (./heldPushes.ts). */
  readonly pushes = new HeldPushes(
    (frame) => this.send(frame),
    () => this.host.options.maxBufferedBytes,
  );

  constructor(
    readonly connectionId: string,
    readonly token: string,
    readonly user: HubUser | null,
    private readonly host: ConnectionHost,
    /** The client asked for stateful reconnect in negotiate and the server offered it. */
    private readonly statefulReconnect = false,
  ) {
    this.streams = new StreamTracker(host.options.detailedErrors);
  }

  /** Binds the transport the client connected with; the handshake clock starts now. */
  attach(transport: Transport): void {
    this.transport = transport;
    this.state = 'handshake';
    this.handshakeStartedAt = Date.now();
  }

  /** Bytes from the client: a WebSocket message or a POST body. */
  receive(chunk: Buffer): void {
    if (this.state !== 'handshake' && this.state !== 'connected') return;
    this.lastReceived = Date.now();
    let data = chunk;
    if (this.state === 'handshake') {
      // The handshake is a JSON record whatever the protocol; what follows it is in the protocol.
      let handshake: { record: Buffer; rest: Buffer } | null;
      try {
        handshake = this.takeHandshake(chunk);
      } catch {
        this.failHandshake(HubErrors.handshakeCanceled);
        return;
      }
      if (!handshake) return;
      this.handshake(handshake.record);
      data = handshake.rest;
      if (data.length === 0) return;
    }
    if (this.currentState() !== 'connected' || !this.reader) return;
    let records: Buffer[];
    try {
      records = this.reader.push(data);
    } catch (error) {
      this.closeWithError(error);
      return;
    }
    for (const record of records) {
      // Each record may change the state (Close, error), so re-read it every time.
      if (this.currentState() !== 'connected') return;
      this.dispatch(record);
    }
  }

  /** A push from a group, a broadcast or another connection: held while a call runs. */
  push(frame: Frame): void {
    const protocol = this.protocol;
    const held =
      this.state === 'connected' &&
      protocol !== null &&
      this.pushes.offer(frame, () => frame.bytes(protocol.name).length);
    if (!held) this.send(frame);
  }

  /** Sends a frame; a client too far behind is dropped rather than buffered without bound. */
  send(frame: Frame): void {
    const protocol = this.protocol;
    if (this.state !== 'connected' || !protocol) return;
    try {
      if (this.replay && frame.sequenced) this.replay.record(frame);
      if (this.detachedAt !== null) {
        // Waiting for a stateful reconnect: kept for replay, unless the buffer already lost some.
        if (!this.replay?.resumable) this.finish(true);
        return;
      }
      if (!this.transport) return;
      this.sentSinceTick = true;
      if (this.transport.send(frame, protocol.name)) return;
    } catch (err) {
      this.host.log.error({ err, connectionId: this.connectionId }, 'hub message not serializable');
      return;
    }
    this.host.log.warn({ connectionId: this.connectionId }, 'hub client too slow; closing');
    this.abort();
  }

  /** Sends a Close (with an error and allowReconnect when given) and ends the transport. */
  close(error?: string, allowReconnect = false): void {
    if (this.state === 'closed') return;
    const wasConnected = this.state === 'connected';
    if (wasConnected && this.protocol && this.detachedAt === null) {
      const message = { type: MessageType.Close, error, allowReconnect };
      this.transport?.send(Frame.message(message), this.protocol.name);
    }
    this.finish(wasConnected);
    this.transport?.close();
  }

  /** Drops the connection without a goodbye (slow client, server shutdown). */
  abort(): void {
    if (this.state === 'closed') return;
    this.finish(this.state === 'connected');
    this.transport?.abort();
  }

  /**
   * The transport went away underneath us (socket closed, SSE stream ended). A stateful
   * connection whose WebSocket dropped (`abnormal`) waits `disconnectTimeoutMs` for its client.
   */
  transportClosed(transport: Transport, abnormal = false): void {
    if (this.state === 'closed' || transport !== this.transport || this.detachedAt !== null) return;
    if (abnormal && this.state === 'connected' && this.replay?.resumable) {
      this.detachedAt = Date.now();
      this.replay.disconnected();
      return;
    }
    this.finish(this.state === 'connected');
  }

  /** Whether a new WebSocket may take this connection over (stateful reconnect, docs/hub.md §1.6). */
  canResume(): boolean {
    return this.state === 'connected' && this.replay !== null && this.replay.resumable;
  }

  /** The client reconnected: Sequence, then every message it has not acknowledged, then the rest. */
  resume(transport: Transport): void {
    const replay = this.replay;
    const protocol = this.protocol;
    if (!replay || !protocol) return;
    const previous = this.transport;
    this.transport = transport;
    // The old socket may not have noticed it is dead yet: its late close event is ignored.
    if (this.detachedAt === null) {
      replay.disconnected();
      previous?.abort();
    }
    this.detachedAt = null;
    this.reader = protocol.reader(this.host.options.maximumReceiveMessageSize);
    this.lastReceived = this.lastSent = Date.now();
    const { sequenceId, frames } = replay.replay();
    let kept = transport.send(
      Frame.message({ type: MessageType.Sequence, sequenceId }),
      protocol.name,
    );
    for (const frame of frames) kept &&= transport.send(frame, protocol.name);
    if (!kept) this.abort();
  }

  /** Heartbeat: handshake time-out, keep-alive ping, client time-out and reaping. Returns false to drop. */
  tick(now: number): boolean {
    const o = this.host.options;
    if (this.sentSinceTick) {
      this.sentSinceTick = false;
      this.lastSent = now;
    }
    if (this.detachedAt !== null) {
      if (now - this.detachedAt >= o.disconnectTimeoutMs) this.finish(true);
      return true;
    }
    const away = this.transport?.inactiveSince?.() ?? null;
    if (away !== null && this.state !== 'closed' && now - away >= o.disconnectTimeoutMs) {
      this.abort();
      return true;
    }
    switch (this.state) {
      case 'negotiated':
        return now - this.createdAt < o.disconnectTimeoutMs;
      case 'handshake':
        if (now - this.handshakeStartedAt >= o.handshakeTimeoutMs)
          this.failHandshake(HubErrors.handshakeCanceled);
        return true;
      case 'connected':
        if (this.replay) {
          const sequenceId = this.replay.takeAck();
          if (sequenceId !== null) this.send(Frame.message({ type: MessageType.Ack, sequenceId }));
        }
        if (this.transport?.inherentKeepAlive) return true;
        if (this.clientTimeoutArmed && now - this.lastReceived >= o.clientTimeoutMs) {
          this.close(undefined, true);
        } else if (now - this.lastSent >= o.keepAliveIntervalMs) {
          this.send(PING_FRAME);
        }
        return true;
      case 'closed':
        // Only long polling lingers after closing, to hand its last data to the next poll.
        return now - this.closedAt < o.disconnectTimeoutMs;
    }
  }

  private currentState(): ConnectionState {
    return this.state;
  }

  /** The handshake record once its 0x1E arrived, and the bytes after it; null until then. */
  private takeHandshake(chunk: Buffer): { record: Buffer; rest: Buffer } | null {
    const end = chunk.indexOf(RECORD_SEPARATOR);
    const size = this.handshakeLength + (end === -1 ? chunk.length : end);
    if (size > this.host.options.maximumReceiveMessageSize) throw new InvalidDataError('too large');
    if (end === -1) {
      this.handshakeBytes.push(Buffer.from(chunk));
      this.handshakeLength += chunk.length;
      return null;
    }
    const record = Buffer.concat([...this.handshakeBytes, chunk.subarray(0, end)]);
    this.handshakeBytes = [];
    this.handshakeLength = 0;
    return { record, rest: chunk.subarray(end + 1) };
  }

  private handshake(record: Buffer): void {
    let request: HandshakeRequest;
    let protocol: HubProtocol | string;
    try {
      request = parseHandshakeRequest(record);
      protocol = resolveProtocol(request, this.transport?.kind ?? 'WebSockets');
    } catch {
      this.failHandshake(HubErrors.handshakeUnexpected);
      return;
    }
    if (typeof protocol === 'string') {
      this.failHandshake(protocol);
      return;
    }
    const o = this.host.options;
    this.protocol = protocol;
    this.reader = protocol.reader(o.maximumReceiveMessageSize);
    // The official client asks for version 2 only when it will use stateful reconnect, and only
    // over WebSockets; ASP.NET likewise turns the feature off for a version 1 handshake.
    if (this.statefulReconnect && request.version >= 2 && this.transport?.kind === 'WebSockets')
      this.replay = new ReplayBuffer(o.statefulReconnectBufferBytes, protocol.name);
    this.state = 'connected';
    this.lastSent = Date.now();
    this.transport?.send(Frame.raw(encodeHandshakeResponse(null)), protocol.name);
    // Invocations queue behind OnConnected so a hub sees the connection before its calls.
    this.chain = this.host.connected(this).catch((err: unknown) => {
      this.host.log.error({ err, connectionId: this.connectionId }, 'hub OnConnected failed');
      this.close(
        buildErrorMessage(HubErrors.connectionClosed, err, this.host.options.detailedErrors),
      );
    });
  }

  private failHandshake(error: string): void {
    if (this.state !== 'handshake') return;
    this.transport?.send(Frame.raw(encodeHandshakeResponse(error)), 'json');
    this.finish(false);
    this.transport?.close();
  }

  private dispatch(record: Buffer): void {
    let message;
    try {
      message = (this.protocol as HubProtocol).parse(record);
    } catch (error) {
      this.closeWithError(error);
      return;
    }
    if (message === null) return;
    if (this.replay && !this.replay.accept(message)) return;
    switch (message.type) {
      case MessageType.Invocation:
      case MessageType.StreamInvocation:
        this.enqueue(message);
        return;
      case MessageType.Ping:
        this.clientTimeoutArmed = true;
        return;
      case MessageType.Close:
        this.close();
        return;
      case MessageType.CancelInvocation:
        this.streams.cancel(message.invocationId);
        return;
      case MessageType.Ack:
        this.replay?.ack(message.sequenceId);
        return;
      case MessageType.Sequence:
        if (this.replay && !this.replay.resetSequence(message.sequenceId)) {
          this.closeWithError(
            new InvalidDataError("Sequence ID greater than amount of messages we've received."),
          );
        }
        return;
      default:
        // StreamItem / Completion for ids we never issued: ASP.NET ignores them.
        return;
    }
  }

  private enqueue(message: InvocationMessage): void {
    if (this.queued >= this.host.options.maxQueuedInvocations) {
      this.closeWithError(new InvalidDataError('Too many invocations waiting on one connection.'));
      return;
    }
    this.queued += 1;
    this.chain = this.chain
      .then(() => (this.state === 'connected' ? this.host.invoke(this, message) : undefined))
      .catch((err: unknown) => this.host.log.error({ err }, 'hub dispatch failed'))
      .finally(() => {
        this.queued -= 1;
      });
  }

  private closeWithError(error: unknown): void {
    this.host.log.info(
      { err: error, connectionId: this.connectionId },
      'hub connection closed with an error',
    );
    this.close(
      buildErrorMessage(HubErrors.connectionClosed, error, this.host.options.detailedErrors),
      true,
    );
  }

  private finish(wasConnected: boolean): void {
    this.state = 'closed';
    this.pushes.drop();
    this.streams.cancelAll();
    this.closedAt = Date.now();
    this.host.ended(this, wasConnected);
  }
}
