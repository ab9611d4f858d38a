import type { Game } from '../../../server/models/types';

/** Deterministic pseudo-random numbers (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function gauss(r: () => number): number {
  return Math.sqrt(-2 * Math.log(r() + 1e-12)) * Math.cos(2 * Math.PI * r());
}

/**
 * A small league with hidden team strengths: `seasons` seasons of `days` game days, every team
 * playing most days, scores from strength + home edge + noise, and lines the "market" sets from
 * the true strengths (plus noise), so lines carry information the other models must learn.
 */
export function syntheticLeague(
  options: { league?: string; seasons?: number; days?: number; teams?: number; seed?: number } = {},
): Game[] {
  const league = options.league ?? 'nba';
  const r = rng(options.seed ?? 7);
  const teams = Array.from(
    { length: options.teams ?? 10 },
    (_, i) => `Team ${String.fromCharCode(65 + i)}`,
  );
  const strength = new Map(teams.map((t) => [t, gauss(r) * 5]));
  const games: Game[] = [];
  for (let s = 0; s < (options.seasons ?? 3); s++) {
    const season = 2020 + s;
    for (const t of teams) strength.set(t, (strength.get(t) ?? 0) * 0.7 + gauss(r) * 3);
    for (let d = 0; d < (options.days ?? 40); d++) {
      const date = new Date(Date.UTC(season - 1, 10, 1 + d * 2)).toISOString().slice(0, 10);
      const order = [...teams].sort(() => r() - 0.5);
      for (let i = 0; i + 1 < order.length; i += 2) {
        const home = order[i] ?? '';
        const away = order[i + 1] ?? '';
        const edge = (strength.get(home) ?? 0) - (strength.get(away) ?? 0) + 3;
        const total = 210 + gauss(r) * 8;
        let margin = Math.round(edge + gauss(r) * 12);
        if (margin === 0) margin = 1;
        const line = -Math.round((edge + gauss(r) * 1.5) * 2) / 2;
        const p = 1 / (1 + Math.exp(-(edge / 7)));
        const toMl = (q: number) =>
          q >= 0.5 ? -Math.round((100 * q) / (1 - q)) - 5 : Math.round((100 * (1 - q)) / q) - 5;
        games.push({
          id: `${league}-${date}-${away}-${home}`.replace(/\s+/g, '-').toLowerCase(),
          league,
          season,
          date,
          neutral: false,
          home,
          away,
          homeScore: Math.round((total + margin) / 2),
          awayScore: Math.round((total + margin) / 2) - margin,
          homeMl: Math.abs(toMl(p)) < 100 ? -105 : toMl(p),
          awayMl: Math.abs(toMl(1 - p)) < 100 ? -105 : toMl(1 - p),
          homeLine: line,
          totalLine: Math.round(total * 2) / 2 + (r() < 0.5 ? 0.5 : -0.5),
        });
      }
    }
  }
  return games;
}
