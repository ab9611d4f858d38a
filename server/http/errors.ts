import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldErrors, problem, ProblemError, sendProblem } from './problem';

/**
 * Every error leaves as problem details; a stack trace never does. The one place a thrown
 * ProblemError becomes its response.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ProblemError, request, reply) => {
    if (error instanceof ProblemError) {
      return reply.code(error.status).type('application/problem+json').send(error.toProblem());
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendProblem(reply, status, 'An unexpected error occurred.');
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendProblem(reply, 413, 'The request body is too large.');
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendProblem(reply, 415, 'The request body must be JSON.');
    }
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return sendProblem(reply, 400, 'The request body is not valid JSON.');
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A declared schema refused the request: the same 400 the routes gave when they parsed by hand.
      const errors = fieldErrors(
        error.validation.map((issue) => ({
          path: issue.instancePath.split('/').filter((part) => part !== ''),
          message: issue.message ?? 'The value is invalid.',
        })),
      );
      return sendProblem(reply, 400, Object.values(errors)[0]?.[0] ?? 'The request is invalid.', {
        errors,
      });
    }
    if (error.validation) {
      return sendProblem(reply, 400, error.message);
    }
    if (status === 429) {
      return sendProblem(reply, 429, error.message);
    }
    return sendProblem(reply, status, error.message);
  });
}

/**
 * The answer to a request Fastify refuses before routing (bad percent-encoding, an over-long
 * parameter): problem details, sent here, not thrown, as no route's handler or error handler runs
 * for a request that never matched one.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    void sendProblem(reply, 414, 'A URL parameter is too long.');
  else void sendProblem(reply, 400, 'The URL is not valid (bad percent-encoding).');
}

/** The answer to a request that never became one: problem details, written to the socket. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const reason =
    status === 431
      ? 'Request Header Fields Too Large'
      : status === 408
        ? 'Request Timeout'
        : 'Bad Request';
  const body = JSON.stringify(
    problem(status, status === 400 ? 'The request could not be parsed.' : undefined, {
      title: reason,
    }),
  );
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/problem+json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
