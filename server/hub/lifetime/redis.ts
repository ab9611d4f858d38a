import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Frame } from '../frame';
import {
  LocalRegistry,
  type BackplaneStatus,
  type HubLifetimeManager,
  type LocalConnection,
} from './lifetime';

export interface RedisLifetimeOptions {
  url: string;
  /** Channel prefix; distinct per app sharing a Redis (ASP.NET uses the hub's type name). */
  prefix: string;
  log: FastifyBaseLogger;
  /** How long a cross-server group command waits for the owning server's ack. */
  ackTimeoutMs?: number;
}

interface GroupCommand {
  id: number;
  server: string;
  action: 1 | 2; // ASP.NET GroupAction: Add = 1, Remove = 2
  group: string;
  connectionId: string;
}

/**
 * Redis pub/sub scale-out with ASP.NET's channel layout (docs/hub.md §2.4): `{prefix}:all`,
 * `{prefix}:group:{g}` (subscribed while a local member exists), `{prefix}:connection:{id}`
 * (per local connection) and `{prefix}:internal:groups|ack:{server}` for group commands on
 * connections living elsewhere. Payloads carry the message serialized once per hub protocol
 * (JSON and MessagePack, as ASP.NET's RedisProtocol carries one serialization per protocol).
 * While Redis is unreachable, sends reach this server's own clients; on its return every wanted
 * channel is subscribed again.
 */
export class RedisLifetimeManager implements HubLifetimeManager {
  private readonly local = new LocalRegistry();
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly serverName = `${hostname()}_${randomUUID().replaceAll('-', '')}`;
  private readonly wanted = new Set<string>();
  private readonly subscribing = new Map<string, Promise<void>>();
  private readonly acks = new Map<number, () => void>();
  private nextAckId = 1;
  private down = false;
  private closed = false;
  /** True once every wanted channel is subscribed on the current subscriber connection. */
  private synced = false;
  private readonly channels: {
    all: string;
    groups: string;
    ack: string;
    group: (g: string) => string;
    connection: (id: string) => string;
  };

  constructor(private readonly options: RedisLifetimeOptions) {
    const p = options.prefix;
    this.channels = {
      all: `${p}:all`,
      groups: `${p}:internal:groups`,
      ack: `${p}:internal:ack:${this.serverName}`,
      group: (g) => `${p}:group:${g}`,
      connection: (id) => `${p}:connection:${id}`,
    };
    // No offline queue: while Redis is down commands fail at once instead of piling up in memory.
    const common = {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      retryStrategy: (times: number) => Math.min(times * 100, 2_000),
    };
    this.pub = new Redis(options.url, common);
    this.sub = new Redis(options.url, { ...common, autoResubscribe: false });
    for (const client of [this.pub, this.sub]) {
      client.on('error', (err: Error) => this.noteDown(err));
      client.on('ready', () => this.noteUp());
    }
    this.sub.on('ready', () => void this.resubscribe());
    this.sub.on('close', () => {
      this.synced = false;
    });
    this.sub.on('messageBuffer', (channel: Buffer, message: Buffer) =>
      this.route(channel.toString(), message),
    );
    for (const channel of [this.channels.all, this.channels.groups, this.channels.ack])
      this.wanted.add(channel);
  }

  status(): BackplaneStatus {
    return this.isUp() ? 'redis' : 'redis-down';
  }

  async connected(connection: LocalConnection): Promise<void> {
    this.local.add(connection);
    await this.want(this.channels.connection(connection.connectionId));
  }

  async disconnected(connection: LocalConnection): Promise<void> {
    const emptied = this.local.remove(connection.connectionId);
    this.unwant(this.channels.connection(connection.connectionId));
    for (const group of emptied) this.unwant(this.channels.group(group));
  }

  async sendAll(frame: Frame): Promise<void> {
    if (!(await this.publish(this.channels.all, frame))) this.local.sendAll(frame);
  }

  async sendGroup(group: string, frame: Frame): Promise<void> {
    if (!(await this.publish(this.channels.group(group), frame)))
      this.local.sendGroup(group, frame);
  }

  async sendConnection(connectionId: string, frame: Frame): Promise<void> {
    if (this.local.sendConnection(connectionId, frame)) return;
    await this.publish(this.channels.connection(connectionId), frame);
  }

  async addToGroup(connectionId: string, group: string): Promise<void> {
    if (this.local.connections.has(connectionId)) {
      this.local.join(connectionId, group);
      await this.want(this.channels.group(group));
      return;
    }
    await this.command({ action: 1, group, connectionId });
  }

