import type { Matchup } from '@domain/contracts/matchup';
import { type ModelView } from '@domain/pricing/modelBlend';
import {
  DEFAULT_PRICING,
  quoteOf,
  type PricedMarket,
  type PricingOptions,
} from '@domain/pricing/fairLine';
import { labelBetOf, type LabelBet } from '@domain/pricing/labelRecord';
import { modelWeight, type ModelWeights } from '@domain/pricing/modelWeights';
import { americanToDecimal } from '@domain/rules/odds';
import { pricedConsensus, shareCorrelatedStakes } from '@domain/pricing/consensus';
import { SPORT_KEYS, type OddsEvent, type ScoreEvent } from '../feed';
import { eventBooks } from './booksBacktest';

// `npm run backtest:labels` (docs/models.md "Labels"): the live engine on recorded seasons in The
// Odds API v4 layout — each event's closing books priced as its card would price them five
// minutes before the start, every labelled side bet at the card's price and stake, graded.

/** A model's view of an event's market before the weights: its calibrated chance of the first side. */
export type ModelChances = (
  event: OddsEvent,
) => Partial<Record<PricedMarket, { modelId: string; model: number; push?: number }[]>>;

export interface LabelsBacktestOptions {
  pricing?: PricingOptions;
  models?: ModelChances;
  /** Model weights to use instead of the stored ones. */
  weights?: ModelWeights;
}

/** Our league of a v4 sport key ('americanfootball_nfl' → 'nfl'), or null. */
export function leagueOf(sportKey: string): string | null {
  return Object.entries(SPORT_KEYS).find(([, key]) => key === sportKey)?.[0] ?? null;
}

/**
 * Whether a market's best prices across all books pay whatever happens (implied sum under 1): the
 * quotes were not taken at one moment, so no bettor could have had both; such a market is left
 * out of the record.
 */
export function hasArbitrage(books: ReturnType<typeof eventBooks>, market: PricedMarket): boolean {
  const points = new Map<string, [number, number]>();
  for (const b of books) {
    const q = quoteOf(b, market);
    if (!q) continue;
    const key = String(q.points[0]);
    const [d1, d2] = [americanToDecimal(q.prices[0]), americanToDecimal(q.prices[1])];
    const best = points.get(key) ?? [0, 0];
    points.set(key, [Math.max(best[0], d1), Math.max(best[1], d2)]);
  }
  for (const [d1, d2] of points.values()) if (d1 > 0 && d2 > 0 && 1 / d1 + 1 / d2 < 1) return true;
  return false;
}

export interface LabelsBacktest {
  bets: LabelBet[];
  /** Event markets left out for a cross-book arbitrage, and event markets priced. */
  arbitrage: number;
  priced: number;
  events: number;
}

/** Every completed event's markets priced by the live engine; the labelled sides, graded. */
export function backtestLabels(
  events: ReadonlyMap<string, OddsEvent>,
  scores: ReadonlyMap<string, ScoreEvent>,
  options: LabelsBacktestOptions = {},
): LabelsBacktest {
  const pricing = options.pricing ?? DEFAULT_PRICING;
  const bets: LabelBet[] = [];
  let arbitrage = 0;
  let priced = 0;
  let counted = 0;
  for (const [id, event] of events) {
    const score = scores.get(id);
    if (!score?.completed || !score.scores) continue;
    const pts = new Map(score.scores.map((s) => [s.name, Number(s.score)]));
    const home = pts.get(event.home_team);
    const away = pts.get(event.away_team);
    if (home === undefined || away === undefined || !Number.isFinite(home + away)) continue;
    const league = leagueOf(event.sport_key);
    if (!league) continue;
    counted++;
    const books = eventBooks(event);
    const startsAt = event.commence_time;
    const matchup = {
      id,
      sport: league,
      startsAt,
      homeTeam: event.home_team,
      awayTeam: event.away_team,
      books,
      pricing,
    } as Matchup;
    const at = Date.parse(startsAt) - 5 * 60_000;
    const chances = options.models?.(event) ?? {};
    const consensus: Partial<Record<PricedMarket, ReturnType<typeof pricedConsensus>>> = {};
    for (const market of ['moneyline', 'spread', 'total'] as const) {
      if (market === 'moneyline' && home === away) continue;
      if (!books.some((b) => quoteOf(b, market))) continue;
      if (hasArbitrage(books, market)) {
        arbitrage++;
        continue;
      }
      priced++;
      const list = chances[market] ?? [];
      const views: ModelView[] = list.map((c) => ({
        model: c.model,
        weight: modelWeight(league, market, c.modelId, options.weights),
      }));
      const pushes = list.flatMap((c) => (c.push === undefined ? [] : [c.push]));
      const push = pushes.length ? pushes.reduce((a, b) => a + b, 0) / pushes.length : 0;
      consensus[market] = pricedConsensus(matchup, market, views, push, at);
    }
    shareCorrelatedStakes(consensus.moneyline ?? null, consensus.spread ?? null);
    for (const [market, c] of Object.entries(consensus) as [
      PricedMarket,
      typeof consensus.spread,
    ][]) {
      const bet = labelBetOf(c, market, { id, league, home, away });
      if (bet) bets.push(bet);
    }
  }
  return { bets, arbitrage, priced, events: counted };
}
