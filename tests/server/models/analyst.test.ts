import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyst, rewriteAnalysis } from '../../../server/models/analyst';

const request = { modelName: 'Elo Ratings', matchup: 'Team B at Team A', template: 'Template analysis.' };
let server: FastifyInstance;
let baseUrl: string;
const seen: { auth?: string; body: unknown }[] = [];

beforeAll(async () => {
  server = Fastify();
  server.post('/ok/chat/completions', async (req) => {
    seen.push({ auth: req.headers.authorization, body: req.body });
    return { choices: [{ message: { role: 'assistant', content: '  Rewritten by the analyst.  ' } }] };
  });
  server.post('/fail/chat/completions', async (_req, reply) => reply.code(500).send({ error: 'boom' }));
  server.post('/slow/chat/completions', async () => {
    await new Promise((r) => setTimeout(r, 1000));
    return { choices: [{ message: { content: 'too late' } }] };
  });
  server.post('/junk/chat/completions', async () => ({ choices: [] }));
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await server.close();
});

describe('LLM analyst', () => {
  it('is off without LLM_BASE_URL', () => {
    expect(createAnalyst({ baseUrl: undefined })).toBeNull();
  });

  it('sends an OpenAI-style chat completion with the key and model, and uses the answer', async () => {
    const analyst = createAnalyst({ baseUrl: `${baseUrl}/ok/`, apiKey: 'k-123', model: 'tiny' });
    expect(await analyst?.(request)).toBe('Rewritten by the analyst.');
    expect(seen[0]?.auth).toBe('Bearer k-123');
    expect(seen[0]?.body).toMatchObject({ model: 'tiny', messages: [{ role: 'system' }, { role: 'user' }] });
    expect(JSON.stringify(seen[0]?.body)).toContain('Template analysis.');
  });

  it('falls back to the template on an error status, a time-out or an unusable answer', async () => {
    const warnings: string[] = [];
    const log = { warn: (_o: object, msg: string) => warnings.push(msg) };
    expect(await rewriteAnalysis({ baseUrl: `${baseUrl}/fail` }, request, log)).toBe('Template analysis.');
    const started = Date.now();
    expect(await rewriteAnalysis({ baseUrl: `${baseUrl}/slow`, timeoutMs: 150 }, request, log)).toBe('Template analysis.');
    expect(Date.now() - started).toBeLessThan(900);
    expect(await rewriteAnalysis({ baseUrl: `${baseUrl}/junk` }, request, log)).toBe('Template analysis.');
    expect(await rewriteAnalysis({ baseUrl: 'http://127.0.0.1:1' }, request, log)).toBe('Template analysis.');
    expect(warnings).toHaveLength(4);
  });
});
