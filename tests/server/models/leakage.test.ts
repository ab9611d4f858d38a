import { describe, expect, it } from 'vitest';
import { MAX_SHIFT, MAX_SLOPE, PlattCalibrator } from '../../../server/models/calibration';
import { walkForward } from '../../../server/models/engine';
import { MODELS } from '../../../server/models/registry';
import type { Game, ModelDef, Prediction } from '../../../server/models/types';
import { rng, syntheticLeague } from './synthetic';

function predictionsOf(
  games: Game[],
  models: readonly ModelDef[] = MODELS,
): Map<string, Prediction[]> {
  const out = new Map<string, Prediction[]>();
  walkForward(games, models, (game, predictions) => out.set(game.id, predictions));
  return out;
}

const nba = syntheticLeague({ league: 'nba', seasons: 3, days: 30 });
const nhl = syntheticLeague({ league: 'nhl', seasons: 2, days: 20, seed: 11 }).map((g) => ({
  ...g,
  homeScore: Math.max(0, Math.round((g.homeScore ?? 0) / 40)),
  awayScore: Math.max(0, Math.round((g.awayScore ?? 0) / 40)),
  homeLine: null,
  totalLine: 5.5,
}));
const all = [...nba, ...nhl];

// What a model thinks of a game before any price is read: its home chance (raw and calibrated),
// its expected total and its numbers, and the calibrated chance each market's anchor starts from.
const ownOpinion = (p: Prediction | undefined) =>
  p && {
    pHome: p.pHome,
    pRaw: p.pRaw,
    total: p.total,
    numbers: p.numbers,
    moneylineModel: p.markets.moneyline.anchor?.model,
  };

describe('walk-forward leakage', () => {
  it('predicts every game identically whether or not later games are in the input', () => {
    const full = predictionsOf(all);
    const dates = [...new Set(nba.map((g) => g.date))].sort();
    for (const cut of [dates[5], dates[Math.floor(dates.length / 2)], dates[dates.length - 3]]) {
      const prefix = all.filter((g) => g.date <= (cut ?? ''));
      const partial = predictionsOf(prefix);
      for (const game of prefix) expect(partial.get(game.id)).toEqual(full.get(game.id));
    }
  });

  it('gives the same predictions whatever order the input rows come in', () => {
    const shuffled = [...all].reverse();
    expect(predictionsOf(shuffled)).toEqual(predictionsOf(all));
  });

  it('never lets a game’s own result change its prediction', () => {
    const full = predictionsOf(all);
    const target = nba[nba.length / 2] ?? nba[0];
    const flipped = all.map((g) =>
      g.id === target?.id
        ? { ...g, homeScore: g.awayScore, awayScore: (g.homeScore ?? 0) + 40 }
        : g,
    );
    const changed = predictionsOf(flipped);
    expect(changed.get(target?.id ?? '')).toEqual(full.get(target?.id ?? ''));
    // ...but later games do learn from it.
    const later = nba.filter(
      (g) => g.date > (target?.date ?? '') && (g.home === target?.home || g.away === target?.home),
    );
    expect(
      later.some((g) => JSON.stringify(changed.get(g.id)) !== JSON.stringify(full.get(g.id))),
    ).toBe(true);
  });

  it('lets only the market model read the odds of the game it predicts', () => {
    const full = predictionsOf(all);
    for (const target of [nba[40], nhl[30]]) {
      const moved = all.map((g) =>
        g.id === target?.id
          ? {
              ...g,
              homeMl: 250,
              awayMl: -300,
              homeLine: g.homeLine === null ? null : 9.5,
              totalLine: 300,
            }
          : g,
      );
      const changed = predictionsOf(moved);
      const before = full.get(target?.id ?? '') ?? [];
      const after = changed.get(target?.id ?? '') ?? [];
      for (const p of after) {
        const old = before.find((b) => b.modelId === p.modelId);
        if (p.modelId === 'market') expect(p).not.toEqual(old);
        // The model's own opinion is unchanged; only what reads it against the moved prices and
        // lines is recomputed: each market's chance, and the pick and confidence that follow the
        // moneyline's (docs/product.md "Edges").
        else expect(ownOpinion(p)).toEqual(ownOpinion(old));
      }
    }
  });

  it('hands models a pregame view with no result and no odds (market: odds, no result)', () => {
    const seen = new Map<string, Set<string>>();
    const spy = (usesOdds: boolean): ModelDef => ({
      id: usesOdds ? 'spy-odds' : 'spy',
      name: 'Spy',
      description: '',
      inputs: [],
      sports: ['nba'],
      usesOdds,
      create: () => ({
        predict(view) {
          const keys = seen.get(usesOdds ? 'spy-odds' : 'spy') ?? new Set<string>();
          for (const k of Object.keys(view)) keys.add(k);
          seen.set(usesOdds ? 'spy-odds' : 'spy', keys);
          expect(Object.isFrozen(view)).toBe(true);
          return { pHome: 0.5, total: 200, numbers: {} };
        },
        learn(view) {
          expect(view.homeScore).toBeTypeOf('number');
        },
        newSeason() {},
      }),
      explain: () => '',
    });
    predictionsOf(nba.slice(0, 50), [spy(false), spy(true)]);
    const plain = [...(seen.get('spy') ?? [])];
    const market = [...(seen.get('spy-odds') ?? [])];
    for (const k of ['homeScore', 'awayScore', 'homeMl', 'awayMl', 'homeLine', 'totalLine'])
      expect(plain).not.toContain(k);
    for (const k of ['homeScore', 'awayScore']) expect(market).not.toContain(k);
    expect(market).toEqual(expect.arrayContaining(['homeMl', 'awayMl', 'homeLine', 'totalLine']));
  });
});

