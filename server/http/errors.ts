import type { FastifyError, FastifyInstance } from 'fastify';
import { sendProblem } from './problem';

/** Every error leaves as problem details; a stack trace never does. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
    if (error.validation) {
      return sendProblem(reply, 400, error.message);
    }
    if (status === 429) {
      return sendProblem(reply, 429, error.message);
    }
    return sendProblem(reply, status, error.message);
  });
}
