// The hub protocols a client may ask for in its handshake (docs/hub.md §1.4-1.5), and which
// transport carries which.
import type { TransportKind } from '../transports/transport';
import { JSON_PROTOCOL } from './json';
import { MESSAGEPACK_PROTOCOL } from './messagePack';
import type { HandshakeRequest, HubProtocol, TransferFormat } from './messages';

export const HUB_PROTOCOLS: readonly HubProtocol[] = [JSON_PROTOCOL, MESSAGEPACK_PROTOCOL];

/** The transfer formats each transport carries, as ASP.NET advertises them in negotiate. */
export const TRANSFER_FORMATS: Record<TransportKind, TransferFormat[]> = {
  WebSockets: ['Text', 'Binary'],
  ServerSentEvents: ['Text'],
  LongPolling: ['Text', 'Binary'],
};

/** The protocol a handshake asks for on a transport, or ASP.NET's handshake error text. */
export function resolveProtocol(
  request: HandshakeRequest,
  transport: TransportKind,
): HubProtocol | string {
  const protocol = HUB_PROTOCOLS.find((p) => p.name === request.protocol);
  if (!protocol) return `The protocol '${request.protocol}' is not supported.`;
  if (request.version > protocol.version) {
    return `The server does not support version ${request.version} of the '${request.protocol}' protocol.`;
  }
  if (!TRANSFER_FORMATS[transport].includes(protocol.transferFormat)) {
    return `Cannot use the '${protocol.name}' protocol on the current transport. The transport does not support '${protocol.transferFormat}' transfer format.`;
  }
  return protocol;
}
