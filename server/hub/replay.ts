// Stateful reconnect's bookkeeping for one connection (docs/hub.md §1.6): numbers the messages
// sent, keeps them until the client acknowledges them, and skips messages the client sends again
// after a reconnect. The same rules as ASP.NET Core's MessageBuffer, with one difference: instead
// of holding senders back when the buffer is full, the oldest messages leave it, and the
// connection can no longer be resumed until the client has acknowledged past them.
import type { Frame } from './frame';
import { type HubMessage, isSequenced, type ProtocolName } from './protocols/messages';

/** Bytes of unacknowledged messages kept per connection (ASP.NET's StatefulReconnectBufferSize). */
export const STATEFUL_RECONNECT_BUFFER_BYTES = 100_000;

interface Entry {
  id: number;
  frame: Frame;
  size: number;
}

export class ReplayBuffer {
  private entries: Entry[] = [];
  private head = 0;
  private bytes = 0;
  /** Id of the last numbered message sent (ids start at 1). */
  private sent = 0;
  /** Highest id the client acknowledged. */
  private acked = 0;
  /** Highest id that left the buffer before the client acknowledged it. */
  private lostThrough = 0;
  private nextReceiving = 1;
  private latestReceived = 0;
  private lastAckSent = 0;
  private waitingForSequence = false;

  constructor(
    private readonly limit: number,
    private readonly protocol: ProtocolName,
  ) {}

  /** Numbers an outgoing message and keeps it until acknowledged. Serializes it (may throw). */
  record(frame: Frame): void {
    const size = frame.bytes(this.protocol).length;
    this.sent += 1;
    this.entries.push({ id: this.sent, frame, size });
    this.bytes += size;
    while (this.bytes > this.limit && this.head < this.entries.length) {
      const dropped = this.entries[this.head] as Entry;
      this.head += 1;
      this.bytes -= dropped.size;
      if (dropped.id > this.acked) this.lostThrough = dropped.id;
    }
    this.compact();
  }

  /** The client received every message up to `sequenceId`. */
  ack(sequenceId: number): void {
    if (sequenceId <= this.acked) return;
    this.acked = Math.min(sequenceId, this.sent);
    while (this.head < this.entries.length && (this.entries[this.head] as Entry).id <= this.acked) {
      this.bytes -= (this.entries[this.head] as Entry).size;
      this.head += 1;
    }
    this.compact();
  }

  /** Whether a reconnect could send again every message the client may have missed. */
  get resumable(): boolean {
    return this.lostThrough <= this.acked;
  }

  /** The Sequence id to announce on reconnect and the messages to send again after it. */
  replay(): { sequenceId: number; frames: Frame[] } {
    const kept = this.entries.slice(this.head);
    return { sequenceId: kept[0]?.id ?? this.sent + 1, frames: kept.map((entry) => entry.frame) };
  }

  /** The transport dropped: what the client sends is ignored until its Sequence message. */
  disconnected(): void {
    this.waitingForSequence = true;
  }

  /** Whether an incoming message should be handled (false for duplicates sent again). */
  accept(message: HubMessage): boolean {
    if (this.waitingForSequence) {
      if (message.type !== 9) return false;
      this.waitingForSequence = false;
      return true;
    }
    if (!isSequenced(message)) return true;
    const id = this.nextReceiving;
    this.nextReceiving += 1;
    if (id <= this.latestReceived) return false;
    this.latestReceived = id;
    return true;
  }

  /** The client's Sequence: its next message has this id. False when it skips messages we never got. */
  resetSequence(sequenceId: number): boolean {
    if (sequenceId > this.nextReceiving) return false;
    this.nextReceiving = sequenceId;
    return true;
  }

  /** The id to acknowledge, when messages arrived since the last Ack (sent once a heartbeat). */
  takeAck(): number | null {
    if (this.latestReceived <= this.lastAckSent) return null;
    this.lastAckSent = this.latestReceived;
    return this.latestReceived;
  }

  private compact(): void {
    if (this.head > 1024 && this.head * 2 > this.entries.length) {
      this.entries = this.entries.slice(this.head);
      this.head = 0;
    }
  }
}
