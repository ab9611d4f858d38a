import type { FastifyReply } from 'fastify';
import { problemSchema } from '@/domain/problem';

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

export function problem(status: number, detail?: string, extra: Partial<Problem> = {}): Problem {
  return {
    type: `https://httpstatuses.io/${status}`,
    title: TITLES[status] ?? 'Error',
    status,
    ...(detail === undefined ? {} : { detail }),
    ...extra,
  };
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
