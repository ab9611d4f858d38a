// ASP.NET Core SignalR's exact error texts (docs/hub.md §1.4, §2.2), in one place.
import { InvalidDataError } from './protocols/messages';
import { HubError } from './types';

export const HubErrors = {
  methodDoesNotExist: (target: string) =>
    `Failed to invoke '${target}' due to an error on the server. HubException: Method does not exist.`,
  bindingFailure: (target: string) => `Failed to invoke '${target}' due to an error on the server.`,
  unexpected: (target: string) =>
    `An unexpected error occurred invoking '${target}' on the server.`,
  streamingMismatch: (target: string) =>
    `The client attempted to invoke the non-streaming '${target}' method with a streaming invocation.`,
  nonStreamingCall: (target: string) =>
    `The client attempted to invoke the streaming '${target}' method with a non-streaming invocation.`,
  streamFailed: 'An error occurred on the server while streaming results.',
  argumentCount: (given: number, expected: number) =>
    `Invocation provides ${given} argument(s) but target expects ${expected}.`,
  streamCount: (given: number) => `Client sent ${given} stream(s), Hub method expects 0.`,
  tooDeep: (max: number) => `The arguments are nested too deeply (more than ${max} levels).`,
  connectionClosed: 'Connection closed with an error.',
  handshakeCanceled: 'Handshake was canceled.',
  handshakeUnexpected: 'An unexpected error occurred during connection handshake.',
} as const;

/** ErrorMessageHelper.BuildErrorMessage: the exception's name and message only when allowed. */
export function buildErrorMessage(message: string, error: unknown, includeDetail: boolean): string {
  if (!includeDetail) return message;
  const name = error instanceof Error ? exceptionName(error) : 'Exception';
  const detail = error instanceof Error ? error.message : String(error);
  return `${message} ${name}: ${detail}`;
}

function exceptionName(error: Error): string {
  if (error instanceof HubError) return 'HubException';
  if (error instanceof InvalidDataError) return 'InvalidDataException';
  return error.name;
}
