import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { importBetsRequestSchema, importBetsResponseSchema } from '@domain/contracts/betsCsv';
import { importedMessage, rowIssueText, type CsvRowIssue } from '@domain/rules/betsCsv';
import { requireUser, signedIn } from '../accounts/requireUser';
import { problemResponse, sendProblem } from '../http/problem';
import { importBets } from './importCsv';
import { SIGN_IN_FOR_BETS } from './routes';

/** The body of an import may hold a whole file (the app's 64 KB limit is for everything else). */
const IMPORT_BODY_LIMIT = 2 * 1024 * 1024;

/** 'Nothing was imported: 2 rows cannot be read. Row 3: …' and every problem by its row. */
export function importProblem(issues: readonly CsvRowIssue[]): {
  detail: string;
  errors: Record<string, string[]>;
} {
  const errors: Record<string, string[]> = {};
  for (const issue of issues)
    (errors[issue.row > 0 ? `row ${issue.row}` : 'file'] ??= []).push(issue.message);
  const rows = Object.keys(errors).length;
  const first = issues[0];
  const detail =
    `Nothing was imported: ${rows === 1 && errors.file ? 'the file cannot be read' : `${rows} row${rows === 1 ? '' : 's'} cannot be imported`}. ${first ? rowIssueText(first) : ''}`.trim();
  return { detail, errors };
}

/**
 * POST /api/bets/import (docs/product.md §9 "Bet tracker"): a Betting History CSV with the
 * export's columns, imported all or nothing; each bad row is named in a 400 problem.
 */
export async function betImportRoutes(
  fastify: FastifyInstance,
  opts: { now: () => Date },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/bets/import',
    {
      preHandler: requireUser(SIGN_IN_FOR_BETS),
      // A whole file in one transaction: a few an hour per account (docs/security.md "Limits").
      config: { rateLimit: 'betImport' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['bets'],
        body: importBetsRequestSchema,
        response: { 200: importBetsResponseSchema, '4xx': problemResponse },
      },
    },
    async (request, reply) => {
      const outcome = await importBets(app.db, signedIn(request).id, request.body.csv, opts.now());
      if ('issues' in outcome) {
        const { detail, errors } = importProblem(outcome.issues);
        return sendProblem(reply, 400, detail, { errors });
      }
      return { ...outcome, message: importedMessage(outcome.imported, outcome.already) };
    },
  );
}
