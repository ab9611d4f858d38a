import { modelKind } from '@domain/pricing/edgePricing';
import type { PricedMarket } from '@domain/pricing/fairLine';
import type { ModelView } from '@domain/pricing/modelBlend';
import type { OddsEvent } from '../feed';
import { walkForward } from './engine';
import { parseHistory, readHistory, type HistoryGame } from './history';
import { MODELS } from './registry';
import type { Prediction } from './types';

// The AI models beside recorded books (`npm run backtest:books` without --market-only): every
// model walks the league's normalized history forward, each game predicted from earlier games
// only, and an event takes the predictions of the history game it matches.

// Recorded books name teams by city ("L.A. Rams", "N.Y. Jets"); history files in full.
const expand = (name: string): string =>
  name
    .replace(/^L\.A\.\s*/, 'Los Angeles ')
    .replace(/^N\.Y\.\s*/, 'New York ')
    .trim();

/** Whether a book's short team name and a history file's full name are the same team. */
export function sameTeam(short: string, full: string): boolean {
  const a = expand(short).toLowerCase();
  const b = full.toLowerCase();
  if (a === b || b.startsWith(`${a} `)) return true;
  // The Raiders moved from Oakland to Las Vegas; history files use the current name.
  return a === 'oakland' && b.endsWith('raiders');
}

const dayMs = 86_400_000;

/** The history game an event is (same teams, dates within a day: kick-offs are in UTC). */
function matchGame(event: OddsEvent, games: readonly HistoryGame[]): HistoryGame | null {
  const at = Date.parse(event.commence_time);
  for (const g of games) {
    if (Math.abs(Date.parse(`${g.date}T12:00:00Z`) - at) > 1.5 * dayMs) continue;
    if (sameTeam(event.home_team, g.home) && sameTeam(event.away_team, g.away)) return g;
  }
  return null;
}

function viewsOf(predictions: readonly Prediction[]): Partial<Record<PricedMarket, ModelView[]>> {
  const out: Partial<Record<PricedMarket, ModelView[]>> = {};
  for (const p of predictions) {
    if (modelKind(p.modelId) !== 'ai') continue;
    for (const market of ['moneyline', 'spread', 'total'] as const) {
      const anchor = p.markets[market]?.anchor;
      if (anchor) (out[market] ??= []).push({ model: anchor.model, weight: anchor.weight });
    }
  }
  return out;
}

/**
 * Each event's AI model views from a normalized history file: the file's league is walked
 * forward once; an event without a matching game gets none (its fair line is the market's).
 */
export async function booksModelViews(
  historyFile: string,
  events: ReadonlyMap<string, OddsEvent>,
): Promise<{
  matched: number;
  views: (event: OddsEvent) => Partial<Record<PricedMarket, ModelView[]>>;
}> {
  const games = parseHistory(await readHistory(historyFile));
  const byGame = new Map<string, Prediction[]>();
  walkForward(games, MODELS, (game, predictions) => byGame.set(game.id, predictions));
  const byEvent = new Map<string, Partial<Record<PricedMarket, ModelView[]>>>();
  for (const [id, event] of events) {
    const game = matchGame(event, games);
    const predictions = game ? byGame.get(game.id) : undefined;
    if (predictions) byEvent.set(id, viewsOf(predictions));
  }
  return { matched: byEvent.size, views: (event) => byEvent.get(event.id) ?? {} };
}

/**
 * Each event's AI model chances by market with the model that gave them, from a normalized
 * history file walked forward (the label backtest weighs them by what each earned).
 */
export async function booksModelChances(
  historyFile: string,
  events: ReadonlyMap<string, OddsEvent>,
): Promise<{
  matched: number;
  chances: (
    event: OddsEvent,
  ) => Partial<Record<PricedMarket, { modelId: string; model: number; push: number }[]>>;
}> {
  const games = parseHistory(await readHistory(historyFile));
  const byGame = new Map<string, Prediction[]>();
  walkForward(games, MODELS, (game, predictions) => byGame.set(game.id, predictions));
  type Chance = { modelId: string; model: number; push: number };
  const byEvent = new Map<string, Partial<Record<PricedMarket, Chance[]>>>();
  for (const [id, event] of events) {
    const game = matchGame(event, games);
    const predictions = game ? byGame.get(game.id) : undefined;
    if (!predictions) continue;
    const out: Partial<Record<PricedMarket, Chance[]>> = {};
    for (const p of predictions) {
      if (modelKind(p.modelId) !== 'ai') continue;
      for (const market of ['moneyline', 'spread', 'total'] as const) {
        const pick = p.markets[market];
        if (pick?.anchor)
          (out[market] ??= []).push({
            modelId: p.modelId,
            model: pick.anchor.model,
            push: pick.push,
          });
      }
    }
    byEvent.set(id, out);
  }
  return { matched: byEvent.size, chances: (event) => byEvent.get(event.id) ?? {} };
}
