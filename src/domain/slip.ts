/** docs/product.md §3/§5/§9 bet slip: legs, teaser lines, parlay pricing and the slip entries built from picks. */
import { z } from 'zod';
import { oddsText, spreadText, teamName } from './display';
import { matchupSchema, type Matchup } from './matchup';
import { americanToDecimal, decimalToAmerican, formatAmerican } from './odds';
import { sideSpread } from './outcomes';
import { startInstant } from './status';
import {
  MAX_LEGS,
  MAX_LEGS_MESSAGE,
  TEASER_MONEYLINE_MESSAGE,
  TEASER_POINTS,
  DEFAULT_TEASER_POINTS,
  DEFAULT_UNITS,
  MAX_UNITS,
  UNITS_MESSAGE,
  MAX_UNITS_MESSAGE,
  STANDARD_PRICE,
  teaserPrice,
  MISSING_MONEYLINE_PRICE,
  SAME_GAME_MESSAGE,
  isTeaserSport,
  teaserBelowZeroMessage,
  teaserOneSportMessage,
  teaserSportMessage,
} from './slipRules';

export * from './slipRules';

export const betTypeSchema = z.enum(['MoneyLine', 'Spread', 'Total']);
export type SlipBetType = z.infer<typeof betTypeSchema>;
export const selectionSchema = z.enum(['Home', 'Away', 'Over', 'Under']);
export type Selection = z.infer<typeof selectionSchema>;
export const betModeSchema = z.enum(['single', 'parlay', 'teaser']);
export type BetMode = z.infer<typeof betModeSchema>;
export type ComboMode = Exclude<BetMode, 'single'>;

/** docs/product.md §3 leg selection. */
export const legSelectionSchema = z.object({
  matchupId: z.string(),
  betType: betTypeSchema,
  selection: selectionSchema,
  displayText: z.string(),
  /** The game, with the book's price and point in place of the posted ones when a book's was taken (./bookQuote.ts). */
  matchup: matchupSchema,
  /** The book whose price the leg takes; null or absent: the posted price. */
  book: z.string().nullable().optional(),
});
export type LegSelection = z.infer<typeof legSelectionSchema>;

export const teaserPointsSchema = z
  .number()
  .refine(
    (n) => (TEASER_POINTS as readonly number[]).includes(n),
    'Teaser points must be 4, 5, 6, 7, 10 or 13',
  );

/** A book's title as the books report it (GET /api/matchups/{id}/odds). */
export const bookSchema = z.string().trim().min(1).max(80);

/**
 * One leg of an entry as the server grades it: the game, the market, the side picked and the book
 * whose current price it takes (absent or null: the posted price).
 */
export const entryLegSchema = z.object({
  matchupId: z.string().min(1),
  betType: betTypeSchema,
  selection: selectionSchema,
  book: bookSchema.nullable().optional(),
});
export type EntryLeg = z.infer<typeof entryLegSchema>;

/** docs/product.md §3 bet slip entry; status and createdAt are filled on saving. */
export const slipEntrySchema = z.object({
  id: z.string().min(1).max(64),
  units: z.number().positive(UNITS_MESSAGE).max(MAX_UNITS, MAX_UNITS_MESSAGE),
  reasoning: z.string().max(2000),
  matchupId: z.string().min(1),
  homeTeam: z.string(),
  awayTeam: z.string(),
  betMode: betModeSchema,
  team: z.string(),
  moneyLine: z.string(),
  spread: z.string(),
  total: z.string(),
  teaserPoints: teaserPointsSchema.optional(),
  includedMatchups: z.array(z.string()).max(MAX_LEGS, MAX_LEGS_MESSAGE),
  individualBets: z.array(z.string()).max(MAX_LEGS, MAX_LEGS_MESSAGE),
  /** Optional on the wire: each leg in machine form (a single has one), for grading. */
  legs: z.array(entryLegSchema).min(1).max(MAX_LEGS, MAX_LEGS_MESSAGE).optional(),
  /** The price the browser showed (American); the server prices from its own lines. */
  price: z.number().nullable().optional(),
  /** True when a leg's price was not posted and -110 was assumed (docs/product.md §9). */
  priceAssumed: z.boolean().optional(),
  /** The book of the price taken: a single's leg's, a combo's when every leg is at one book. */
  book: bookSchema.nullable().optional(),
  /** The earliest start of the entry's games (ISO 8601), for the browser's closing check. */
  startsAt: z.string().nullable().optional(),
  status: z.enum(['pending', 'win', 'loss', 'push']).optional(),
  createdAt: z.string().optional(),
});
export type SlipEntry = z.infer<typeof slipEntrySchema>;

