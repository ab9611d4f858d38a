import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldErrors, ProblemError, sendProblem } from './problem';

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
