/**
 * docs/product.md §3/§5/§9 bet slip, free of zod: its shapes, limits, messages and teaser card,
 * legs, teaser lines, parlay pricing, the slip entries built from picks and the checks of the
 * entries POST /api/bets receives (their wire schemas: ../contracts/slip.ts).
 */
import { oddsText, spreadText, teamName } from './display';
import type { Matchup, Side } from '../contracts/matchup';
import { bookSide, withQuote, type BookLines, type BookQuote } from './bookQuote';
import { americanToDecimal, decimalToAmerican, formatAmerican } from './odds';
import { sideSpread } from './outcomes';
import { startInstant } from './status';
import { DEFAULT_TEASER_POINTS, MIN_TEASER_LEGS, TEASER_PRICES } from './teaserCard';

/** The market of a leg. */
export type SlipBetType = 'MoneyLine' | 'Spread' | 'Total';
/** The side a leg picks. */
export type Selection = 'Home' | 'Away' | 'Over' | 'Under';
export type BetMode = 'single' | 'parlay' | 'teaser';
export type ComboMode = Exclude<BetMode, 'single'>;

// The shapes below are those ../contracts/slip.ts's schemas read (each checked against its
// schema there); declared here, free of zod, so the root store and these rules can use them.

/** docs/product.md §3 leg selection. */
export interface LegSelection {
  matchupId: string;
  betType: SlipBetType;
  selection: Selection;
  displayText: string;
  /** The game, with the book's price and point in place of the posted ones when a book's was taken (./bookQuote.ts). */
  matchup: Matchup;
  /** The key of the book whose price the leg takes; null or absent: the posted price. */
  book?: string | null;
  /** That book's title, as the slip shows it. */
  bookTitle?: string | null;
}

/**
 * One leg of an entry as the server grades it: the game, the market, the side picked, the key of
 * the book whose current price it takes (absent or null: the posted price), and the price and
 * point the slip showed, which the server checks against that book's current ones
 * (docs/product.md §9 "Price taken").
 */
export interface EntryLeg {
  matchupId: string;
  betType: SlipBetType;
  selection: Selection;
  book?: string | null;
  price?: number | null;
  point?: number | null;
}

/** docs/product.md §3 bet slip entry; status and createdAt are filled on saving. */
export interface SlipEntry {
  id: string;
  units: number;
  reasoning: string;
  matchupId: string;
  homeTeam: string;
  awayTeam: string;
  betMode: BetMode;
  team: string;
  moneyLine: string;
  spread: string;
  total: string;
  teaserPoints?: number;
  includedMatchups: string[];
  individualBets: string[];
  /** Optional on the wire: each leg in machine form (a single has one), for grading. */
  legs?: EntryLeg[];
  /** The price the browser showed (American); the server prices from its own lines. */
  price?: number | null;
  /** True when a leg's price was not posted and -110 was assumed (docs/product.md §9). */
  priceAssumed?: boolean;
  /** The key of the book of the price taken: a single's leg's, a combo's one book (docs/product.md §9). */
  book?: string | null;
  /** That book's title, as the slip shows it. */
  bookTitle?: string | null;
  /** The earliest start of the entry's games (ISO 8601), for the browser's closing check. */
  startsAt?: string | null;
  status?: 'pending' | 'win' | 'loss' | 'push';
  createdAt?: string;
}

/**
 * The bet slip's limits, messages and teaser card (docs/product.md §3/§5/§9), free of zod: the
 * root store reads these, and its import graph stays free of zod (docs/benchmarks.md).
 */
export const MAX_LEGS = 8;
export const MAX_LEGS_MESSAGE = 'Maximum of 8 selections allowed for a parlay/teaser';
export const TEASER_MONEYLINE_MESSAGE = 'Money line bets cannot be included in teasers';
/** docs/product.md §5: what the page and Tutorials say a teaser does to the lines. */
export const TEASER_DIRECTION_TEXT =
  'A teaser moves every line toward you by its points: spreads go up for either side, Over totals go down and Under totals go up.';
export const DEFAULT_UNITS = 1;
export const MAX_UNITS = 1000;
/** docs/product.md §5 slip refusals, said in the browser and by the server alike. */
export const UNITS_MESSAGE = 'Units must be greater than 0';
export const MAX_UNITS_MESSAGE = `Units must be at most ${MAX_UNITS}`;
export const DUPLICATE_SINGLE_MESSAGE = 'This pick is already on your bet slip';
export const SAME_GAME_MESSAGE = 'A game can be in a parlay or teaser only once';
/** docs/product.md §9: said beside a price that was not posted. */
export const ASSUMED_PRICE_NOTE = 'assumed -110';

