// Raw `ws` clients speaking each server's protocol (the official clients are too heavy for 10,000).
import WebSocket from 'ws';
import { BENCH_HUB_PATH, type ServerKind, wireOf, type WireKind } from './shared';

const RS = '\x1e';

/** Called with each delivered update's send time, or null when only counting. */
export type OnDelivery = (count: number, text: string) => void;

function url(kind: WireKind, port: number): string {
  if (kind === 'hub') return `ws://127.0.0.1:${port}${BENCH_HUB_PATH}`; // skipNegotiation style
  if (kind === 'socketio') return `ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`;
  return `ws://127.0.0.1:${port}/`;
}

/**
 * Opens one client and (when `sport` is given) joins that sport's group, resolving once the
 * server confirmed. Afterwards every update goes to `onDelivery` with how many it carried.
 */
export function openClient(
  server: ServerKind,
  port: number,
  sport: string | null,
  onDelivery: OnDelivery,
): Promise<WebSocket> {
  const kind = wireOf(server);
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url(kind, port), { perMessageDeflate: false });
    let ready = false;
    const done = () => {
      ready = true;
      resolve(ws);
    };
    ws.once('error', reject);
    ws.on('open', () => {
      if (kind === 'hub') ws.send(`{"protocol":"json","version":1}${RS}`);
      if (kind === 'ws') {
        if (sport) ws.send(JSON.stringify({ join: sport }));
        else done();
      }
    });
    ws.on('message', (data: Buffer) => {
      const text = data.toString();
      if (ready) {
        deliver(kind, ws, text, onDelivery);
        return;
      }
      if (kind === 'hub') {
        if (text.startsWith('{}')) {
          if (!sport) return done();
          ws.send(
            `{"type":1,"invocationId":"0","target":"JoinSportGroup","arguments":["${sport}"]}${RS}`,
          );
        } else if (text.startsWith('{"type":3')) done();
      } else if (kind === 'ws') {
        done();
      } else if (text.startsWith('0{')) {
        ws.send('40');
      } else if (text.startsWith('40')) {
        if (!sport) return done();
        ws.send(`420["join","${sport}"]`);
      } else if (text.startsWith('430')) {
        done();
      }
    });
  });
}

function deliver(kind: WireKind, ws: WebSocket, text: string, onDelivery: OnDelivery): void {
  if (kind === 'ws') return onDelivery(1, text);
  if (kind === 'socketio') {
    if (text === '2')
      ws.send('3'); // Engine.IO ping
    else if (text.startsWith('42')) onDelivery(1, text.slice(2));
    return;
  }
  if (!text.startsWith('{"type":1')) return; // pings
  let count = 0;
  for (let i = text.indexOf(RS); i !== -1; i = text.indexOf(RS, i + 1)) count += 1;
  onDelivery(count, text);
}

/** The send time stamped in an update, from the text `deliver` handed over. */
export function sentAtOf(server: ServerKind, text: string): number {
  const kind = wireOf(server);
  if (kind === 'ws') return (JSON.parse(text) as { sentAt: number }).sentAt;
  if (kind === 'socketio') return (JSON.parse(text) as [string, { sentAt: number }])[1].sentAt;
  // Our hub sends one record per WebSocket message.
  const record = JSON.parse(text.slice(0, text.indexOf(RS))) as { arguments: [{ sentAt: number }] };
  return record.arguments[0].sentAt;
}