/**
 * docs/product.md §7 POST /bets body. `publish` is a handicapper's choice: true (their default)
 * posts the picks to subscribers, false tracks them privately; a bettor's bets are always their
 * own (docs/product.md §10).
 */
export const saveBetsRequestSchema = z.object({
  bets: z.array(slipEntrySchema).min(1),
  publish: z.boolean().optional(),
});
export type SaveBetsRequest = z.infer<typeof saveBetsRequestSchema>;

const sameLeg = (a: EntryLeg, b: EntryLeg): boolean =>
  a.matchupId === b.matchupId && a.betType === b.betType && a.selection === b.selection;

/** A teaser leg as both the browser and the server know it: its sport, market, side and line. */
export interface TeaserLegFacts {
  sport: string;
  betType: SlipBetType;
  selection: Selection;
  /** The spread or total taken (null: unknown). */
  line: number | null;
  /** How the leg reads ('Over 5.5'), for the refusal. */
  text: string;
}

/**
 * docs/product.md §5: why a leg cannot be teased by `points`, or null: no money lines, only
 * football and basketball spreads and totals, no total teased below zero.
 */
export function teaserLegProblem(leg: TeaserLegFacts, points: number): string | null {
  if (leg.betType === 'MoneyLine') return TEASER_MONEYLINE_MESSAGE;
  if (!isTeaserSport(leg.sport)) return teaserSportMessage(leg.sport);
  if (leg.betType === 'Total' && leg.line !== null) {
    const teased = teaserLine(leg.line, 'Total', leg.selection, points);
    if (teased <= 0) return teaserBelowZeroMessage(leg.text, teased);
  }
  return null;
}

/** docs/product.md §5: why a teaser's legs cannot go together (more than one sport), or null. */
export function teaserSportsProblem(sports: readonly string[]): string | null {
  const [first, ...rest] = sports.map((s) => s.trim().toLowerCase());
  const other = rest.find((s) => s !== first);
  return first !== undefined && other !== undefined ? teaserOneSportMessage(first, other) : null;
}

/** The facts of a leg chosen in the browser. */
export function legFacts(
  leg: Pick<LegSelection, 'betType' | 'selection' | 'matchup'>,
): TeaserLegFacts {
  const m = leg.matchup;
  const side = sideOf(leg.selection);
  const line =
    leg.betType === 'Total' ? (m.totalPoints ?? null) : side ? sideSpread(m, side) : null;
  return {
    sport: m.sport,
    betType: leg.betType,
    selection: leg.selection,
    line,
    text: legText(m, leg.betType, leg.selection),
  };
}

/**
 * docs/product.md §5: the first reason a parlay or teaser cannot be made of these legs, or null:
 * one game at most once; a teaser's legs each teasable by `points` and all of one sport.
 */
export function comboProblem(
  legs: readonly Pick<LegSelection, 'matchupId' | 'betType' | 'selection' | 'matchup'>[],
  mode: ComboMode,
  points: number = DEFAULT_TEASER_POINTS,
): string | null {
  if (new Set(legs.map((l) => l.matchupId)).size < legs.length) return SAME_GAME_MESSAGE;
  if (mode !== 'teaser') return null;
  for (const leg of legs) {
    const problem = teaserLegProblem(legFacts(leg), points);
    if (problem) return problem;
  }
  return teaserSportsProblem(legs.map((l) => l.matchup.sport));
}

/**
 * docs/product.md §5 toggling a leg: the same leg again removes it; another selection in a game
 * already in the combo is refused with a word (one game at most once); a teaser refuses a leg it
 * cannot tease (teaserLegProblem) or of another sport; at most 8 legs.
 */
export function toggleLeg(
  legs: readonly LegSelection[],
  leg: LegSelection,
  mode: ComboMode,
  teaserPoints: number = DEFAULT_TEASER_POINTS,
): { legs: LegSelection[] } | { error: string } {
  const same = legs.findIndex((l) => sameLeg(l, leg));
  if (same >= 0) return { legs: legs.filter((_, i) => i !== same) };
  if (mode === 'teaser') {
    const problem =
      teaserLegProblem(legFacts(leg), teaserPoints) ??
      teaserSportsProblem([...legs.map((l) => l.matchup.sport), leg.matchup.sport]);
    if (problem) return { error: problem };
  }
  if (legs.some((l) => l.matchupId === leg.matchupId)) return { error: SAME_GAME_MESSAGE };
  if (legs.length >= MAX_LEGS) return { error: MAX_LEGS_MESSAGE };
  return { legs: [...legs, leg] };
}

/** docs/product.md §5: true when the slip already holds this single. */
export function hasSingle(entries: readonly SlipEntry[], leg: EntryLeg): boolean {
  return entries.some((e) => {
    const first = e.legs?.[0];
    return e.betMode === 'single' && first !== undefined && sameLeg(first, leg);
  });
}