/** docs/product.md §9: spread and total legs are priced at -110 in the parlay estimate. */
export const STANDARD_PRICE = -110;

/**
 * The price of a teaser with `legs` live legs. A teaser cut to one leg by pushes is paid as a
 * straight bet at the teased line (-110); null for no legs or points not on the card.
 */
export function teaserPrice(legs: number, points: number): number | null {
  if (legs === 1) return STANDARD_PRICE;
  return TEASER_PRICES[points]?.[legs - MIN_TEASER_LEGS] ?? null;
}
/** docs/product.md §9: a money line leg without a line is priced at +100. */
export const MISSING_MONEYLINE_PRICE = 100;

/**
 * docs/product.md §5 teasers: only football and basketball spreads and totals (the sports the
 * teaser card's 4-13 points are written for), every leg of one sport, no total teased to zero or
 * below. Each refusal names the leg it refuses.
 */
export const TEASER_SPORTS = ['nfl', 'ncaaf', 'nba', 'ncaab'] as const;
export const TEASER_SPORT_WORDS = 'football and basketball spreads and totals';
export const teaserSportMessage = (sport: string): string =>
  `${sport.toUpperCase()} cannot be teased: teasers take only ${TEASER_SPORT_WORDS}`;
export const teaserOneSportMessage = (sport: string, other: string): string =>
  `All legs of a teaser must be of one sport: ${other.toUpperCase()} cannot join ${sport.toUpperCase()}`;
export const teaserBelowZeroMessage = (leg: string, teased: number): string =>
  `A total cannot be teased below zero: ${leg} teased would be ${teased}`;

/** True for a sport whose spreads and totals may be teased. */
export function isTeaserSport(sport: string): boolean {
  return (TEASER_SPORTS as readonly string[]).includes(sport.trim().toLowerCase());
}

/**
 * docs/product.md §5 closing: a handicapper's published pick closes this many minutes before its
 * game (docs/product.md §10); a bettor's own tracked bet closes at the start.
 */
export const PUBLISH_CLOSE_MINUTES = 15;
export const pickStartedMessage = (game: string): string =>
  `${game} has already started: picks on it are closed.`;
export const publishClosedMessage = (game: string): string =>
  `${game} starts within ${PUBLISH_CLOSE_MINUTES} minutes: published picks close ${PUBLISH_CLOSE_MINUTES} minutes before the game`;

/** The instant picks on a game starting at `start` close: the start, or 15 minutes before it when published. */
export function picksCloseAt(start: Date, publish: boolean): Date {
  return publish ? new Date(start.getTime() - PUBLISH_CLOSE_MINUTES * 60_000) : start;
}

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

/** A parlay or teaser priced at one book: the book's key and title, the price, and each leg at that book. */
export interface ComboQuote {
  book: string;
  title: string;
  price: number;
  legs: BookQuote[];
}

type QuotedLeg = Pick<LegSelection, 'matchupId' | 'betType' | 'selection' | 'matchup'>;

/**
 * docs/product.md §9 one-book combos: a parlay or teaser is priced at one book that offers every
 * leg (the side at the point it was picked; a money line at any price). Each such book with its
 * price, best first (ties by title): a parlay multiplies that book's prices of the legs, a teaser
 * takes the card's price. Empty when no book offers every leg: there is then no price.
 * `booksOf` gives the books of a game (GET /api/matchups/{id}/odds).
 */
export function comboQuotes(
  legs: readonly QuotedLeg[],
  booksOf: (matchupId: string) => readonly BookLines[],
  mode: ComboMode,
  teaserPoints: number = DEFAULT_TEASER_POINTS,
): ComboQuote[] {
  const [first] = legs;
  if (!first) return [];
  const card = mode === 'teaser' ? teaserPrice(legs.length, teaserPoints) : null;
  if (mode === 'teaser' && card === null) return [];
  const quotes = booksOf(first.matchupId).flatMap((candidate): ComboQuote[] => {
    const at: BookQuote[] = [];
    for (const leg of legs) {
      const lines = booksOf(leg.matchupId).find((b) => b.book === candidate.book);
      const quote = lines ? bookSide(lines, leg.betType, leg.selection) : null;
      if (!quote || quote.point !== legPoint(leg.matchup, leg.betType, leg.selection)) return [];
      at.push(quote);
    }
    const decimal = at.reduce((d, q) => d * americanToDecimal(q.price), 1);
    const price = card ?? decimalToAmerican(decimal);
    return [{ book: candidate.book, title: candidate.title, price, legs: at }];
  });
  const rank = (q: ComboQuote) => americanToDecimal(q.price);
  return quotes.sort((a, b) => rank(b) - rank(a) || a.title.localeCompare(b.title));
}

