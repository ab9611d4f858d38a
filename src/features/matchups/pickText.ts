import { normalizeRecommendation } from '@/domain/rules/aiPicks';
import { teamName } from '@/domain/rules/display';
import { NO_EDGE_TEXT, edgeLabel, edgeVerdict } from '@/domain/rules/edgePricing';
import { fairAmerican } from '@/domain/rules/fairLine';
import type { MarketConsensus, Matchup } from '@/domain/contracts/matchup';
import { formatAmerican } from '@/domain/rules/odds';
import { edgeText } from '@/domain/rules/thresholds';

export type Market = 'moneyline' | 'spread' | 'total';

export const MARKET_LABELS: Record<Market, string> = {
  moneyline: 'ML',
  spread: 'Spread',
  total: 'Total',
};

const pct = (p: number) => `${(Math.round(p * 1000) / 10).toFixed(1)}%`;
const signedPoint = (p: number) => (p > 0 ? `+${String(p)}` : String(p));

/** How a consensus pick reads (docs/product.md "Edges"). */
export interface PickText {
  /** The team, with its point on a spread ('Portland Trail Blazers +3.5'), or 'Over 221.5'. */
  side: string;
  /** Lean / Bet / Lock, only for an edge past its threshold; never two labels for one pick. */
  label: string | null;
  /** The fair chance the pick wins, given no push: '45.0%'. */
  confidence: string;
  /** The best price, '+150'; '' when no book offers the side. */
  price: string;
  /** The book with the best price, 'at DraftKings'; '' when none. */
  book: string;
  /** 'fair +122' — the price the fair chance is worth; '' when unknown. */
  fair: string;
  /** 'market 40.0%' — the fair line's own no-vig chance; '' when unknown. */
  market: string;
  /** 'edge +2.7%', 'Small edge (+0.8%)', or NO_EDGE_TEXT. */
  edge: string;
  noEdge: boolean;
  /** '0.6u' — the suggested stake of a labelled pick; '' otherwise. */
  stake: string;
}

/** The pick's side as a bettor reads it: the team with its point, or Over/Under and the total. */
export function pickSide(m: Matchup, market: Market, pick: MarketConsensus): string {
  if (pick.pick === 'Over' || pick.pick === 'Under') {
    const total = pick.point ?? m.totalPoints;
    return total != null ? `${pick.pick} ${String(total)}` : pick.pick;
  }
  const team = pick.pick === 'Home' ? teamName(m.homeTeam, 'Home') : teamName(m.awayTeam, 'Away');
  if (market !== 'spread') return team;
  const point = pick.point ?? (pick.pick === 'Home' ? m.homeSpread : m.awaySpread) ?? null;
  return point != null ? `${team} ${signedPoint(point)}` : team;
}

/** How a consensus pick reads: side and point, label, best price and book, fair price, edge, stake. */
export function pickText(m: Matchup, market: Market, pick: MarketConsensus): PickText {
  const chance =
    pick.fairProbability ??
    pick.probability ??
    (pick.confidence != null ? pick.confidence / 100 : null);
  const priced = pick.edge != null;
  // A payload with an edge is labelled by the edge alone, so a card never shows two verdicts.
  const label = priced ? edgeLabel(pick.edgeLow) : normalizeRecommendation(pick.recommendation);
  const price = pick.bestPrice?.price ?? pick.price ?? null;
  const fair = chance != null ? fairAmerican(chance) : null;
  const verdict = edgeVerdict(pick.edge, pick.edgeLow);
  return {
    side: pickSide(m, market, pick),
    label,
    confidence: chance != null ? pct(chance) : '',
    price: price != null ? formatAmerican(price) : '',
    book: pick.bestPrice ? `at ${pick.bestPrice.title}` : '',
    fair: fair != null ? `fair ${formatAmerican(fair)}` : '',
    market: pick.marketProbability != null ? `market ${pct(pick.marketProbability)}` : '',
    edge: !priced ? '' : label ? `edge ${edgeText(pick.edge ?? 0)}` : verdict,
    noEdge: priced && label === null && verdict === NO_EDGE_TEXT,
    stake: label && pick.stake ? `${pick.stake.toFixed(1)}u` : '',
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
