import { EventEmitter, once } from 'node:events';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import type { HubContext } from '../../../server/hub/types';
import { Analyst, createAnalyst } from '../../../server/models/analyst';
import { MODELS } from '../../../server/models/registry';
import { PredictionService, type MatchupLike } from '../../../server/models/service';
import { insertMatchupRows } from '../../fixtures/rows';
import { testDb } from '../helpers';
import { syntheticLeague } from './synthetic';

const request = {
  modelName: 'Elo Ratings',
  matchup: 'Team B at Team A',
  template: 'Template analysis.',
};
let server: FastifyInstance;
let baseUrl: string;
const seen: { path: string; auth?: string; body: unknown }[] = [];
// Requests to /held and /never wait here until the test answers them; `arrivals` tells of each.
const held: (() => void)[] = [];
const arrivals = new EventEmitter();
function hold(): Promise<void> {
  return new Promise((resolve) => {
    held.push(resolve);
    arrivals.emit('held');
  });
}
/** Resolves once `count` requests are held (at once, if they already are). */
async function heldReach(count: number): Promise<void> {
  while (held.length < count) await once(arrivals, 'held');
}

beforeAll(async () => {
  server = Fastify({ forceCloseConnections: true });
  server.addHook('onRequest', async (req) => {
    seen.push({ path: req.url, auth: req.headers.authorization, body: undefined });
  });
  server.post('/ok/chat/completions', async (req) => {
    (seen.at(-1) as { body: unknown }).body = req.body;
    return {
      choices: [{ message: { role: 'assistant', content: '  Rewritten by the analyst.  ' } }],
    };
  });
  server.post('/fail/chat/completions', async (_req, reply) =>
    reply.code(500).send({ error: 'boom' }),
  );
  server.post('/junk/chat/completions', async () => ({ choices: [] }));
  server.post('/held/chat/completions', async (req) => {
    const body = req.body as { messages: { content: string }[] };
    await hold();
    return {
      choices: [{ message: { content: `LLM: ${body.messages[1]?.content.split('\n')[0] ?? ''}` } }],
    };
  });
  server.post('/never/chat/completions', async (_req, reply) => {
    await hold();
    return reply.send({ choices: [] });
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  for (const release of held.splice(0)) release();
  await server.close();
});

describe('LLM analyst', () => {
  it('is off, and calls nobody, without a base URL or without an API key', async () => {
    const before = seen.length;
    expect(createAnalyst({ baseUrl: undefined, apiKey: 'k' })).toBeNull();
    expect(createAnalyst({ baseUrl: `${baseUrl}/ok`, apiKey: undefined })).toBeNull();
    expect(createAnalyst({ baseUrl: `${baseUrl}/ok`, apiKey: '' })).toBeNull();
    // Even built by hand without a key it stays silent.
    const keyless = new Analyst({ baseUrl: `${baseUrl}/ok` });
    const got: string[] = [];
    keyless.request(request, (t) => void got.push(t));
    await keyless.idle();
    expect(got).toEqual([]);
    expect(seen.length).toBe(before);
  });

  it('sends an OpenAI-style chat completion with the key and model, and hands back the answer', async () => {
    const analyst = createAnalyst({ baseUrl: `${baseUrl}/ok/`, apiKey: 'k-123', model: 'tiny' });
    const got: string[] = [];
    analyst?.request(request, (t) => void got.push(t));
    await analyst?.idle();
    expect(got).toEqual(['Rewritten by the analyst.']);
    const call = seen.at(-1);
    expect(call?.auth).toBe('Bearer k-123');
    expect(call?.body).toMatchObject({
      model: 'tiny',
      messages: [{ role: 'system' }, { role: 'user' }],
    });
    expect(JSON.stringify(call?.body)).toContain('Template analysis.');
  });

  it('keeps the template on an error status, an unusable answer or an unreachable host', async () => {
    const warnings: string[] = [];
    const log = { warn: (_o: object, msg: string) => void warnings.push(msg) };
    const got: string[] = [];
    for (const url of [`${baseUrl}/fail`, `${baseUrl}/junk`, 'http://127.0.0.1:1']) {
      const analyst = new Analyst({ baseUrl: url, apiKey: 'k' }, log);
      analyst.request(request, (t) => void got.push(t));
      await analyst.idle();
      expect(analyst.stats).toMatchObject({ requested: 1, rewritten: 0, failed: 1 });
    }
    expect(got).toEqual([]);
    expect(warnings).toHaveLength(3);
  });

  it('runs a batch concurrently and cuts it off at one overall budget', async () => {
    const analyst = new Analyst({
      baseUrl: `${baseUrl}/never`,
      apiKey: 'k',
      budgetMs: 300,
      concurrency: 4,
    });
    const got: string[] = [];
    const started = Date.now();
    for (let i = 0; i < 10; i++)
      analyst.request({ ...request, matchup: `game ${i}` }, (t) => void got.push(t));
    // Four calls are in flight at once, none answered.
    await heldReach(4);
    await analyst.idle();
    // One 300 ms budget for all ten, not ten time-outs one after another.
    expect(Date.now() - started).toBeLessThan(2000);
    expect(got).toEqual([]);
    expect(analyst.stats).toMatchObject({ requested: 10, rewritten: 0, timedOut: 10 });
    expect(held.length).toBe(4);
    for (const release of held.splice(0)) release();
  });
});

describe('predictions never wait for the analyst', () => {
  const sent: { group: string; args: unknown[] }[] = [];
  const hub: HubContext = {
    clients: {
      all: { send: async () => {} },
      connection: () => ({ send: async () => {} }),
      group: (group) => ({ send: async (_target, ...args) => void sent.push({ group, args }) }),
    },
    groups: { add: async () => {}, remove: async () => {} },
  };
  const quiet = { info() {}, warn() {}, error() {} };
  const DAY = 86_400_000;
  const now = Date.now();
  let db: Db;
  let analyst: Analyst;
  let service: PredictionService;

  const row = (
    id: string,
    home: string,
    away: string,
    at: number,
    score: [number, number] | null,
    lines: [number, number, number, number],
  ): MatchupLike => ({
    id,
    sport: 'nba',
    awayTeam: away,
    homeTeam: home,
    awayScore: score?.[1] ?? null,
    homeScore: score?.[0] ?? null,
    homeMoneyLine: lines[0],
    awayMoneyLine: lines[1],
    homeSpread: lines[2],
    awaySpread: -lines[2],
    totalPoints: lines[3],
    startsAt: new Date(at),
    gameDate: new Date(at).toISOString().slice(0, 10),
    status: score ? 'FINAL' : 'NOTFINISHED',
    season: 2026,
    neutral: false,
  });

  beforeAll(async () => {
    db = await testDb();
    const past = syntheticLeague({ seasons: 1, days: 10, teams: 6 }).map((g, i) =>
      row(
        `p${i}`,
        g.home,
        g.away,
        now - (20 - Math.floor(i / 3)) * DAY,
        [g.homeScore ?? 0, g.awayScore ?? 0],
        [g.homeMl ?? -110, g.awayMl ?? -110, g.homeLine ?? 0, g.totalLine ?? 200],
      ),
    );
    const games = [
      ...past,
      row('u1', 'Team A', 'Team B', now + DAY, null, [-150, 130, -3.5, 210.5]),
      row('u2', 'Team C', 'Team D', now + 2 * DAY, null, [120, -140, 2.5, 205.5]),
    ];
    await insertMatchupRows(db, games);
    analyst = new Analyst({
      baseUrl: `${baseUrl}/held`,
      apiKey: 'k',
      budgetMs: 10_000,
      concurrency: 8,
    });
    service = new PredictionService({ db, log: quiet, models: MODELS, analyst, hub: () => hub });
  });

  afterAll(async () => {
    for (const release of held.splice(0)) release();
    await service.stop();
    await db.close();
  });

  it('stores and pushes the template while the LLM has not answered, then the rewrite replaces it', async () => {
    await service.start();
    // Every live prediction is stored and pushed with its template, with the LLM still silent.
    const stored = await db.query<{ analysis: string }>(
      `SELECT analysis FROM ai_results WHERE source = 'live'`,
    );
    const live = stored.rows.length;
    expect(live).toBeGreaterThanOrEqual(4);
    expect(stored.rows.every((r) => !r.analysis.startsWith('LLM:'))).toBe(true);
    const pushed = sent.filter((s) => s.group.startsWith('matchup:'));
    expect(pushed).toHaveLength(live);
    // All the calls are out at once (concurrent), and none has been answered.
    await heldReach(live);
    expect(held.length).toBe(live);
    for (const release of held.splice(0)) release();
    await analyst.idle();
    const rewritten = await db.query<{ analysis: string }>(
      `SELECT analysis FROM ai_results WHERE source = 'live'`,
    );
    expect(rewritten.rows.every((r) => r.analysis.startsWith('LLM: '))).toBe(true);
    const again = sent.filter((s) => s.group.startsWith('matchup:')).slice(live);
    expect(again).toHaveLength(live);
    expect(
      again.every((s) => (s.args[0] as { analysis: string }).analysis.startsWith('LLM: ')),
    ).toBe(true);
  });
});
