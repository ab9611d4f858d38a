// Raw `ws` clients speaking each server's protocol (the official clients are too heavy for 10,000).
import { MessageType, NullLogger } from '@microsoft/signalr';
import { MessagePackHubProtocol } from '@microsoft/signalr-protocol-msgpack';
import WebSocket from 'ws';
import { BENCH_HUB_PATH, type ServerKind, wireOf, type WireKind } from './shared';

const RS = '\x1e';

/** Called with how many updates a WebSocket message carried, and the message. */
export type OnDelivery = (count: number, data: string | Buffer) => void;

// The official client's MessagePack protocol, for the few messages a bench client decodes.
const messagePack = new MessagePackHubProtocol();
const parsePacked = (data: Buffer) =>
  messagePack.parseMessages(
    data.buffer.slice(data.byteOffset, data.byteOffset + data.length) as ArrayBuffer,
    NullLogger.instance,
  );

/** Counts the Invocations (array of 6, type 1) among length-prefixed MessagePack messages. */
function countPackedInvocations(data: Buffer): number {
  let count = 0;
  for (let offset = 0; offset < data.length;) {
    let length = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = data[offset++] as number;
      length += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    if (data[offset] === 0x96 && data[offset + 1] === 0x01) count += 1;
    offset += length;
  }
  return count;
}

function url(kind: WireKind, port: number): string {
  if (kind === 'hub' || kind === 'hubmsgpack') return `ws://127.0.0.1:${port}${BENCH_HUB_PATH}`; // skipNegotiation style
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
      if (kind === 'hubmsgpack') ws.send(`{"protocol":"messagepack","version":1}${RS}`);
      if (kind === 'ws') {
        if (sport) ws.send(JSON.stringify({ join: sport }));
        else done();
      }
    });
    ws.on('message', (data: Buffer) => {
      if (kind === 'hubmsgpack') {
        if (ready) return onDelivery(countPackedInvocations(data), data);
        if (data[0] === 0x7b) {
          // The JSON handshake answer `{}` and its 0x1E.
          if (!sport) return done();
          const join = messagePack.writeMessage({
            type: MessageType.Invocation,
            invocationId: '0',
            target: 'JoinSportGroup',
            arguments: [sport],
            streamIds: [],
          });
          ws.send(Buffer.from(join));
        } else if (parsePacked(data).some((m) => m.type === MessageType.Completion)) done();
        return;
      }
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

/** The send time stamped in an update, from the message `deliver` handed over. */
export function sentAtOf(server: ServerKind, data: string | Buffer): number {
  const kind = wireOf(server);
  if (typeof data !== 'string') {
    const first = parsePacked(data).find((m) => m.type === MessageType.Invocation) as unknown as {
      arguments: [{ sentAt: number }];
    };
    return first.arguments[0].sentAt;
  }
  const text = data;
  if (kind === 'ws') return (JSON.parse(text) as { sentAt: number }).sentAt;
  if (kind === 'socketio') return (JSON.parse(text) as [string, { sentAt: number }])[1].sentAt;
  // Our hub sends one record per WebSocket message.
  const record = JSON.parse(text.slice(0, text.indexOf(RS))) as { arguments: [{ sentAt: number }] };
  return record.arguments[0].sentAt;
}
