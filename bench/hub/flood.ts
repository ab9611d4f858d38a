// `npm run bench:hub`'s flood row: anonymous clients asking the same busy day in a loop, as fast
// as the server answers them, reconnecting whenever they are closed, against the hub as the app
// runs it (limits and the cached day) and, in the same run, against the hub without either.
// Measured: the bytes the clients received per byte they sent (WebSocket payloads both ways;
// the upgrade requests, which would only lower the ratio, are left out) and the server's CPU.
import WebSocket from 'ws';
import { startServer } from './children';
import { BENCH_HUB_PATH, clock } from './shared';

const RS = 0x1e;
/** Calls a flooder sends at once before it reads their answers. */
const BATCH = 10;

export interface FloodRun {
  mode: 'guarded' | 'open';
  bytesIn: number;
  bytesOut: number;
  /** Days sent, calls refused with an error Completion, connections closed by the server. */
  served: number;
  refused: number;
  closed: number;
  /** Connections (or upgrades) the server refused, e.g. with a 429. */
  rejected: number;
  /** Server CPU (user + system) during the flood, in ms. */
  cpuMs: number;
  seconds: number;
}

interface Tally {
  bytesIn: number;
  bytesOut: number;
  served: number;
  refused: number;
  closed: number;
  rejected: number;
}

/** One flooder: connect, handshake, then batches of the same call until `until` or closed. */
function floodConnection(port: number, until: number, tally: Tally): Promise<void> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${BENCH_HUB_PATH}`, {
      perMessageDeflate: false,
    });
    let handshaken = false;
    let waiting = 0;
    let seq = 0;
    const sendBatch = () => {
      if (clock() >= until) {
        ws.terminate();
        return;
      }
      let batch = '';
      for (let i = 0; i < BATCH; i++)
        batch += `{"type":1,"invocationId":"${seq++}","target":"RequestMatchupsForDate","arguments":["2026-11-22"]}\x1e`;
      tally.bytesIn += Buffer.byteLength(batch);
      waiting = BATCH;
      ws.send(batch);
    };
    ws.on('open', () => {
      const handshake = '{"protocol":"json","version":1}\x1e';
      tally.bytesIn += handshake.length;
      ws.send(handshake);
    });
    ws.on('message', (data: Buffer) => {
      tally.bytesOut += data.length;
      let start = 0;
      for (let end = data.indexOf(RS); end !== -1; end = data.indexOf(RS, start)) {
        const length = end - start;
        // Only the small records are read: an answer's ~250 KB list is counted, not parsed.
        const head = data.toString('utf8', start, Math.min(end, start + 16));
        if (!handshaken) {
          handshaken = true;
          sendBatch();
        } else if (head.startsWith('{"type":3')) {
          const record = length < 4096 ? data.toString('utf8', start, end) : '';
          if (record.includes('"error"')) tally.refused += 1;
          waiting -= 1;
          if (waiting === 0) sendBatch();
        } else if (head.startsWith('{"type":1')) {
          tally.served += 1;
        } else if (head.startsWith('{"type":7')) {
          tally.closed += 1;
        }
        start = end + 1;
      }
    });
    ws.on('unexpected-response', (_req, res) => {
      tally.rejected += 1;
      res.resume();
      resolve();
    });
    ws.on('error', () => resolve());
    ws.on('close', () => resolve());
  });
}

/** `connections` flooders for `seconds` against a fresh server child in `mode`. */
export async function floodRun(
  mode: 'guarded' | 'open',
  connections: number,
  seconds: number,
): Promise<FloodRun> {
  const child = await startServer('hubflood', [mode]);
  const tally: Tally = { bytesIn: 0, bytesOut: 0, served: 0, refused: 0, closed: 0, rejected: 0 };
  child.send({ cmd: 'cpu' });
  const before = ((await child.next()) as { cpu: NodeJS.CpuUsage }).cpu;
  const until = clock() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      // A flooder closed by the server comes straight back, as an attacker would.
      while (clock() < until) {
        await floodConnection(child.port, until, tally);
        if (tally.rejected > 0) await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }),
  );
  child.send({ cmd: 'cpu' });
  const after = ((await child.next()) as { cpu: NodeJS.CpuUsage }).cpu;
  child.process.kill();
  const cpuMs = (after.user - before.user + after.system - before.system) / 1000;
  return { mode, ...tally, cpuMs, seconds };
}
