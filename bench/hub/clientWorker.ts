// A bench client process: holds `count` hub clients on one server port, so that more connections
// than one process may hold descriptors for can be measured (bench/hub.ts, the scaled-out growth
// row). Args: kind, port, count, first (client i joins SPORTS[(first + i) % 6]), and the most
// latencies to keep.
// Messages from the parent: `{ cmd: 'latency', on }` starts or stops recording send-to-receive
// times; `{ cmd: 'report' }` answers `{ delivered, latencies }` (a Float64Array) and resets both.
import { openMany } from './children';
import { sentAtOf } from './clients';
import { clock, type ServerKind, SPORTS } from './shared';

const [kind, portText, countText, firstText, mostText] = process.argv.slice(2) as [
  ServerKind,
  string,
  string,
  string,
  string,
];
const count = Number(countText);
const first = Number(firstText);
const latencies = new Float64Array(Number(mostText));
let samples = 0;
let delivered = 0;
let recording = false;

const sockets = await openMany(
  kind,
  Number(portText),
  count,
  (i) => SPORTS[(first + i) % SPORTS.length] as string,
  () => (n, data) => {
    delivered += n;
    if (recording && samples < latencies.length)
      latencies[samples++] = clock() - sentAtOf(kind, data);
  },
);

process.on('message', (message: { cmd: 'latency'; on: boolean } | { cmd: 'report' }) => {
  if (message.cmd === 'latency') {
    recording = message.on;
    process.send?.({ ok: true });
    return;
  }
  process.send?.({ delivered, latencies: latencies.slice(0, samples) });
  delivered = 0;
  samples = 0;
});
process.on('disconnect', () => {
  for (const ws of sockets) ws.terminate();
  process.exit(0);
});
process.send?.({ ready: sockets.length });
