import type { FastifyReply } from 'fastify';
import { problemSchema } from '@domain/contracts/problem';

/** RFC 9457 problem details, the one error shape of the API. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  errors?: Record<string, string[]>;
  [extension: string]: unknown;
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  503: 'Service Unavailable',
};

/** The reason phrase a problem of this status is titled with. */
export function statusTitle(status: number): string {
  return TITLES[status] ?? 'Error';
}

export function problem(status: number, detail?: string, extra: Partial<Problem> = {}): Problem {
  return {
    type: `https://httpstatuses.io/${status}`,
    title: statusTitle(status),
    status,
    ...(detail === undefined ? {} : { detail }),
    ...extra,
  };
}

/**
 * A request's refusal as problem details: thrown from a handler, a hook or the code they call,
 * answered by the app's one error handler (server/http/errors.ts). The body is `problem()`'s:
 * type, title (the status's reason phrase unless given), status, detail, then `errors`.
 */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly detail?: string,
    readonly errors?: Record<string, string[]>,
    readonly title: string = statusTitle(status),
  ) {
    super(detail ?? title);
    this.name = 'ProblemError';
  }

  /** Fastify and its plugins read an error's status from here. */
  get statusCode(): number {
    return this.status;
  }

  /** The problem details this error is answered with. */
  toProblem(): Problem {
    return problem(this.status, this.detail, {
      title: this.title,
      ...(this.errors === undefined ? {} : { errors: this.errors }),
    });
  }
}

/** Sends a problem with the problem+json content type. */
export function sendProblem(
  reply: FastifyReply,
  status: number,
  detail?: string,
  extra: Partial<Problem> = {},
) {
  return reply
    .code(status)
    .type('application/problem+json')
    .send(problem(status, detail, extra));
}

/** Turns zod-style issues into the `errors` map of a validation problem. */
export function fieldErrors(
  issues: { path: PropertyKey[]; message: string }[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** A route's error answers in its declared schema: problem details as application/problem+json. */
export const problemResponse = {
  description: 'Problem details (RFC 9457)',
  content: { 'application/problem+json': { schema: problemSchema } },
};
