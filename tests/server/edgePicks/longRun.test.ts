import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addDays, easternDate } from '@domain/rules/dates';
import type { EdgePick, EdgePicksResponse } from '@domain/contracts/edgePicks';
import { breakEvenProbability } from '@domain/rules/figures';
import type { Matchup } from '@domain/contracts/matchup';
import { americanToDecimal } from '@domain/rules/odds';
import { DemoFeed } from '../../../server/feed/demo/demoFeed';
import { testApp } from '../helpers';

// The demo played long enough for labelled games to finish (docs/product.md "Edges"): every
// published pick is the side its card showed at the moment of publication, and the record
// GET /api/edge-picks serves recomputes from its picks. The whole server reads one clock,
// moved in steps (only Date is faked; timers and the database run for real). Two days of NBA and
// NHL in 15-minute steps take minutes, so the run is asked for:
//   EDGE_LONG_RUN=1 DATABASE_URL=postgres://… npx vitest run tests/server/edgePicks/longRun.test.ts

const SEED = 20261122;
const SPEED = 60;
const STEP_MS = 15 * 60_000;
const HOURS = 48;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

interface Shown {
  at: number;
  consensus: NonNullable<Matchup['aiConsensus']>;
}

let ctx: Awaited<ReturnType<typeof testApp>>;
let app: FastifyInstance;
let feed: DemoFeed;
/** Every card the server built (for the hub, the pages or the publisher), by game, with its time. */
const shown = new Map<string, Shown[]>();
const cards = new Map<string, Matchup>();

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Independent of the server's grader: by how much the side won (> 0), pushed (0) or lost. */
function marginOf(p: EdgePick, home: number, away: number): number {
  if (p.market === 'total') return (p.side === 'Over' ? 1 : -1) * (home + away - (p.point ?? 0));
  const own = p.side === 'Home' ? home - away : away - home;
  return p.market === 'spread' ? own + (p.point ?? 0) : own;
}

beforeAll(async () => {
  if (process.env.EDGE_LONG_RUN !== '1') return;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date());
  ctx = await testApp();
  app = ctx.app;
  const store = app.matchups.store;
  const original = store.toWireMany.bind(store);
  vi.spyOn(store, 'toWireMany').mockImplementation(async (rows) => {
    const wires = await original(rows);
    const at = Date.now();
    for (const w of wires) {
      cards.set(w.id, w);
      if (!w.aiConsensus) continue;
      const list = shown.get(w.id) ?? [];
      list.push({ at, consensus: structuredClone(w.aiConsensus) });
      shown.set(w.id, list);
    }
    return wires;
  });
  feed = new DemoFeed({
    publisher: app.matchups.publisher,
    seed: SEED,
    speed: SPEED,
    log: quiet,
    now: () => new Date(),
    sports: ['nba', 'nhl'],
    daysBack: 1,
    daysAhead: 1,
  });
}, 120_000);

afterAll(async () => {
  if (process.env.EDGE_LONG_RUN !== '1') return;
  await ctx.close();
  vi.useRealTimers();
});

/** One moment of the demo: the feed's pass, the models' answer, a publishing sweep, the close and the grades. */
async function step(): Promise<void> {
  await feed.tick();
  await app.predictions.settled();
  await app.edgePicks.idle();
  await app.edgePicks.sweep();
  await app.edgePicks.close();
  await app.edgePicks.grade();
  await app.edgePicks.idle();
}

