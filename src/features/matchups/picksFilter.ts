import { DEFAULT_CONFIDENCE } from '@domain/rules/confidence';
import type { AiConsensus, MarketConsensus, Matchup } from '@domain/contracts/matchup';

// docs/product.md §10: the confidence slider filters AI picks, not games.

const MARKETS = ['moneyline', 'spread', 'total'] as const;

/** The pick's fair chance in percent, as its card shows it (the card carries the chance, 0-1). */
const confidenceOf = (c: MarketConsensus): number =>
  c.fairProbability != null
    ? Math.round(c.fairProbability * 1000) / 10
    : (c.confidence ?? DEFAULT_CONFIDENCE);

// A labelled pick's case is its edge at the price, not its chance to win (an underdog at 42%
// whose edge is 3% even at the low end of its range is worth more than a favourite at 80% with
// none): the slider never hides it (docs/product.md §10).
const hiddenBy = (c: MarketConsensus, minimum: number): boolean =>
  !labelled(c) && confidenceOf(c) < minimum;
const labelled = (c: MarketConsensus): boolean =>
  c.recommendation === 'Lean' || c.recommendation === 'Bet' || c.recommendation === 'Lock';

/** The consensus with only the market picks at least `minimum` confident, labelled picks always kept; null stays null. */
export function consensusAtConfidence(
  c: AiConsensus | null | undefined,
  minimum: number,
): AiConsensus | null {
  if (!c) return null;
  const kept = { ...c };
  for (const market of MARKETS) {
    const pick = c[market];
    if (pick && hiddenBy(pick, minimum)) kept[market] = null;
  }
  return kept;
}

/** How many of a game's consensus picks the slider hides. */
export function hiddenPicks(m: Matchup, minimum: number): number {
  const c = m.aiConsensus;
  if (!c) return 0;
  return MARKETS.filter((market) => {
    const pick = c[market];
    return pick != null && hiddenBy(pick, minimum);
  }).length;
}

/** The game as a card or row shows it: its own consensus narrowed to the picks the slider keeps. */
export function shownPicks(m: Matchup, minimum: number): Matchup {
  if (!m.aiConsensus) return m;
  return { ...m, aiConsensus: consensusAtConfidence(m.aiConsensus, minimum) };
}

/**
 * The biggest edge among the picks the slider keeps; null when none has an edge or the game has
 * started (its prices are closing prices: nothing left to bet).
 */
export function biggestEdge(m: Matchup, minimum: number, now: number = Date.now()): number | null {
  const starts = Date.parse(m.startsAt ?? '');
  if (Number.isFinite(starts) && starts <= now) return null;
  const c = consensusAtConfidence(m.aiConsensus, minimum);
  const edges = MARKETS.flatMap((market) => {
    const edge = c?.[market]?.edge;
    return typeof edge === 'number' && Number.isFinite(edge) ? [edge] : [];
  });
  return edges.length > 0 ? Math.max(...edges) : null;
}

/** docs/product.md §10: a game whose every consensus pick is under the slider says so. */
export function consensusUnderText(minimum: number): string {
  return `Consensus under ${String(minimum)}%: lower the slider`;
}

/** How many of a game's (or the list's) picks the slider hides. */
export function hiddenPicksText(hidden: number, minimum: number): string {
  return `${String(hidden)} AI ${hidden === 1 ? 'pick' : 'picks'} below ${String(minimum)}% hidden`;
}