/** The legs as taken at the combo's one book: each game at that book's price, the book named. */
export function legsAtBook(legs: readonly LegSelection[], quote: ComboQuote): LegSelection[] {
  return legs.map((leg, i) => {
    const matchup = withQuote(leg.matchup, leg.betType, leg.selection, quote.legs[i]);
    return {
      ...leg,
      matchup,
      displayText: legText(matchup, leg.betType, leg.selection),
      book: quote.book,
      bookTitle: quote.title,
    };
  });
}

/**
 * docs/product.md §9: why a parlay's or teaser's legs cannot be priced together (they name more
 * than one book, or some a book and some the posted line), or null.
 */
export function oneBookMessage(
  legs: readonly Pick<EntryLeg, 'book'>[],
  mode: ComboMode,
): string | null {
  const books = [...new Set(legs.map((l) => l.book ?? null))];
  if (books.length <= 1) return null;
  const names = books.map((b) => b ?? 'the posted line').join(', ');
  return `A ${mode} is priced at one book that offers every leg; these legs are at ${names}. Build it again at one book.`;
}

/** docs/product.md §9: said where no book offers every leg of a parlay or teaser. */
export const noOneBookMessage = (n: number, mode: ComboMode): string =>
  `No single book offers all ${n} legs of this ${mode} at these lines, so it has no price. Remove a leg or pick another line.`;

/** The last word of a team's name ('Los Angeles Lakers' → 'Lakers'). */
export function teamWord(name: string | null | undefined, side: 'Home' | 'Away'): string {
  const words = teamName(name, side).split(/\s+/);
  return words[words.length - 1] ?? '';
}

/**
 * docs/product.md §3 a pick's team as the slip names it: the last word of its name, or the whole
 * name when another team on the slate (`slate`: the names of that day's teams of the league)
 * shares that word ('Butler Bulldogs' on a day Georgia and Gonzaga play too).
 */
export function teamLabel(
  name: string | null | undefined,
  side: 'Home' | 'Away',
  slate: readonly string[] = [],
): string {
  const full = teamName(name, side);
  const word = teamWord(name, side);
  const shared = slate.some((other) => other.trim() !== full && teamWord(other, side) === word);
  return shared ? full : word;
}

/** The names of the teams of the games of one league on one date: the slate teamLabel reads. */
export function slateTeams(
  games: readonly Pick<Matchup, 'sport' | 'date' | 'homeTeam' | 'awayTeam'>[],
  of: Pick<Matchup, 'sport' | 'date'>,
): string[] {
  return games
    .filter((g) => g.sport === of.sport && g.date === of.date)
    .flatMap((g) => [g.homeTeam ?? '', g.awayTeam ?? ''])
    .filter((n) => n.trim() !== '');
}

const sideOf = (selection: Selection): 'Home' | 'Away' | null =>
  selection === 'Home' || selection === 'Away' ? selection : null;

/** The point a leg is taken at: the picked side's spread or the total; null on a money line or when unknown. */
export function legPoint(m: Matchup, betType: SlipBetType, selection: Selection): number | null {
  if (betType === 'MoneyLine') return null;
  if (betType === 'Total') return m.totalPoints ?? null;
  const side = sideOf(selection);
  return side ? (sideSpread(m, side) ?? null) : null;
}

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

/** Where a single is taken: the book's key and title (none: the posted price) and the slate its team is named among. */
export interface SingleAt {
  book?: string | null;
  bookTitle?: string | null;
  slate?: readonly string[];
}

/**
 * docs/product.md §3 single-bet slip entry: the team (teamLabel) or 'Over'/'Under', the signed
 * lines of the pick, and its leg with the price and point shown.
 */