/** docs/product.md §5 units: what is wrong with them, or null when they may be saved. */
export function unitsProblem(units: number): string | null {
  if (!Number.isFinite(units) || units <= 0) return UNITS_MESSAGE;
  if (units > MAX_UNITS) return MAX_UNITS_MESSAGE;
  return null;
}

/**
 * docs/product.md §5 teaser adjustment: every line moves toward the bettor by the points, as
 * sportsbooks do (docs/product.md §10): spreads gain the points for either side, an Over total
 * moves down by them and an Under total up.
 */
export function teaserLine(
  line: number,
  betType: SlipBetType,
  selection: Selection,
  points: number,
): number {
  if (betType === 'Spread') return line + points;
  if (betType === 'Total') return selection === 'Over' ? line - points : line + points;
  return line;
}

const validLine = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n) && Math.abs(n) >= 100;

type Priced = Pick<LegSelection, 'betType' | 'selection' | 'matchup'>;

/**
 * A leg's price (American) and whether it was assumed: the posted price of the picked side; a
 * spread or total without one is -110 and a money line without one +100 (docs/product.md §9).
 */
export function legQuote(leg: Priced): { price: number; assumed: boolean } {
  const m = leg.matchup;
  const home = leg.selection === 'Home';
  if (leg.betType === 'MoneyLine') {
    const line = home ? m.homeMoneyLine : m.awayMoneyLine;
    return { price: validLine(line) ? line : MISSING_MONEYLINE_PRICE, assumed: false };
  }
  const posted =
    leg.betType === 'Spread'
      ? home
        ? m.homeSpreadPrice
        : m.awaySpreadPrice
      : leg.selection === 'Over'
        ? m.overPrice
        : m.underPrice;
  return validLine(posted)
    ? { price: posted, assumed: false }
    : { price: STANDARD_PRICE, assumed: true };
}

/** The price a leg contributes to the parlay estimate (American). */
export function legPrice(leg: Priced): number {
  return legQuote(leg).price;
}

/** What a stake wins at an American price, in units (2 decimals): 1u at -110 wins 0.91. */
export function toWin(price: number, units: number): number {
  return Math.round(units * (americanToDecimal(price) - 1) * 100) / 100;
}

/** docs/product.md §9 parlay estimate: legs' decimal odds multiplied, back to American; 0 with no legs. */
export function parlayPrice(
  legs: readonly Pick<LegSelection, 'betType' | 'selection' | 'matchup'>[],
): number {
  if (legs.length === 0) return 0;
  const decimal = legs.reduce((product, leg) => product * americanToDecimal(legPrice(leg)), 1);
  return decimalToAmerican(decimal);
}

/** The last word of a team's name ('Los Angeles Lakers' → 'Lakers'). */
export function teamWord(name: string | null | undefined, side: 'Home' | 'Away'): string {
  const words = teamName(name, side).split(/\s+/);
  return words[words.length - 1] ?? '';
}

const sideOf = (selection: Selection): 'Home' | 'Away' | null =>
  selection === 'Home' || selection === 'Away' ? selection : null;

/** A leg's description ('Lakers ML -170', 'Lakers -4.5', 'Over 220.5'), with teaser points applied when given. */
export function legText(
  m: Matchup,
  betType: SlipBetType,
  selection: Selection,
  teaserPoints?: number,
): string {
  const side = sideOf(selection);
  if (betType === 'Total' || !side) {
    const points = m.totalPoints;
    if (points == null) return selection;
    return `${selection} ${teaserPoints ? teaserLine(points, 'Total', selection, teaserPoints) : points}`;
  }
  const team = teamName(side === 'Home' ? m.homeTeam : m.awayTeam, side);
  if (betType === 'MoneyLine')
    return `${team} ML ${oddsText(side === 'Home' ? m.homeMoneyLine : m.awayMoneyLine)}`;
  const spread = sideSpread(m, side);
  if (spread == null) return `${team} ${spreadText(null)}`;
  return `${team} ${spreadText(teaserPoints ? teaserLine(spread, 'Spread', selection, teaserPoints) : spread)}`;
}

/** The earliest start among the games, when known: `{ startsAt }` or nothing. */
function startOf(games: readonly Matchup[]): { startsAt?: string } {
  const starts = games.flatMap((g) => startInstant(g)?.getTime() ?? []);
  return starts.length > 0 ? { startsAt: new Date(Math.min(...starts)).toISOString() } : {};
}

