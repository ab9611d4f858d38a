import type { Frame } from './frame';

/**
 * The pushes to one connection (from a group, a broadcast or another connection) held back while
 * one of its calls runs: they follow the call's first answer to its caller, or precede its
 * completion (docs/hub.md §1.5 "Answers before pushes"). What the call sends itself is not held;
 * past `limit()` bytes held, everything held is sent and holding stops.
 */
export class HeldPushes {
  /** The frames held, in the order they came; null when nothing is held back. */
  private frames: Frame[] | null = null;
  private bytes = 0;
  /** Set while the connection's own call is sending: its pushes to itself are not held. */
  ownSend = false;

  constructor(
    private readonly send: (frame: Frame) => void,
    private readonly limit: () => number,
  ) {}

  /** Holds `frame` (of `size()` bytes) while a call runs; false when it is to be sent now. */
  offer(frame: Frame, size: () => number): boolean {
    if (this.frames === null || this.ownSend) return false;
    this.frames.push(frame);
    this.bytes += size();
    if (this.bytes > this.limit()) this.release();
    return true;
  }

  /** A call starts: pushes from elsewhere wait until it answers its caller or completes. */
  start(): void {
    this.frames ??= [];
  }

  /** Sends the pushes held back, in the order they came, and stops holding. */
  release(): void {
    const frames = this.frames;
    if (frames === null) return;
    this.drop();
    for (const frame of frames) this.send(frame);
  }

  /** The connection closed: what is held goes nowhere. */
  drop(): void {
    this.frames = null;
    this.bytes = 0;
  }
}
