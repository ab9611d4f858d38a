import type { FastifyBaseLogger } from 'fastify';
import { buildErrorMessage, HubErrors } from './errors';
import { Frame } from './frame';
import type { HubOptions } from './options';
import {
  encodeClose,
  encodeHandshakeResponse,
  handshakeError,
  InvalidDataError,
  type InvocationMessage,
  MessageType,
  parseHandshakeRequest,
  parseMessage,
  PING,
  RecordReader,
} from './protocol';
import type { Transport } from './transports/transport';
import type { HubCallContext, HubUser } from './types';

const PING_FRAME = Frame.of(PING);

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
 * One logical SignalR connection: handshake, record parsing, per-connection invocation queue,
 * keep-alive and time-outs. It talks to its client only through a Transport.
 */
export class HubConnection {
  state: ConnectionState = 'negotiated';
  transport: Transport | null = null;
  /** Built by the host once, on first use. */
  context: HubCallContext | null = null;
  private readonly createdAt = Date.now();
  private handshakeStartedAt = 0;
  private lastSent = 0;
  private lastReceived = 0;
  private closedAt = 0;
  private clientTimeoutArmed = false;
  private readonly reader: RecordReader;
  private chain: Promise<void> = Promise.resolve();
  private queued = 0;

  constructor(
    readonly connectionId: string,
    readonly token: string,
    readonly user: HubUser | null,
    private readonly host: ConnectionHost,
  ) {
    this.reader = new RecordReader(host.options.maximumReceiveMessageSize);
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
    let records: Buffer[];
    try {
      records = this.reader.push(chunk);
    } catch (error) {
      if (this.state === 'handshake') this.failHandshake(HubErrors.handshakeCanceled);
      else this.closeWithError(error);
      return;
    }
    for (const record of records) {
      // Each record may change the state (handshake done, Close, error), so re-read it every time.
      const state = this.currentState();
      if (state === 'handshake') this.handshake(record);
      else if (state === 'connected') this.dispatch(record);
      else return;
    }
  }

  /** Sends a frame; a client too far behind is dropped rather than buffered without bound. */
  send(frame: Frame): void {
    if (this.state !== 'connected' || !this.transport) return;
    this.lastSent = Date.now();
    if (this.transport.send(frame)) return;
    this.host.log.warn({ connectionId: this.connectionId }, 'hub client too slow; closing');
    this.abort();
  }

  /** Sends a Close (with an error and allowReconnect when given) and ends the transport. */
  close(error?: string, allowReconnect = false): void {
    if (this.state === 'closed') return;
    const wasConnected = this.state === 'connected';
    if (wasConnected) this.transport?.send(Frame.of(encodeClose(error, allowReconnect)));
    this.finish(wasConnected);
    this.transport?.close();
  }

  /** Drops the connection without a goodbye (slow client, server shutdown). */
  abort(): void {
    if (this.state === 'closed') return;
    this.finish(this.state === 'connected');
    this.transport?.abort();
  }

  /** The transport went away underneath us (socket closed, SSE stream ended). */
  transportClosed(): void {
    if (this.state === 'closed') return;
    this.finish(this.state === 'connected');
  }

  /** Heartbeat: handshake time-out, keep-alive ping, client time-out and reaping. Returns false to drop. */
  tick(now: number): boolean {
    const o = this.host.options;
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

  private handshake(record: Buffer): void {
    let error: string | null;
    try {
      error = handshakeError(parseHandshakeRequest(record));
    } catch {
      error = HubErrors.handshakeUnexpected;
    }
    if (error !== null) {
      this.failHandshake(error);
      return;
    }
    this.state = 'connected';
    this.lastSent = Date.now();
    this.transport?.send(Frame.of(encodeHandshakeResponse(null)));
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
    this.transport?.send(Frame.of(encodeHandshakeResponse(error)));
    this.finish(false);
    this.transport?.close();
  }

  private dispatch(record: Buffer): void {
    let message;
    try {
      message = parseMessage(record);
    } catch (error) {
      this.closeWithError(error);
      return;
    }
    if (message === null) return;
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
      default:
        // StreamItem / Completion / CancelInvocation for ids we never issued: ASP.NET ignores them.
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
    this.closedAt = Date.now();
    this.host.ended(this, wasConnected);
  }
}
