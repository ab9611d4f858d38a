import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  aiPerformanceResponseSchema,
  totalResultsResponseSchema,
  type TotalResultsResponse,
} from '@domain/contracts/performance';
import { aiModelsResponseSchema } from '@domain/contracts/aiModels';
import { aiPerformanceQuerySchema, totalResultsQuerySchema } from '@domain/contracts/resultsQuery';
import { problemResponse } from '../http/problem';
import { edgeEvidenceSchema } from '@domain/contracts/edge';
import { edgeEvidence } from './evidence';
import { aiModels } from './models';
import { aiPerformance } from './performance';
import { totalResultsJson } from './totalResults';

/** GET /api/total-results, /api/ai-performance and /api/ai-models (all public, read-only). */
export async function resultsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['results'];

  app.get(
    '/api/total-results',
    {
      schema: {
        tags,
        querystring: totalResultsQuerySchema,
        response: { 200: totalResultsResponseSchema, 400: problemResponse },
      },
    },
    async (request, reply) => {
      const json = await totalResultsJson(app.db, request.query);
      // The rows leave as the JSON text the database built: Fastify sends a JSON string as is,
      // so the declared schema documents the answer without re-serializing it.
      return reply
        .type('application/json; charset=utf-8')
        .send(json as unknown as TotalResultsResponse);
    },
  );

  app.get(
    '/api/ai-performance',
    {
      schema: {
        tags,
        querystring: aiPerformanceQuerySchema,
        response: { 200: aiPerformanceResponseSchema, 400: problemResponse },
      },
    },
    async (request) => aiPerformance(app.db, { ...request.query, now: new Date() }),
  );

  app.get(
    '/api/ai-models',
    { schema: { tags, response: { 200: aiModelsResponseSchema } } },
    async () => aiModels(app.db),
  );

  // The record of each edge label on the stored ledger: the evidence for the thresholds.
  app.get(
    '/api/ai-models/evidence',
    { schema: { tags, response: { 200: edgeEvidenceSchema } } },
    async () => edgeEvidence(app.db),
  );
}
