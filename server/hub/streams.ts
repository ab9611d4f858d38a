// Server-to-client streams of one connection (docs/hub.md §1.5): each item as a StreamItem, then
// one Completion (void, or an error); a CancelInvocation or the connection's end stops the stream.
import { buildErrorMessage, HubErrors } from './errors';
import { Frame } from './frame';
import { HubError } from './types';

export class StreamTracker {
  private readonly running = new Map<string, AsyncIterator<unknown>>();

  constructor(private readonly detailedErrors: boolean) {}

  /** Pulls `stream` until it ends, sending each item; runs beside the connection's invocations. */
  async run(invocationId: string, stream: AsyncIterable<unknown>, send: (frame: Frame) => void) {
    const iterator = stream[Symbol.asyncIterator]();
    this.running.set(invocationId, iterator);
    let error: string | undefined;
    try {
      for (;;) {
        const next = await iterator.next();
        if (next.done === true || this.running.get(invocationId) !== iterator) break;
        send(Frame.message({ type: 2, invocationId, item: next.value }));
      }
    } catch (err) {
      // A HubError's message is passed on, as for invocations; anything else only with details.
      const detail = err instanceof HubError || this.detailedErrors;
      error = buildErrorMessage(HubErrors.streamFailed, err, detail);
    } finally {
      if (this.running.get(invocationId) === iterator) this.running.delete(invocationId);
    }
    send(
      Frame.message(
        error === undefined ? { type: 3, invocationId } : { type: 3, invocationId, error },
      ),
    );
  }

  /** Stops one stream (the client's CancelInvocation). */
  cancel(invocationId: string): void {
    const iterator = this.running.get(invocationId);
    if (!iterator) return;
    this.running.delete(invocationId);
    void iterator.return?.().catch(() => undefined);
  }

  /** Stops every stream (the connection ended). */
  cancelAll(): void {
    for (const id of [...this.running.keys()]) this.cancel(id);
  }
}
