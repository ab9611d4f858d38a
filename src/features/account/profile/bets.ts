import type { CsvBet } from '@domain/rules/betsCsv';
import { trackerMarket } from '@domain/rules/tracker';
import { teamName } from '@domain/rules/display';
import { formatAmerican } from '@domain/rules/odds';
import { STANDARD_PRICE } from '@domain/rules/slip';
import type { SavedBet } from './betsParse';

export type { SavedBet } from './betsParse';

type Market = 'combo' | 'total' | 'spread' | 'moneyline' | 'side';

/**
 * Which market a single is on. docs/product.md §3's entry fills the money line, spread and total of the
 * matchup for every team pick, so only a betType (when the server sends one) tells money line
 * from spread; without it the pick is just the team ('side').
 */
function marketOf(bet: SavedBet): Market {
  if (bet.betMode !== 'single') return 'combo';
  if (bet.betType === 'Total' || (!bet.betType && (bet.team === 'Over' || bet.team === 'Under'))) {
    return 'total';
  }
  if (bet.betType === 'Spread') return 'spread';
  return bet.betType === 'MoneyLine' ? 'moneyline' : 'side';
}

/** What was bet, in words: the combo name, the total, the spread, the money line or the team. */
export function describeBet(bet: SavedBet): string {
  if (bet.imported) return bet.imported.bet;
  switch (marketOf(bet)) {
    case 'combo':
      return bet.betMode === 'teaser' && bet.teaserPoints != null
        ? `${bet.team} (${bet.teaserPoints} pts)`
        : bet.team;
    case 'total':
      return bet.total || bet.team;
    case 'spread':
      return `${bet.team} ${bet.spread}`;
    case 'moneyline':
      return `${bet.team} ML`;
    case 'side':
      return bet.team;
  }
}

/**
 * The price the pick was taken at, as the server stored it; for a row without one, docs/product.md
 * §9's -110 for a spread pick, otherwise the entry's own line.
 */
export function betOdds(bet: SavedBet): string {
  if (typeof bet.price === 'number') return formatAmerican(bet.price);
  if (marketOf(bet) === 'spread') return formatAmerican(STANDARD_PRICE);
  return bet.moneyLine || '-';
}

/** The event: 'Away @ Home' for a single, the legs for a combo. */
export function describeEvent(bet: SavedBet): string {
  if (bet.imported) return bet.imported.event;
  const event = `${teamName(bet.awayTeam, 'Away')} @ ${teamName(bet.homeTeam, 'Home')}`;
  if (bet.betMode === 'single' || bet.individualBets.length === 0) return event;
  return bet.individualBets.join(' · ');
}

/** A bet as the Betting History CSV writes it (domain/rules/betsCsv.ts), described as the table shows it. */
export function csvBetOf(bet: SavedBet): CsvBet {
  return {
    id: bet.id,
    createdAt: bet.createdAt,
    gradedAt: bet.gradedAt ?? null,
    sport: bet.sport ?? '',
    event: describeEvent(bet),
    market: trackerMarket(bet),
    bet: describeBet(bet),
    price: typeof bet.price === 'number' ? bet.price : null,
    book: bet.book ?? null,
    units: bet.units,
    status: bet.status,
    profit: bet.profit,
  };
}
