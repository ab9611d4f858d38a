import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiResult } from '@domain/contracts/matchup';
import { consensusForMatchup } from '@domain/pricing/consensus';
import type { Db } from '../../../server/db/db';
import { MatchupStore } from '../../../server/matchups/store';
import type { MatchupRow } from '../../../server/matchups/types';
import { toWire } from '../../../server/matchups/wire';
import { testDb } from '../helpers';
import { report } from './fixtures';

function row(startsAt: string): MatchupRow {
  return {
    id: 'm1',
    sport: 'nhl',
    awayTeam: 'Boston Bruins',
    homeTeam: 'Toronto Maple Leafs',
    awayScore: null,
    homeScore: null,
    awayMoneyLine: 120,
    homeMoneyLine: -140,
    awaySpread: 1.5,
    homeSpread: -1.5,
    totalPoints: 6.5,
    startsAt: new Date(startsAt),
    gameDate: '',
    status: 'NOTFINISHED',
    awayPitcher: null,
    homePitcher: null,
    provider: 'test',
    providerId: 'm1',
    season: 2027,
    neutral: false,
    createdAt: new Date(),
    updatedAt: new Date(),
  };
}

const at = (iso: string) => {
  const m = toWire(row(iso));
  return [m.date, m.time, m.startsAt];
};

describe('toWire: date and time on the US Eastern clock', () => {
  it('turns the Eastern date over at Eastern midnight, not UTC midnight', () => {
    expect(at('2026-11-23T04:59:00Z')).toEqual([
      '2026-11-22',
      '11:59 PM',
      '2026-11-23T04:59:00.000Z',
    ]);
    expect(at('2026-11-23T05:00:00Z')).toEqual([
      '2026-11-23',
      '12:00 AM',
      '2026-11-23T05:00:00.000Z',
    ]);
    expect(at('2026-11-22T17:00:00Z')).toEqual([
      '2026-11-22',
      '12:00 PM',
      '2026-11-22T17:00:00.000Z',
    ]);
  });

  it('follows daylight saving time in spring and autumn', () => {
    // 2026-03-08: clocks jump from 2:00 EST to 3:00 EDT.
    expect(at('2026-03-08T06:59:00Z')).toEqual([
      '2026-03-08',
      '1:59 AM',
      '2026-03-08T06:59:00.000Z',
    ]);
    expect(at('2026-03-08T07:00:00Z')).toEqual([
      '2026-03-08',
      '3:00 AM',
      '2026-03-08T07:00:00.000Z',
    ]);
    // In summer midnight Eastern is 04:00 UTC.
    expect(at('2026-07-05T03:59:00Z')[0]).toBe('2026-07-04');
    expect(at('2026-07-05T04:00:00Z')[0]).toBe('2026-07-05');
    expect(at('2026-07-04T23:05:00Z')[1]).toBe('7:05 PM');
    // 2026-11-01: 1:30 AM happens twice, first EDT then EST.
    expect(at('2026-11-01T05:30:00Z')[1]).toBe('1:30 AM');
    expect(at('2026-11-01T06:30:00Z')[1]).toBe('1:30 AM');
  });

  it('writes plain ASCII h:mm a (no narrow no-break space from Intl)', () => {
    expect(toWire(row('2026-11-23T00:00:00Z')).time).toBe('7:00 PM');
  });

  it('carries docs/product.md §3 fields, no AI results and no consensus for a game without predictions', () => {
    expect(toWire(row('2026-11-23T00:00:00Z'))).toEqual({
      id: 'm1',
      sport: 'nhl',
      awayTeam: 'Boston Bruins',
      homeTeam: 'Toronto Maple Leafs',
      awayScore: null,
      homeScore: null,
      awayMoneyLine: 120,
      homeMoneyLine: -140,
      awaySpread: 1.5,
      homeSpread: -1.5,
      totalPoints: 6.5,
      homeSpreadPrice: null,
      awaySpreadPrice: null,
      overPrice: null,
      underPrice: null,
      date: '2026-11-22',
      time: '7:00 PM',
      startsAt: '2026-11-23T00:00:00.000Z',
      status: 'NOTFINISHED',
      period: null,
      clock: null,
      awayPitcher: null,
      homePitcher: null,
      aiResults: [],
      aiConsensus: null,
      books: null,
      pricing: null,
    });
  });
});

describe('MatchupStore wire output with AI results', () => {
  let db: Db;
  beforeAll(async () => {
    db = await testDb();
  });
  afterAll(() => db.close());

  const result = (
    promptId: string,
    winner: 'Home' | 'Away',
    home: number,
    away: number,
    confidence: number,
  ): AiResult => ({
    matchupId: 'test-g1',
    promptId,
    prompt: { id: promptId, name: `Model ${promptId}` },
    predictedWinner: winner,
    confidence,
    homeScore: home,
    awayScore: away,
    summary: null,
    analysis: null,
  });

  it('attaches the loader’s results and the domain consensus', async () => {
    const results = [result('elo', 'Home', 118, 104, 70), result('power', 'Home', 121, 106, 74)];
    const store = new MatchupStore(db, {
      loadAiResults: async (ids) => new Map(ids.map((id) => [id, results])),
    });
    const { row: stored } = await store.upsert(report());
    const [wire] = await store.toWireMany([stored]);
    expect(wire?.aiResults).toEqual(results);
    const expected = consensusForMatchup({ ...wire!, aiConsensus: null }, results);
    expect(wire?.aiConsensus).toEqual(expected);
  });

  it('reads ai_results joined to ai_models (migration 030), ordered by model id', async () => {
    const store = new MatchupStore(db);
    const stored = (await store.byId('test-g1'))!;
    expect((await store.toWireOne(stored)).aiResults).toEqual([]);
    await db.query(
      `INSERT INTO ai_models (id, name, description) VALUES ('zz-poisson', 'Poisson', 'goals'), ('aa-elo', 'Elo', 'ratings')
       ON CONFLICT (id) DO NOTHING`,
    );
    // 'history' rows skip the models module's "game has started" guard, so the test does not age.
    await db.query(
      `INSERT INTO ai_results (matchup_id, model_id, predicted_winner, confidence, home_score, away_score, summary, analysis, source)
       VALUES ('test-g1', 'zz-poisson', 'Away', 61.5, 108.2, 111.9, 's2', 'a2', 'history'),
              ('test-g1', 'aa-elo', 'Home', 58, 112, 109.5, 's1', 'a1', 'history')`,
    );
    const wire = await store.toWireOne(stored);
    expect(
      wire.aiResults?.map((r) => [
        r.promptId,
        r.prompt?.name,
        r.predictedWinner,
        r.confidence,
        r.homeScore,
      ]),
    ).toEqual([
      ['aa-elo', 'Elo', 'Home', 58, 112],
      ['zz-poisson', 'Poisson', 'Away', 61.5, 108.2],
    ]);
    expect(wire.aiResults?.[0]).toMatchObject({
      matchupId: 'test-g1',
      prompt: { id: 'aa-elo', name: 'Elo' },
      summary: 's1',
    });
  });
});
