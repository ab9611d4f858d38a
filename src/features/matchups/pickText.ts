import { normalizeRecommendation } from '@/domain/aiPicks';
import { teamName } from '@/domain/display';
import { ASSUMED_PRICE_TEXT, NO_EDGE_TEXT, edgeLabel } from '@/domain/edge';
import type { MarketConsensus, Matchup } from '@/domain/matchup';
import { formatAmerican } from '@/domain/odds';
import { edgeText } from '@/domain/thresholds';

export type Market = 'moneyline' | 'spread' | 'total';

export const MARKET_LABELS: Record<Market, string> = {
  moneyline: 'ML',
  spread: 'Spread',
  total: 'Total',
};

const pct = (p: number) => `${Math.round(p * 100)}%`;

/** How a consensus pick reads (issue 16 item 2). */
export interface PickText {
  side: string;
  /** Lean / Bet / Lock, only for a positive edge; never two labels for one pick. */
  label: string | null;
  /** The pick's chance, '45%' (or the confidence of an older payload). */
  confidence: string;
  /** '+150', '-110 (assumed -110)' for a spread/total without a posted price; '' when unknown. */
  price: string;
  /** 'market 40%' — the no-vig chance from the posted prices; '' when unknown. */
  market: string;
  /** 'edge +12.5%', or NO_EDGE_TEXT when the pick has no positive edge at its price. */
  edge: string;
  noEdge: boolean;
}

/** How a consensus pick reads: the team (or Over/Under and the line), its label, chance, price and edge. */
export function pickText(m: Matchup, market: Market, pick: MarketConsensus): PickText {
  let side: string;
  if (pick.pick === 'Home') side = teamName(m.homeTeam, 'Home');
  else if (pick.pick === 'Away') side = teamName(m.awayTeam, 'Away');
  else side = m.totalPoints != null ? `${pick.pick} ${m.totalPoints}` : pick.pick;
  const chance = pick.probability ?? (pick.confidence != null ? pick.confidence / 100 : null);
  const priced = pick.edge != null;
  // A payload with an edge is labelled by the edge alone, so a card never shows two verdicts.
  const label = priced ? edgeLabel(pick.edge) : normalizeRecommendation(pick.recommendation);
  const noEdge = priced && label === null;
  let price = '';
  if (pick.price != null) price = formatAmerican(pick.price);
  else if (priced && market !== 'moneyline') price = `-110 (${ASSUMED_PRICE_TEXT})`;
  return {
    side: market === 'spread' ? `${side} ATS` : side,
    label,
    confidence: chance != null ? pct(chance) : '',
    price,
    market: pick.marketProbability != null ? `market ${pct(pick.marketProbability)}` : '',
    edge: !priced ? '' : noEdge ? NO_EDGE_TEXT : `edge ${edgeText(pick.edge ?? 0)}`,
    noEdge,
  };
}

/** The consensus picks a game has, market by market. */
export function consensusPicks(m: Matchup): { market: Market; pick: MarketConsensus }[] {
  const c = m.aiConsensus;
  if (!c) return [];
  const markets: Market[] = ['moneyline', 'spread', 'total'];
  return markets.flatMap((market) => {
    const pick = c[market];
    return pick ? [{ market, pick }] : [];
  });
}
