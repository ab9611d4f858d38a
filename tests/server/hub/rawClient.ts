import WebSocket from 'ws';

export const RS = '\x1e';

/** A hand-driven WebSocket client speaking the raw protocol, recording each received record. */
export class RawClient {
  readonly records: string[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: ((record: string) => void)[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      for (const record of data.toString('utf8').split(RS)) {
        if (record === '') continue;
        const waiter = this.waiters.shift();
        if (waiter) waiter(record);
        else this.records.push(record);
      }
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
  }

  /** Opens `url` (http:// is turned into ws://); rejects with the HTTP status on refusal. */
  static open(url: string): Promise<RawClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url.replace(/^http/, 'ws'));
      const client = new RawClient(ws);
      ws.once('open', () => resolve(client));
      ws.once('unexpected-response', (_req, res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => reject(new Error(`${res.statusCode} ${body}`)));
      });
      ws.once('error', reject);
    });
  }

  /** Opens and completes the JSON handshake. */
  static async connected(url: string): Promise<RawClient> {
    const client = await RawClient.open(url);
    client.send(`{"protocol":"json","version":1}${RS}`);
    const answer = await client.next();
    if (answer !== '{}') throw new Error(`handshake failed: ${answer}`);
    return client;
  }

  send(text: string): void {
    this.ws.send(text);
  }

  /** The next record, parsed JSON text; rejects after `ms`. */
  next(ms = 3_000): Promise<string> {
    const ready = this.records.shift();
    if (ready !== undefined) return Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no record in time')), ms);
      this.waiters.push((record) => {
        clearTimeout(timer);
        resolve(record);
      });
    });
  }

  /**
   * Invokes and returns that invocation's completion. Records that arrive before it (a push to a
   * group just joined, a ping) are kept, in order, for the next calls of next().
   */
  async invoke(
    target: string,
    args: unknown[],
    id = String(Math.random()),
  ): Promise<Record<string, unknown>> {
    this.send(JSON.stringify({ type: 1, invocationId: id, target, arguments: args }) + RS);
    const held: string[] = [];
    try {
      for (;;) {
        const record = await this.next();
        const message = JSON.parse(record) as Record<string, unknown>;
        if (message.type === 3 && message.invocationId === id) return message;
        held.push(record);
      }
    } finally {
      this.records.unshift(...held);
    }
  }

  close(): void {
    this.ws.terminate();
  }
}