export function buildSingleEntry(
  m: Matchup,
  betType: SlipBetType,
  selection: Selection,
  id: string,
  at: SingleAt = {},
): SlipEntry {
  const { book = null, bookTitle = null, slate = [] } = at;
  const side = sideOf(selection);
  const isTotal = betType === 'Total' || !side;
  const word = side ? teamLabel(side === 'Home' ? m.homeTeam : m.awayTeam, side, slate) : selection;
  const points = m.totalPoints;
  const quote = legQuote({ betType, selection, matchup: m });
  const point = legPoint(m, betType, selection);
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
    legs: [
      { matchupId: m.id, betType, selection, ...(book ? { book } : {}), price: quote.price, point },
    ],
    price: quote.price,
    priceAssumed: quote.assumed,
    ...(book ? { book, bookTitle: bookTitle ?? book } : {}),
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
  const bookTitle = book ? (first.bookTitle ?? book) : null;
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
    legs: legs.map(({ matchupId, betType, selection, book, matchup }) => ({
      matchupId,
      betType,
      selection,
      ...(book ? { book } : {}),
      price: legQuote({ betType, selection, matchup }).price,
      point: legPoint(matchup, betType, selection),
    })),
    price,
    priceAssumed: points === undefined && legs.some((l) => legQuote(l).assumed),
    ...(book ? { book, bookTitle } : {}),
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

/**
 * A single as the slip reads it: 'Butler Bulldogs ML +204', 'Suns +2.5 -108', 'Over 220.5 -110',
 * with ' at {book}' when a book's price was taken.
 */
export function singleText(entry: SlipEntry): string {
  const leg = entry.legs?.[0];
  const price = entry.price == null ? '' : ` ${formatAmerican(entry.price)}`;
  const at = entry.bookTitle ? ` at ${entry.bookTitle}` : '';
  if (leg?.betType === 'Total') return `${entry.total}${price}${at}`;
  if (leg?.betType === 'Spread') return `${entry.team} ${entry.spread}${price}${at}`;
  return `${entry.team} ML${price}${at}`;
}

/** docs/product.md §4 single-mode toast: the pick itself, 'Butler Bulldogs ML +204 at FanDuel added'. */
export function singleToast(entry: SlipEntry): string {
  return `${singleText(entry)} added`;
}

/** docs/product.md §4: '{n}-leg {mode} added to bet slip'. */
export function comboToast(n: number, mode: ComboMode): string {
  return `${n}-leg ${mode} added to bet slip`;
}

/** docs/product.md §4: 'Add {n}-leg {MODE} to Bet Slip'. */
export function comboButtonLabel(n: number, mode: ComboMode): string {
  return `Add ${n}-leg ${mode.toUpperCase()} to Bet Slip`;
}

// The entries of POST /api/bets (docs/product.md §3): the legs each holds, and what is wrong with it.

/** One leg in machine form: the game, the market and the side picked (the entry's `legs`). */
export type LegChoice = EntryLeg;

/** A validation problem, with the path inside one entry ('legs.0.selection'). */
export interface EntryIssue {
  path: (string | number)[];
  message: string;
}

export const TEASER_MIN_LEGS_MESSAGE = 'A teaser needs at least 2 legs';
export const TEASER_POINTS_REQUIRED = 'Choose the teaser points: 4, 5, 6, 7, 10 or 13';
export const COMBO_LEGS_REQUIRED =
  'Send the legs of a parlay or teaser: legs [{matchupId, betType, selection}]';
export const SINGLE_AMBIGUOUS =
  'Say which market this pick is on: legs [{matchupId, betType, selection}]';
export const SINGLE_ONE_LEG = 'A single has exactly one leg';
export const LEG_OUTSIDE_ENTRY = "The leg must be on the entry's matchup";
export const SELECTION_MISMATCH =
  'Over and Under go with Total; Home and Away with MoneyLine or Spread';
export const MATCHUP_NOT_IN_LEGS = "matchupId must be one of the legs' games";
export const INCLUDED_MISMATCH = "includedMatchups must list exactly the legs' games";
export const DUPLICATE_ENTRY_ID = 'Each entry needs its own id';

/** A selection of a team (Home or Away), not of a total. */
export const isSide = (s: Selection): s is Side => s === 'Home' || s === 'Away';
const fits = (leg: Pick<LegChoice, 'betType' | 'selection'>): boolean =>
  leg.betType === 'Total' ? !isSide(leg.selection) : isSide(leg.selection);

const missing = (text: string): boolean => text.trim() === '' || text.trim() === '-';

/**
 * The leg of a single read from docs/product.md §3's texts (no `legs` sent): 'Over'/'Under' is the total;
 * otherwise the team word names the side, and the market is the only one of money line and
 * spread that has a line. Null when the texts do not say (both lines filled, or no team match).
 */
export function deriveSingleLeg(entry: SlipEntry): LegChoice | null {
  const base = { matchupId: entry.matchupId };
  if (entry.team === 'Over' || entry.team === 'Under') {
    return { ...base, betType: 'Total', selection: entry.team };
  }
  // The team word, or the whole name where the slate shares the word (teamLabel).
  const names = (name: string, side: Side) => [teamWord(name, side), teamName(name, side)];
  const home = names(entry.homeTeam, 'Home').includes(entry.team);
  const away = names(entry.awayTeam, 'Away').includes(entry.team);
  if (home === away) return null;
  const selection: Side = home ? 'Home' : 'Away';
  const hasMl = !missing(entry.moneyLine);
  const hasSpread = !missing(entry.spread);
  if (hasMl === hasSpread) return null;
  return { ...base, betType: hasMl ? 'MoneyLine' : 'Spread', selection };
}

type LegsOrIssues = { legs: LegChoice[] } | { issues: EntryIssue[] };

function singleLegs(entry: SlipEntry, legs: readonly LegChoice[] | undefined): LegsOrIssues {
  if (!legs) {
    const derived = deriveSingleLeg(entry);
    return derived
      ? { legs: [derived] }
      : { issues: [{ path: ['legs'], message: SINGLE_AMBIGUOUS }] };
  }
  const [leg] = legs;
  if (!leg || legs.length !== 1) return { issues: [{ path: ['legs'], message: SINGLE_ONE_LEG }] };
  if (leg.matchupId !== entry.matchupId) {
    return { issues: [{ path: ['legs', 0, 'matchupId'], message: LEG_OUTSIDE_ENTRY }] };
  }
  return { legs: [leg] };
}

function comboIssues(entry: SlipEntry, legs: readonly LegChoice[]): EntryIssue[] {
  const issues: EntryIssue[] = [];
  const slots = new Set<string>();
  legs.forEach((leg, i) => {
    // docs/product.md §5: one game at most once in a parlay or teaser.
    if (slots.has(leg.matchupId)) issues.push({ path: ['legs', i], message: SAME_GAME_MESSAGE });
    slots.add(leg.matchupId);
    if (entry.betMode === 'teaser' && leg.betType === 'MoneyLine') {
      issues.push({ path: ['legs', i, 'betType'], message: TEASER_MONEYLINE_MESSAGE });
    }
  });
  if (entry.betMode === 'teaser') {
    if (legs.length < MIN_TEASER_LEGS)
      issues.push({ path: ['legs'], message: TEASER_MIN_LEGS_MESSAGE });
    if (entry.teaserPoints === undefined)
      issues.push({ path: ['teaserPoints'], message: TEASER_POINTS_REQUIRED });
  }
  const games = new Set(legs.map((l) => l.matchupId));
  if (!games.has(entry.matchupId))
    issues.push({ path: ['matchupId'], message: MATCHUP_NOT_IN_LEGS });
  const included = new Set(entry.includedMatchups);
  const sameGames = included.size === games.size && [...games].every((g) => included.has(g));
  if (entry.includedMatchups.length > 0 && !sameGames) {
    issues.push({ path: ['includedMatchups'], message: INCLUDED_MISMATCH });
  }
  return issues;
}

/**
 * The legs of a submitted entry, or what is wrong with it. `legs` is optional on the wire: a
 * single without it is read from its texts; a parlay or teaser must send it.
 */
export function entryLegs(entry: SlipEntry, legs: readonly LegChoice[] | undefined): LegsOrIssues {
  const mismatched = (legs ?? []).flatMap((leg, i) =>
    fits(leg) ? [] : [{ path: ['legs', i, 'selection'], message: SELECTION_MISMATCH }],
  );
  if (mismatched.length > 0) return { issues: mismatched };
  if (entry.betMode === 'single') return singleLegs(entry, legs);
  if (!legs) return { issues: [{ path: ['legs'], message: COMBO_LEGS_REQUIRED }] };
  const issues = comboIssues(entry, legs);
  return issues.length > 0 ? { issues } : { legs: [...legs] };
}

/** Entry ids that occur more than once in one request (their indexes after the first). */
export function duplicateEntryIds(entries: readonly { id: string }[]): number[] {
  const seen = new Set<string>();
  return entries.flatMap((e, i) => {
    if (seen.has(e.id)) return [i];
    seen.add(e.id);
    return [];
  });
}

/**
 * docs/product.md §5: indexes of singles that repeat an earlier single of the same request (same
 * game, market and side), given each entry's legs.
 */
export function duplicateSingles(
  entries: readonly Pick<SlipEntry, 'betMode'>[],
  legs: readonly (readonly LegChoice[])[],
): number[] {
  const seen = new Set<string>();
  return entries.flatMap((e, i) => {
    const leg = legs[i]?.[0];
    if (e.betMode !== 'single' || !leg) return [];
    const key = `${leg.matchupId}\u0000${leg.betType}\u0000${leg.selection}`;
    if (seen.has(key)) return [i];
    seen.add(key);
    return [];
  });
}
