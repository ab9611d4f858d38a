import type { AiResult, Matchup } from '@domain/contracts/matchup';
import type { BookPrices } from '@domain/pricing/fairLine';

/** A matchup with sensible defaults; tests override only what they exercise. */
export function matchup(over: Partial<Matchup> = {}): Matchup {
  return {
    id: 'm1',
    sport: 'nba',
    awayTeam: 'Boston Celtics',
    homeTeam: 'Los Angeles Lakers',
    awayMoneyLine: 150,
    homeMoneyLine: -170,
    awaySpread: 4.5,
    homeSpread: -4.5,
    totalPoints: 220.5,
    date: '2025-11-22',
    time: '7:30 PM',
    status: 'NOTFINISHED',
    ...over,
  };
}

/** A finished matchup with the given final score. */
export function final(homeScore: number, awayScore: number, over: Partial<Matchup> = {}): Matchup {
  return matchup({ status: 'FINAL', homeScore, awayScore, ...over });
}

/** An AI result predicting the given scores (winner follows the scores unless given). */
export function result(
  promptId: string,
  homeScore: number,
  awayScore: number,
  over: Partial<AiResult> = {},
): AiResult {
  return {
    matchupId: 'm1',
    promptId,
    prompt: { id: promptId, name: `Model ${promptId.toUpperCase()}` },
    predictedWinner: homeScore >= awayScore ? 'Home' : 'Away',
    confidence: 70,
    homeScore,
    awayScore,
    ...over,
  };
}

/** One book's prices of the fixture game (nba, Lakers home), at -110 spreads and totals unless told. */
export function bookAt(book: string, over: Partial<BookPrices> = {}): BookPrices {
  return {
    book,
    title: book.charAt(0).toUpperCase() + book.slice(1),
    homeMoneyLine: -170,
    awayMoneyLine: 150,
    homeSpread: -4.5,
    awaySpread: 4.5,
    homeSpreadPrice: -110,
    awaySpreadPrice: -110,
    totalPoints: 220.5,
    overPrice: -110,
    underPrice: -110,
    updatedAt: '2025-11-22T20:00:00.000Z',
    ...over,
  };
}