// Every new input gets its own leak test.
describe('walk-forward leakage: closing lines of earlier games, starters, shuffled outcomes', () => {
  const withoutMarkets = (p: Prediction | undefined) => ownOpinion(p);
  const lines = (m: Map<string, Prediction[]>, id: string) =>
    m.get(id)?.find((p) => p.modelId === 'lines');

  it('reads a game’s closing moneylines only once it has been played (Line Ratings)', () => {
    const full = predictionsOf(all);
    const target = nhl[30];
    const moved = all.map((g) => (g.id === target?.id ? { ...g, homeMl: 250, awayMl: -300 } : g));
    const changed = predictionsOf(moved);
    // Its own prediction does not move...
    expect(withoutMarkets(lines(changed, target?.id ?? ''))).toEqual(
      withoutMarkets(lines(full, target?.id ?? '')),
    );
    // ...the next games of its teams do: the line is read after the game, as a rating input.
    const later = nhl.filter(
      (g) => g.date > (target?.date ?? '') && [g.home, g.away].includes(target?.home ?? ''),
    );
    expect(later.some((g) => lines(changed, g.id)?.pHome !== lines(full, g.id)?.pHome)).toBe(true);
  });

  it('reads a game’s closing total only once it has been played (Elo’s and Line Ratings’ totals)', () => {
    const full = predictionsOf(all);
    const target = nba[60];
    const moved = all.map((g) => (g.id === target?.id ? { ...g, totalLine: 300 } : g));
    const changed = predictionsOf(moved);
    const total = (m: Map<string, Prediction[]>, id: string, model: string) =>
      m.get(id)?.find((p) => p.modelId === model)?.total;
    const later = nba.filter(
      (g) => g.date > (target?.date ?? '') && [g.home, g.away].includes(target?.home ?? ''),
    );
    for (const model of ['elo', 'lines']) {
      expect(total(changed, target?.id ?? '', model)).toBe(total(full, target?.id ?? '', model));
      expect(later.some((g) => total(changed, g.id, model) !== total(full, g.id, model))).toBe(
        true,
      );
    }
  });

  it('reads a starter for its own game and later ones only, and only in Line Ratings', () => {
    const named = nba.map((g, i) => ({
      ...g,
      homeStarter: `${g.home} QB${i % 7 === 0 ? 2 : 1}`,
      awayStarter: `${g.away} QB1`,
    }));
    const full = predictionsOf(named);
    const target = named[200];
    const swapped = named.map((g) =>
      g.id === target?.id ? { ...g, homeStarter: `${g.home} QB9` } : g,
    );
    const changed = predictionsOf(swapped);
    for (const g of named) {
      const before = full.get(g.id) ?? [];
      const after = changed.get(g.id) ?? [];
      if (g.date < (target?.date ?? '')) expect(after).toEqual(before);
      for (const p of after)
        if (p.modelId !== 'lines') expect(p).toEqual(before.find((b) => b.modelId === p.modelId));
    }
    expect(lines(changed, target?.id ?? '')?.pHome).not.toBe(lines(full, target?.id ?? '')?.pHome);
  });

  it('finds no skill in shuffled outcomes, and the calibration stays bounded', () => {
    const r = rng(99);
    const scores = nba.map((g) => [g.homeScore, g.awayScore] as const);
    for (let i = scores.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [scores[i], scores[j]] = [scores[j] ?? [0, 0], scores[i] ?? [0, 0]];
    }
    const shuffled = nba.map((g, i) => ({
      ...g,
      homeScore: scores[i]?.[0] ?? 0,
      awayScore: scores[i]?.[1] ?? 0,
    }));
    const brier = new Map<string, { sum: number; n: number }>();
    walkForward(shuffled, MODELS, (game, predictions) => {
      if (game.homeScore === game.awayScore) return;
      const y = (game.homeScore ?? 0) > (game.awayScore ?? 0) ? 1 : 0;
      for (const p of predictions) {
        const b = brier.get(p.modelId) ?? { sum: 0, n: 0 };
        brier.set(p.modelId, { sum: b.sum + (p.pHome - y) ** 2, n: b.n + 1 });
      }
    });
    for (const [id, b] of brier) if (id !== 'market') expect(b.sum / b.n).toBeGreaterThan(0.235);

    // The calibrator itself: sure raw probabilities against shuffled outcomes, and a perfect
    // separation, both leave the slope and shift inside their bounds.
    for (const perfect of [false, true]) {
      const c = new PlattCalibrator();
      for (let i = 0; i < 1000; i++) {
        const raw = i % 2 === 0 ? 0.9 : 0.1;
        c.add(raw, perfect ? raw > 0.5 : r() < 0.3, 2020);
      }
      c.refit(2021);
      expect(c.a).toBeGreaterThanOrEqual(0);
      expect(c.a).toBeLessThanOrEqual(MAX_SLOPE);
      expect(Math.abs(c.b)).toBeLessThanOrEqual(MAX_SHIFT);
      if (perfect) expect(c.a).toBe(MAX_SLOPE);
      else expect(c.apply(0.9)).toBeLessThan(0.5);
    }
  });
});
