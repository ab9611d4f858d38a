import type { FastifyBaseLogger } from 'fastify';
import { buildErrorMessage, HubErrors } from './errors';
import { MessageType, type InvocationMessage } from './protocols/messages';
import { HubError, type HubCallContext, type HubMethodImpl, type HubMethods } from './types';

/** What an invocation produced: a Completion to send (when the caller wants one), or a stream. */
export type InvocationOutcome =
  { result: unknown } | { error: string } | { stream: AsyncIterable<unknown> };

/**
 * How deep an argument may nest (arrays and objects). No hub method takes more than a few levels;
 * a deeper one is refused before any code walks it recursively (docs/hub.md §2.2).
 */
export const MAX_ARGUMENT_DEPTH = 32;

/** True when some argument nests deeper than `max`; walks with its own stack, never recursion. */
function nestedTooDeep(args: readonly unknown[], max: number): boolean {
  const stack: [unknown, number][] = args.map((a) => [a, 1]);
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const [value, depth] = item;
    if (value === null || typeof value !== 'object') continue;
    if (depth > max) return true;
    for (const inner of Object.values(value)) stack.push([inner, depth + 1]);
  }
  return false;
}

/** A streaming hub method is an async generator function (docs/hub.md §1.5). */
function isStreaming(impl: HubMethodImpl): boolean {
  return Object.prototype.toString.call(impl) === '[object AsyncGeneratorFunction]';
}

/**
 * Calls plain hub methods by name, case-insensitively, with ASP.NET's error texts
 * (docs/hub.md §2.2). Argument count is the function's declared parameters after the context.
 */
export class HubDispatcher {
  private readonly methods = new Map<string, HubMethodImpl>();

  constructor(
    methods: HubMethods,
    private readonly detailedErrors: boolean,
    private readonly log: FastifyBaseLogger,
  ) {
    for (const [name, impl] of Object.entries(methods)) this.methods.set(name.toLowerCase(), impl);
  }

  /** Runs one invocation and returns the Completion outcome (computed even for non-blocking calls). */
  async invoke(context: HubCallContext, message: InvocationMessage): Promise<InvocationOutcome> {
    const target = message.target;
    const impl = this.methods.get(target.toLowerCase());
    if (!impl) return { error: HubErrors.methodDoesNotExist(target) };
    const streaming = isStreaming(impl);
    if (!streaming && message.type === MessageType.StreamInvocation)
      return { error: HubErrors.streamingMismatch(target) };
    if (streaming && message.type === MessageType.Invocation)
      return { error: HubErrors.nonStreamingCall(target) };
    // A function declaring no parameters at all (length 0) takes any count.
    const expected = impl.length - 1;
    if (impl.length > 0 && message.arguments.length !== expected) {
      const detail = new Error(HubErrors.argumentCount(message.arguments.length, expected));
      detail.name = 'InvalidDataException';
      return {
        error: buildErrorMessage(HubErrors.bindingFailure(target), detail, this.detailedErrors),
      };
    }
    if (nestedTooDeep(message.arguments, MAX_ARGUMENT_DEPTH)) {
      // Always said, like an argument count error: it is the caller's input, not our detail.
      return {
        error: `${HubErrors.bindingFailure(target)} ${HubErrors.tooDeep(MAX_ARGUMENT_DEPTH)}`,
      };
    }
    const streams = message.streamIds?.length ?? 0;
    if (streams > 0) {
      return {
        error: `${HubErrors.unexpected(target)} HubException: ${HubErrors.streamCount(streams)}`,
      };
    }
    try {
      if (streaming)
        return { stream: impl(context, ...message.arguments) as AsyncIterable<unknown> };
      return { result: await impl(context, ...message.arguments) };
    } catch (error) {
      const isHubError = error instanceof HubError;
      if (!isHubError) this.log.error({ err: error, target }, 'hub method failed');
      return {
        error: buildErrorMessage(
          HubErrors.unexpected(target),
          error,
          isHubError || this.detailedErrors,
        ),
      };
    }
  }
}
