import { describe, expect, it } from 'vitest';
import type { Matchup } from '@domain/contracts/matchup';
import { modelKind } from '@domain/pricing/edgePricing';
import { addDays } from '@domain/rules/dates';
import { gradeTotal } from '@domain/rules/outcomes';
import { SPORTS, type Sport } from '@domain/rules/sports';
import { classifyEdge, thresholdFor } from '@domain/rules/thresholds';
import { demoDay, demoReport } from '../../../server/feed/demo/demoFeed';
import { MARKET } from '../../../server/feed/demo/market';
import { expectation } from '../../../server/feed/demo/model';
import { walkForward } from '../../../server/models/engine';
import { MODELS } from '../../../server/models/registry';
import { gameFromMatchup } from '../../../server/models/service';
import type { Game } from '../../../server/models/types';

// docs/models.md "Totals on the demo": the demo's totals, their grading and the models' totals
// measured over a seeded history. Over and Under each win half the time against the posted total,
// and the models' predicted totals sit about the posted ones from the first week on.

const SEED = 20261122;
const LAST = '2026-11-27';

/** The demo's finished games of the `days` dates before LAST, as stored matchups and engine games. */
function history(days: number): { matchup: Matchup; game: Game }[] {
  const out: { matchup: Matchup; game: Game }[] = [];
  for (let d = days; d >= 1; d--) {
    const date = addDays(LAST, -d);
    for (const g of demoDay(SEED, date)) {
      const known = { game: g, truth: expectation(SEED, g) };
      const r = demoReport(SEED, 1, known, new Date(g.startsAt.getTime() + 86_400_000));
      const matchup: Matchup = {
        id: g.providerId,
        sport: g.sport,
        awayTeam: g.away.name,
        homeTeam: g.home.name,
        awayScore: r.awayScore ?? null,
        homeScore: r.homeScore ?? null,
        status: r.status ?? null,
        ...r.lines,
      };
      const game = gameFromMatchup({
        id: g.providerId,
        sport: g.sport,
        season: g.season,
        gameDate: date,
        neutral: g.neutral,
        homeTeam: g.home.name,
        awayTeam: g.away.name,
        homeScore: r.homeScore ?? null,
        awayScore: r.awayScore ?? null,
        status: r.status ?? 'FINAL',
        startsAt: g.startsAt,
        homeMoneyLine: r.lines?.homeMoneyLine ?? null,
        awayMoneyLine: r.lines?.awayMoneyLine ?? null,
        homeSpread: r.lines?.homeSpread ?? null,
        awaySpread: r.lines?.awaySpread ?? null,
        totalPoints: r.lines?.totalPoints ?? null,
        homeSpreadPrice: r.lines?.homeSpreadPrice ?? null,
        awaySpreadPrice: r.lines?.awaySpreadPrice ?? null,
        overPrice: r.lines?.overPrice ?? null,
        underPrice: r.lines?.underPrice ?? null,
      });
      out.push({ matchup, game });
    }
  }
  return out;
}

/** Whether `wins` of `n` fair coin flips lies within z standard errors of half. */
const withinHalf = (wins: number, n: number, z: number): boolean =>
  Math.abs(wins - n / 2) <= z * Math.sqrt(n / 4);

describe('totals on the demo', () => {
  const long = history(45);

  it('goes over and under its posted total half the time each, graded with pushes apart, in every league', () => {
    let over = 0;
    let decided = 0;
    for (const sport of SPORTS) {
      const games = long.filter((h) => h.matchup.sport === sport && h.matchup.totalPoints != null);
      if (games.length === 0) continue;
      let o = 0;
      let u = 0;
      let diff = 0;
      for (const { matchup: m } of games) {
        const grade = gradeTotal(m, 'Over');
        expect(gradeTotal(m, 'Under')).toBe(
          grade === 'win' ? 'loss' : grade === 'loss' ? 'win' : grade,
        );
        if (grade === 'win') o++;
        if (grade === 'loss') u++;
        diff += (m.homeScore ?? 0) + (m.awayScore ?? 0) - (m.totalPoints ?? 0);
      }
      // 99.9% intervals: six leagues are looked at.
      expect(withinHalf(o, o + u, 3.29), `${sport}: over ${o}, under ${u}`).toBe(true);
      const se = MARKET[sport].totalSigma / Math.sqrt(games.length);
      expect(Math.abs(diff / games.length), `${sport}: mean total − line`).toBeLessThan(3.29 * se);
      over += o;
      decided += o + u;
    }
    expect(decided).toBeGreaterThan(1000);
    expect(withinHalf(over, decided, 2.58), `over ${over} of ${decided}`).toBe(true);
  });

  it("wins the AI models' Over and Under bets half the time, each game counted once", () => {
    const byGame = new Map<string, Matchup>(long.map((h) => [h.matchup.id, h.matchup]));
    // One bet per game and side: the models' picks of one game are one outcome, not several.
    const bets = new Map<string, 'win' | 'loss' | 'push' | 'pending'>();
    walkForward(
      long.map((h) => h.game),
      MODELS,
      (game, predictions) => {
        const m = byGame.get(game.id);
        if (!m || m.totalPoints == null) return;
        for (const p of predictions) {
          if (modelKind(p.modelId) !== 'ai' || p.homeScore == null || p.awayScore == null) continue;
          const by = p.homeScore + p.awayScore - m.totalPoints;
          const side = by > 0 ? 'Over' : 'Under';
          if (classifyEdge(game.league, 'total', Math.abs(by)) !== 'bet') continue;
          bets.set(`${game.id}|${side}`, gradeTotal(m, side));
        }
      },
    );
    for (const side of ['Over', 'Under']) {
      const graded = [...bets].filter(([k]) => k.endsWith(`|${side}`)).map(([, v]) => v);
      const wins = graded.filter((o) => o === 'win').length;
      const losses = graded.filter((o) => o === 'loss').length;
      expect(wins + losses).toBeGreaterThan(30);
      expect(withinHalf(wins, wins + losses, 3.29), `${side}: ${wins}-${losses}`).toBe(true);
    }
  });

  it("centres the models' predicted totals on the posted ones from the demo's first week", () => {
    const week = history(8);
    const sums = new Map<string, { n: number; by: number }>();
    walkForward(
      week.map((h) => h.game),
      MODELS,
      (game, predictions) => {
        if (game.totalLine == null) return;
        for (const p of predictions) {
          if (modelKind(p.modelId) !== 'ai' || p.homeScore == null || p.awayScore == null) continue;
          const key = `${game.league}|${p.modelId}`;
          const s = sums.get(key) ?? { n: 0, by: 0 };
          s.n++;
          s.by += p.homeScore + p.awayScore - game.totalLine;
          sums.set(key, s);
        }
      },
    );
    expect(sums.size).toBeGreaterThan(10);
    for (const [key, s] of sums) {
      const sport = key.split('|')[0] as Sport;
      // Less than half the way to a Lean on every game: a model that starts a slate from a stale
      // league level (NBA 205 against 225 now) is four points low on each, and its total picks are
      // the level's gap, not an opinion.
      expect(Math.abs(s.by / s.n), key).toBeLessThan(thresholdFor(sport, 'total').leanMin / 2);
    }
  });
});
