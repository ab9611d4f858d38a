import { normalizeRecommendation } from '@domain/rules/aiPicks';
import { teamName } from '@domain/rules/display';
import { NO_EDGE_TEXT, smallEdgeText, type EdgeLabel } from '@domain/pricing/edgePricing';
import { edgeText, fairAmerican } from '@domain/pricing/priceFigures';
import { labelRecordLine } from '@domain/pricing/labelRecord';
import type { MarketConsensus, Matchup } from '@domain/contracts/matchup';
import { formatAmerican } from '@domain/rules/odds';

export type Market = 'moneyline' | 'spread' | 'total';

export const MARKET_LABELS: Record<Market, string> = {
  moneyline: 'ML',
  spread: 'Spread',
  total: 'Total',
};

const pct = (p: number) => `${(Math.round(p * 1000) / 10).toFixed(1)}%`;
const signedPoint = (p: number) => (p > 0 ? `+${String(p)}` : String(p));

/** '+1.1 to +4.9%': the edge at the low and high end of the fair chance's range. */
export function edgeRangeText(low: number, high: number): string {
  return `${edgeText(low).replace('%', '')} to ${edgeText(high)}`;
}

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
  /** 'edge +2.7% (+1.1 to +4.9%)', 'Small edge (+0.8%)', or NO_EDGE_TEXT. */
  edge: string;
  /** A small edge's range, 'range −0.4 to +2.1%'; '' otherwise (a label's is in `edge`). */
  range: string;
  noEdge: boolean;
  /** '0.6u' — the suggested stake of a labelled pick; 'staked with the moneyline' when it shares one; '' otherwise. */
  stake: string;
  /** How labels like this one have done on real prices, 'Bets: −29.6% ± 74.8 over 22 real NFL sides'; '' unlabelled. */
  record: string;
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

/** What a priced pick says of its edge: its label's edge with the range, else the verdict. */
function edgeTexts(pick: MarketConsensus, edgeLbl: EdgeLabel | null) {
  const { edge, edgeLow, edgeHigh } = pick;
  if (edge == null) return { edge: '', range: '', noEdge: false };
  const range = edgeLow != null && edgeHigh != null ? edgeRangeText(edgeLow, edgeHigh) : '';
  if (edgeLbl)
    return { edge: `edge ${edgeText(edge)}${range && ` (${range})`}`, range: '', noEdge: false };
  // Unlabelled: a positive edge is small (or its game has started), else there is none.
  const verdict = edge > 0 ? smallEdgeText(edge) : NO_EDGE_TEXT;
  const noEdge = verdict === NO_EDGE_TEXT;
  return { edge: verdict, range: !noEdge && range ? `range ${range}` : '', noEdge };
}

/** A labelled pick's stake: '0.6u', or the market it is staked together with. */
function stakeText(pick: MarketConsensus): string {
  if (pick.stakedWith) return `staked with the ${pick.stakedWith}`;
  return pick.stake ? `${pick.stake.toFixed(1)}u` : '';
}

const isEdgeLabel = (x: string | null): x is EdgeLabel =>
  x === 'Lean' || x === 'Bet' || x === 'Lock';

/** How a consensus pick reads: side and point, label, best price and book, fair price, edge, stake. */
export function pickText(m: Matchup, market: Market, pick: MarketConsensus): PickText {
  const chance =
    pick.fairProbability ??
    pick.probability ??
    (pick.confidence != null ? pick.confidence / 100 : null);
  const priced = pick.edge != null;
  // The server's label is the card's (it follows the low end of the edge and the game's state);
  // the card never labels a pick itself, and shows no label beside an edge that is not positive.
  const recommended = normalizeRecommendation(pick.recommendation);
  const positive = (pick.edgeLow ?? pick.edge ?? 0) > 0;
  const edgeLbl = priced && positive && isEdgeLabel(recommended) ? recommended : null;
  const label = priced ? edgeLbl : recommended;
  const price = pick.bestPrice?.price ?? pick.price ?? null;
  const fair = chance != null ? fairAmerican(chance) : null;
  return {
    side: pickSide(m, market, pick),
    label,
    confidence: chance != null ? pct(chance) : '',
    price: price != null ? formatAmerican(price) : '',
    book: pick.bestPrice ? `at ${pick.bestPrice.title}` : '',
    fair: fair != null ? `fair ${formatAmerican(fair)}` : '',
    market: pick.marketProbability != null ? `market ${pct(pick.marketProbability)}` : '',
    ...edgeTexts(pick, edgeLbl),
    stake: label ? stakeText(pick) : '',
    record: edgeLbl ? (labelRecordLine(edgeLbl) ?? '') : '',
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
