import type { Prediction, PregameView } from './types';

/** A number with fixed decimals, no trailing '-0'. */
export function fmt(x: number, decimals: number): string {
  const s = x.toFixed(decimals);
  return /^-0(\.0+)?$/.test(s) ? s.slice(1) : s;
}

/** A probability as a whole percentage ('64%'). */
export function pct(p: number): string {
  return `${Math.round(p * 100)}%`;
}

/** The picked team and the other one. */
export function sideTeams(
  game: PregameView,
  winner: 'Home' | 'Away',
): { pick: string; other: string } {
  return winner === 'Home'
    ? { pick: game.home, other: game.away }
    : { pick: game.away, other: game.home };
}

/** The one-line summary every model shares: pick, margin, confidence, projected score. */
export function summaryLine(modelName: string, game: PregameView, p: Prediction): string {
  const { pick } = sideTeams(game, p.winner);
  return (
    `${modelName}: ${pick} by ${fmt(Math.abs(p.margin), 1)} (${fmt(p.confidence, 0)}% confidence), ` +
    `projected ${game.away} ${fmt(p.awayScore, 1)} at ${game.home} ${fmt(p.homeScore, 1)}.`
  );
}