  async removeFromGroup(connectionId: string, group: string): Promise<void> {
    if (this.local.connections.has(connectionId)) {
      if (this.local.leave(connectionId, group)) this.unwant(this.channels.group(group));
      return;
    }
    await this.command({ action: 2, group, connectionId });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const resolve of this.acks.values()) resolve();
    this.acks.clear();
    this.pub.disconnect();
    this.sub.disconnect();
  }

  private isUp(): boolean {
    return this.synced && this.pub.status === 'ready' && this.sub.status === 'ready';
  }

  /** Publishes when Redis is up; false means the caller must deliver locally instead. */
  private async publish(channel: string, frame: Frame): Promise<boolean> {
    if (!this.isUp()) return false;
    try {
      await this.pub.publish(channel, packFrame(frame));
      return true;
    } catch (err) {
      this.noteDown(err as Error);
      return false;
    }
  }

  private route(channel: string, message: Buffer): void {
    const c = this.channels;
    if (channel === c.groups) return void this.applyCommand(message);
    if (channel === c.ack) return this.acks.get(Number(message.toString()))?.();
    const frame = unpackFrame(message);
    if (!frame) return;
    if (channel === c.all) this.local.sendAll(frame);
    else if (channel.startsWith(`${this.options.prefix}:group:`)) {
      this.local.sendGroup(channel.slice(this.options.prefix.length + 7), frame);
    } else if (channel.startsWith(`${this.options.prefix}:connection:`)) {
      this.local.sendConnection(channel.slice(this.options.prefix.length + 12), frame);
    }
  }

  /** Sends a group command to whichever server owns the connection and waits for its ack. */
  private async command(partial: Omit<GroupCommand, 'id' | 'server'>): Promise<void> {
    if (!this.isUp()) return;
    const id = this.nextAckId++;
    const acked = new Promise<void>((resolve) => {
      // No ack in time means no server owns that connection: like ASP.NET, nothing happens.
      const timer = setTimeout(resolve, this.options.ackTimeoutMs ?? 30_000);
      this.acks.set(id, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    const command: GroupCommand = { id, server: this.serverName, ...partial };
    try {
      await this.pub.publish(this.channels.groups, JSON.stringify(command));
      await acked;
    } finally {
      this.acks.delete(id);
    }
  }

  private async applyCommand(message: Buffer): Promise<void> {
    let command: GroupCommand;
    try {
      command = JSON.parse(message.toString()) as GroupCommand;
    } catch {
      return;
    }
    if (!this.local.connections.has(command.connectionId)) return;
    if (command.action === 1) await this.addToGroup(command.connectionId, command.group);
    else await this.removeFromGroup(command.connectionId, command.group);
    await this.pub
      .publish(`${this.options.prefix}:internal:ack:${command.server}`, String(command.id))
      .catch((err: unknown) => this.noteDown(err as Error));
  }

  private async want(channel: string): Promise<void> {
    this.wanted.add(channel);
    if (this.sub.status !== 'ready') return;
    let pending = this.subscribing.get(channel);
    if (!pending) {
      pending = this.sub
        .subscribe(channel)
        .then(() => undefined)
        .catch((err: unknown) => this.noteDown(err as Error))
        .finally(() => this.subscribing.delete(channel));
      this.subscribing.set(channel, pending);
    }
    await pending;
  }

  private unwant(channel: string): void {
    this.wanted.delete(channel);
    if (this.sub.status === 'ready') this.sub.unsubscribe(channel).catch(() => undefined);
  }

  private async resubscribe(): Promise<void> {
    const channels = [...this.wanted];
    try {
      for (let i = 0; i < channels.length; i += 1000)
        await this.sub.subscribe(...channels.slice(i, i + 1000));
      this.synced = true;
      this.noteUp();
    } catch (err) {
      this.noteDown(err as Error);
    }
  }

  private noteDown(err: Error): void {
    if (this.down || this.closed) return;
    this.down = true;
    this.options.log.warn(
      { err: err.message },
      'redis backplane unreachable; serving local clients only',
    );
  }

  private noteUp(): void {
    if (!this.down || !this.isUp()) return;
    this.down = false;
    this.options.log.info('redis backplane back');
  }
}

/** A message for Redis: [JSON length, 4 bytes big-endian][JSON records][MessagePack bytes]. */
function packFrame(frame: Frame): Buffer {
  const json = frame.bytes('json');
  const header = Buffer.allocUnsafe(4);
  header.writeUInt32BE(json.length, 0);
  return Buffer.concat([header, json, frame.bytes('messagepack')]);
}

/** The frame a payload from packFrame carries (an invocation); null for anything else. */
function unpackFrame(message: Buffer): Frame | null {
  if (message.length < 4) return null;
  const jsonLength = message.readUInt32BE(0);
  if (jsonLength > message.length - 4) return null;
  return Frame.encoded(message.subarray(4, 4 + jsonLength), message.subarray(4 + jsonLength), true);
}
