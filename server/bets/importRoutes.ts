import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { importBetsRequestSchema, importBetsResponseSchema } from '@domain/contracts/betsCsv';
import { importedMessage, importRefusedText, type CsvRowIssue } from '@domain/rules/betsCsv';
import { signedIn } from '../accounts';
import { ProblemError, problemResponse } from '../http/problem';
import { importBets } from './importCsv';
import { SIGN_IN_FOR_BETS } from './routes';

/** The body of an import may hold a whole file (the app's 64 KB limit is for everything else). */
const IMPORT_BODY_LIMIT = 2 * 1024 * 1024;

/** 'Nothing was imported: 3 of 10 rows could not be imported.' and every problem by its row. */
export function importProblem(
  issues: readonly CsvRowIssue[],
  total: number,
): {
  detail: string;
  errors: Record<string, string[]>;
} {
  const errors: Record<string, string[]> = {};
  for (const issue of issues)
    (errors[issue.row > 0 ? `row ${issue.row}` : 'file'] ??= []).push(issue.message);
  return { detail: importRefusedText(issues, total), errors };
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
      // A paid plan's feature (docs/product.md §9 "Plans and money"): 403 on the Trial.
      preHandler: app.marketplace.requirePlan('betImport', SIGN_IN_FOR_BETS),
      // A whole file in one transaction: a few an hour per account (docs/security.md "Limits").
      config: { rateLimit: 'betImport' },
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags: ['bets'],
        body: importBetsRequestSchema,
        response: { 200: importBetsResponseSchema, '4xx': problemResponse },
      },
    },
    async (request) => {
      const outcome = await importBets(app.db, signedIn(request).id, request.body.csv, opts.now());
      if ('issues' in outcome) {
        const { detail, errors } = importProblem(outcome.issues, outcome.total);
        throw new ProblemError(400, detail, errors);
      }
      return { ...outcome, message: importedMessage(outcome.imported, outcome.already) };
    },
  );
}
