import { z } from 'zod';
import { betGameSchema, type BetGame } from '@domain/contracts/betGames';
import type { CsvBet } from '@domain/rules/betsCsv';
import { trackerMarket } from '@domain/rules/tracker';
import { teamName } from '@domain/rules/display';
import { formatAmerican } from '@domain/rules/odds';
import { betModeSchema, betTypeSchema } from '@domain/contracts/slip';
import { STANDARD_PRICE } from '@domain/rules/slip';

// A saved pick as GET /api/bets returns it: docs/product.md §3's slip entry plus its grade. Read leniently
// (missing texts become '') so one odd row never hides the rest of the history.
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
const savedBetSchema = z.object({
  id: z.string(),
  units: z.number().catch(1),
  reasoning: text,
  matchupId: text,
  homeTeam: text,
  awayTeam: text,
  betMode: betModeSchema.catch('single'),
  team: text,
  moneyLine: text,
  spread: text,
  total: text,
  teaserPoints: z.number().nullish(),
  includedMatchups: z.array(z.string()).catch([]),
  individualBets: z.array(z.string()).catch([]),
  status: z.enum(['pending', 'win', 'loss', 'push']).catch('pending'),
  createdAt: z.string(),
  profit: z.number().nullable().catch(null),
  clv: z.number().nullable().catch(null),
  /** The American price the pick was taken at (a parlay's combined, a teaser's from the card). */
  price: z.number().nullable().optional().catch(null),
  /** The book whose price was taken (docs/product.md §9); null: the posted price. */
  book: z.string().nullable().optional().catch(null),
  // Not part of the product rules' slip entry; read when the server includes them.
  betType: betTypeSchema.optional().catch(undefined),
  sport: z.string().optional().catch(undefined),
  /** When it was graded: the bankroll chart moves then (docs/product.md §9 "Bet tracker"). */
  gradedAt: z.string().nullish().catch(null),
  /** A bet imported from a CSV: the file's own Event and Bet texts. */
  imported: z.object({ event: z.string(), bet: z.string() }).optional().catch(undefined),
});

export type SavedBet = z.infer<typeof savedBetSchema>;

/** The rows of a {bets: [...]} body that parse; anything else yields an empty list. */
export function parseBets(body: unknown): SavedBet[] {
  const list = (body as { bets?: unknown } | null)?.bets;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const parsed = savedBetSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

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

/** The open bets' games from a GET /api/bets body, by matchup id (one odd game never hides the rest). */
export function parseGames(body: unknown): Map<string, BetGame> {
  const list = (body as { games?: unknown } | null)?.games;
  const games = new Map<string, BetGame>();
  if (!Array.isArray(list)) return games;
  for (const item of list) {
    const parsed = betGameSchema.safeParse(item);
    if (parsed.success) games.set(parsed.data.matchupId, parsed.data);
  }
  return games;
}