/** docs/product.md §3 single-bet slip entry: team word (or 'Over'/'Under') and the signed lines of the pick. */
export function buildSingleEntry(
  m: Matchup,
  betType: SlipBetType,
  selection: Selection,
  id: string,
  book: string | null = null,
): SlipEntry {
  const side = sideOf(selection);
  const isTotal = betType === 'Total' || !side;
  const word = side ? teamWord(side === 'Home' ? m.homeTeam : m.awayTeam, side) : selection;
  const points = m.totalPoints;
  const quote = legQuote({ betType, selection, matchup: m });
  return {
    id,
    units: DEFAULT_UNITS,
    reasoning: '',
    matchupId: m.id,
    homeTeam: teamName(m.homeTeam, 'Home'),
    awayTeam: teamName(m.awayTeam, 'Away'),
    betMode: 'single',
    team: isTotal ? selection : word,
    moneyLine:
      side && !isTotal
        ? oddsText(side === 'Home' ? m.homeMoneyLine : m.awayMoneyLine)
        : formatAmerican(STANDARD_PRICE),
    spread: side && !isTotal ? spreadText(sideSpread(m, side)) : spreadText(null),
    // docs/product.md §3: total reads '{team word} Over {points}'; a total pick names its own side.
    total: points == null ? '' : isTotal ? `${selection} ${points}` : `${word} Over ${points}`,
    includedMatchups: [],
    individualBets: [],
    legs: [{ matchupId: m.id, betType, selection, ...(book ? { book } : {}) }],
    price: quote.price,
    priceAssumed: quote.assumed,
    ...(book ? { book } : {}),
    ...startOf([m]),
  };
}

/** docs/product.md §3 parlay/teaser entry: '{n}-leg {mode}', the first leg's teams, the estimated price and each leg described. */
export function buildComboEntry(
  legs: readonly LegSelection[],
  mode: ComboMode,
  id: string,
  teaserPoints: number = DEFAULT_TEASER_POINTS,
): SlipEntry {
  const first = legs[0];
  if (!first) throw new RangeError('A parlay or teaser needs at least one leg');
  const points = mode === 'teaser' ? teaserPoints : undefined;
  // docs/product.md §9: a parlay multiplies its legs' prices; a teaser is paid from the house card.
  const price = points === undefined ? parlayPrice(legs) : teaserPrice(legs.length, points);
  const books = new Set(legs.map((l) => l.book ?? null));
  const [book] = books.size === 1 ? [...books] : [null];
  return {
    id,
    units: DEFAULT_UNITS,
    reasoning: '',
    matchupId: first.matchupId,
    homeTeam: teamName(first.matchup.homeTeam, 'Home'),
    awayTeam: teamName(first.matchup.awayTeam, 'Away'),
    betMode: mode,
    team: `${legs.length}-leg ${mode}`,
    moneyLine: price === null ? spreadText(null) : formatAmerican(price),
    spread: spreadText(null),
    total: '',
    ...(points === undefined ? {} : { teaserPoints: points }),
    includedMatchups: [...new Set(legs.map((l) => l.matchupId))],
    individualBets: legs.map((l) => legText(l.matchup, l.betType, l.selection, points)),
    legs: legs.map(({ matchupId, betType, selection, book }) => ({
      matchupId,
      betType,
      selection,
      ...(book ? { book } : {}),
    })),
    price,
    priceAssumed: points === undefined && legs.some((l) => legQuote(l).assumed),
    ...(book ? { book } : {}),
    ...startOf(legs.map((l) => l.matchup)),
  };
}

/** docs/product.md §3: on saving, status defaults to pending and createdAt to now. */
export function withSaveDefaults(entry: SlipEntry, now: Date): SlipEntry {
  return {
    ...entry,
    status: entry.status ?? 'pending',
    createdAt: entry.createdAt ?? now.toISOString(),
  };
}

/** A random short id for a slip entry. */
export function slipId(random: () => number = Math.random): string {
  return Math.floor(random() * 36 ** 8)
    .toString(36)
    .padStart(8, '0');
}

const BET_TYPE_WORDS: Record<SlipBetType, string> = {
  MoneyLine: 'Money Line',
  Spread: 'Spread',
  Total: '',
};

/** docs/product.md §4 single-mode toast: 'Away Money Line bet added', 'Home Spread bet added', 'Over bet added'. */
export function singleToast(betType: SlipBetType, selection: Selection): string {
  const words =
    betType === 'Total' || !sideOf(selection)
      ? selection
      : `${selection} ${BET_TYPE_WORDS[betType]}`;
  return `${words} bet added`;
}

/** docs/product.md §4: '{n}-leg {mode} added to bet slip'. */
export function comboToast(n: number, mode: ComboMode): string {
  return `${n}-leg ${mode} added to bet slip`;
}

/** docs/product.md §4: 'Add {n}-leg {MODE} to Bet Slip'. */
export function comboButtonLabel(n: number, mode: ComboMode): string {
  return `Add ${n}-leg ${mode.toUpperCase()} to Bet Slip`;
}
