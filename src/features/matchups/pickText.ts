import { normalizeRecommendation } from '@/domain/aiPicks';
import { teamName } from '@/domain/display';
import type { MarketConsensus, Matchup } from '@/domain/matchup';

export type Market = 'moneyline' | 'spread' | 'total';

export const MARKET_LABELS: Record<Market, string> = { moneyline: 'ML', spread: 'Spread', total: 'Total' };

/** How a consensus pick reads: the team (or Over/Under and the line), its label and confidence. */
export function pickText(m: Matchup, market: Market, pick: MarketConsensus): { side: string; label: string | null; confidence: string } {
  let side: string;
  if (pick.pick === 'Home') side = teamName(m.homeTeam, 'Home');
  else if (pick.pick === 'Away') side = teamName(m.awayTeam, 'Away');
  else side = m.totalPoints != null ? `${pick.pick} ${m.totalPoints}` : pick.pick;
  const confidence = pick.confidence != null ? `${Math.round(pick.confidence)}%` : '';
  return { side: market === 'spread' ? `${side} ATS` : side, label: normalizeRecommendation(pick.recommendation), confidence };
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
