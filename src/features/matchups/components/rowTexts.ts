import { oddsText, scoreText, shortDate, spreadText, teamName } from '@domain/rules/display';
import type { Matchup } from '@domain/contracts/matchup';

/** docs/product.md §2 list columns. */
export const LIST_COLUMNS = [
  'DATE/TIME',
  'MATCHUP',
  'SCORE',
  'ML',
  'SPREAD',
  'TOTAL',
  'AI PICK',
] as const;

/** The cells' texts, shared by the table row and the narrow list card. */
export function rowTexts(m: Matchup) {
  const away = teamName(m.awayTeam, 'Away');
  const home = teamName(m.homeTeam, 'Home');
  return {
    away,
    home,
    date: shortDate(m.date),
    score: `${scoreText(m.awayScore)} - ${scoreText(m.homeScore)}`,
    ml: [oddsText(m.awayMoneyLine), oddsText(m.homeMoneyLine)],
    spread: [spreadText(m.awaySpread), spreadText(m.homeSpread)],
    total: m.totalPoints == null ? ['-', '-'] : [`O ${m.totalPoints}`, `U ${m.totalPoints}`],
  };
}