describe.runIf(process.env.EDGE_LONG_RUN === '1')(
  'the published picks after a long demo run',
  () => {
    it(
      'lists graded picks at the price and book their card showed, with units, ROI, interval and CLV that recompute from the picks',
      async () => {
        const start = Date.now();
        for (let t = start; t <= start + HOURS * 3_600_000; t += STEP_MS) {
          vi.setSystemTime(t);
          await step();
        }
        const body = (
          await app.inject({ method: 'GET', url: '/api/edge-picks' })
        ).json<EdgePicksResponse>();
        const graded = body.picks.filter((p) => p.result !== null);
        const { summary } = body;
        console.info(
          `long run: ${String(body.picks.length)} published, ${String(graded.length)} graded; ` +
            `${String(summary.wins)}-${String(summary.losses)}-${String(summary.pushes)}, ` +
            `${String(summary.units)}u, ROI ${String(summary.roi)}% ±${String(summary.roiInterval)}, ` +
            `mean edge ${String(summary.meanEdge)}%, mean CLV ${String(summary.meanClv)} pts, ` +
            `beat the close ${String(summary.beatClose)}%; by label ` +
            body.byLabel.map((r) => `${r.key} ${String(r.bets)} (${String(r.roi)}%)`).join(', '),
        );
        expect(graded.length).toBeGreaterThanOrEqual(10);
        expect(body.demo).toBe(true);
        expect(body.open).toBe(body.picks.length - graded.length);

        // Each pick: published before its game, at the side, point, book and price its card showed then.
        for (const p of body.picks) {
          expect(Date.parse(p.publishedAt), p.id).toBeLessThan(Date.parse(p.startsAt));
          const then = (shown.get(p.matchupId) ?? []).filter(
            (s) => s.at === Date.parse(p.publishedAt),
          );
          const match = then.some((s) => {
            const c = s.consensus[p.market];
            return (
              c?.pick === p.side &&
              c.recommendation === p.label &&
              c.bestPrice?.book === p.book &&
              c.bestPrice.price === p.price &&
              (c.point ?? null) === p.point &&
              c.edge === p.edge &&
              c.fairProbability === p.fairProbability &&
              c.stake === p.stake
            );
          });
          expect(match, `pick ${p.id} ${p.market} ${p.side} ${p.book} ${String(p.price)}`).toBe(
            true,
          );
        }

        // Each graded pick: its result and units from the final score at its price; its CLV from its close.
        for (const p of graded) {
          const game = cards.get(p.matchupId);
          expect(game?.status).toMatch(/FINAL/i);
          const by = marginOf(p, game!.homeScore!, game!.awayScore!);
          expect(p.result).toBe(by > 0 ? 'won' : by < 0 ? 'lost' : 'push');
          const units = by > 0 ? americanToDecimal(p.price) - 1 : by < 0 ? -1 : 0;
          expect(p.units).toBeCloseTo(units, 4);
          expect(p.closingFair, p.id).not.toBeNull();
          expect(p.clv).toBeCloseTo((p.closingFair! - breakEvenProbability(p.price)) * 100, 1);
          // A push returns the stake: at the close the expected value is (1 − push) × the no-push
          // one — the same on a half line or a moneyline, nearer 0 on a whole line.
          const noPush = p.closingFair! * americanToDecimal(p.price) - 1;
          if (p.point === null || !Number.isInteger(p.point))
            expect(p.clvEv).toBeCloseTo(noPush, 3);
          else {
            expect(Math.abs(p.clvEv!)).toBeLessThanOrEqual(Math.abs(noPush) + 1e-4);
            expect(p.clvEv! * noPush).toBeGreaterThanOrEqual(0);
          }
        }

        // The summary, recomputed by hand from the graded picks.
        const wins = graded.filter((p) => p.result === 'won').length;
        const losses = graded.filter((p) => p.result === 'lost').length;
        const units = round2(graded.reduce((a, p) => a + p.units!, 0));
        const variance =
          graded.reduce(
            (a, p) =>
              a + americanToDecimal(p.price) ** 2 * p.fairProbability * (1 - p.fairProbability),
            0,
          ) / graded.length;
        const clvs = graded.map((p) => p.clv!);
        expect(summary).toMatchObject({
          bets: graded.length,
          wins,
          losses,
          pushes: graded.length - wins - losses,
          units,
          risked: graded.length,
          roi: round1((units / graded.length) * 100),
          roiInterval: round1(1.96 * Math.sqrt(variance / graded.length) * 100),
          meanClv: round2(clvs.reduce((a, b) => a + b, 0) / clvs.length),
          beatClose: round1((clvs.filter((c) => c > 0).length / clvs.length) * 100),
          winRate: wins + losses ? round1((wins / (wins + losses)) * 100) : null,
        });
        // The groups add up to the whole.
        for (const groups of [body.byLabel, body.bySport, body.byMarket]) {
          expect(groups.reduce((a, r) => a + r.bets, 0)).toBe(summary.bets);
          expect(round2(groups.reduce((a, r) => a + r.units, 0))).toBeCloseTo(summary.units, 1);
        }

        // A day's tab: the picks of that day's games, with their own summary.
        const today = easternDate(new Date());
        for (const date of [addDays(today, -1), today]) {
          const day = (
            await app.inject({ method: 'GET', url: `/api/edge-picks?date=${date}` })
          ).json<EdgePicksResponse>();
          const mine = body.picks.filter((p) => easternDate(new Date(p.startsAt)) === date);
          expect(day.picks.map((p) => p.id)).toEqual(mine.map((p) => p.id));
          expect(day.summary.bets).toBe(mine.filter((p) => p.result !== null).length);
        }
        const none = (
          await app.inject({ method: 'GET', url: '/api/edge-picks?limit=0' })
        ).json<EdgePicksResponse>();
        expect(none.picks).toEqual([]);
        expect(none.summary).toEqual(summary);

        // The models agree with themselves, and a started game keeps its pre-game AI results.
        let results = 0;
        for (const game of cards.values()) {
          for (const r of game.aiResults ?? []) {
            const ml = (r.markets as { moneyline?: { pick?: string } } | undefined)?.moneyline;
            if (!ml?.pick) continue;
            results++;
            expect(r.predictedWinner, `${game.id} ${r.promptId}`).toBe(ml.pick);
          }
        }
        expect(results).toBeGreaterThan(50);
        const finishedWithPicks = graded.map((p) => cards.get(p.matchupId)!);
        expect(finishedWithPicks.every((g) => (g.aiResults ?? []).length > 0)).toBe(true);
      },
      30 * 60_000,
    );
  },
);
