import { easternDate, easternMinutes, formatTimeOfDay } from '@domain/rules/dates';
import type { BookPrices, PricingOptions } from '@domain/pricing/fairLine';
import type { AiResult, Matchup } from '@domain/contracts/matchup';
import { consensusForMatchup } from '@domain/pricing/consensus';
import type { MatchupRow } from './types';
import { linesOf } from './validate';

/**
 * A stored matchup as the wire's Matchup: date and time on the US Eastern clock, startsAt in UTC,
 * with its books and the fair line's settings so the consensus is priced from them (server and
 * client alike, domain/rules/thresholds.ts).
 */
export function toWire(
  row: MatchupRow,
  aiResults: AiResult[] = [],
  priced: { books: BookPrices[]; pricing: PricingOptions } | null = null,
): Matchup {
  const matchup: Matchup = {
    id: row.id,
    sport: row.sport,
    awayTeam: row.awayTeam,
    homeTeam: row.homeTeam,
    awayScore: row.awayScore,
    homeScore: row.homeScore,
    ...linesOf(row),
    date: easternDate(row.startsAt),
    time: formatTimeOfDay(easternMinutes(row.startsAt)),
    startsAt: row.startsAt.toISOString(),
    status: row.status,
    period: row.period ?? null,
    clock: row.clock ?? null,
    awayPitcher: row.awayPitcher,
    homePitcher: row.homePitcher,
    aiResults,
    aiConsensus: null,
    books: priced?.books ?? null,
    pricing: priced
      ? { sharpBooks: [...priced.pricing.sharpBooks], method: priced.pricing.method }
      : null,
  };
  matchup.aiConsensus = aiResults.length > 0 ? consensusForMatchup(matchup, aiResults) : null;
  return matchup;
}
