/**
 * Saved bets (docs/design.md §3 POST/GET /api/bets): which legs an entry holds, the line each leg is taken
 * at, teaser prices, grading (with real pushes), profit in units and closing-line value.
 *
 * docs/product.md §9's "a push counts as a loss" is for AI summaries only (outcomes.ts aiOutcome); a user's
 * bet that lands on the number is a push and returns the stake.
 */
import { z } from 'zod';
import { betGameSchema } from './betGames';
import type { Matchup, Side } from './matchup';
import { americanToDecimal, decimalToAmerican } from './odds';
import { clvPoints, fairProbabilityAtPoint, marginSigma } from './figures';
import { noVigShare } from './edgePricing';
import { gradeMoneyline, gradeSpread, gradeTotal, sideSpread, type Outcome } from './outcomes';
import {
  MIN_TEASER_LEGS,
  SAME_GAME_MESSAGE,
  STANDARD_PRICE,
  TEASER_MONEYLINE_MESSAGE,
  teaserPrice,
  betModeSchema,
  betTypeSchema,
  selectionSchema,
  teamWord,
  teaserLine,
  type BetMode,
  type EntryLeg,
  type Selection,
  type SlipEntry,
} from './slip';

export { MIN_TEASER_LEGS, TEASER_PRICES, teaserPrice } from './slip';

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
export const DUPLICATE_SLOT = SAME_GAME_MESSAGE;
export const MATCHUP_NOT_IN_LEGS = "matchupId must be one of the legs' games";
export const INCLUDED_MISMATCH = "includedMatchups must list exactly the legs' games";
export const DUPLICATE_ENTRY_ID = 'Each entry needs its own id';

const isSide = (s: Selection): s is Side => s === 'Home' || s === 'Away';
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
  const home = teamWord(entry.homeTeam, 'Home');
  const away = teamWord(entry.awayTeam, 'Away');
  if (home === away || (entry.team !== home && entry.team !== away)) return null;
  const selection: Side = entry.team === home ? 'Home' : 'Away';
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
    if (slots.has(leg.matchupId)) issues.push({ path: ['legs', i], message: DUPLICATE_SLOT });
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

type Lines = Pick<
  Matchup,
  'awayMoneyLine' | 'homeMoneyLine' | 'awaySpread' | 'homeSpread' | 'totalPoints'
> &
  Partial<Pick<Matchup, 'homeSpreadPrice' | 'awaySpreadPrice' | 'overPrice' | 'underPrice'>>;

/** What a leg is taken at: the American price and, for spreads and totals, the points. */
export interface TakenLine {
  price: number;
  line: number | null;
}

const isNum = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n);

/**
 * The line a leg is taken at from the game's current lines: a money line at its own price; a
 * spread (the picked side's) or total at its side's posted price, docs/product.md §9's -110 when
 * none is posted. Null when that market is not offered.
 */
export function takenLine(
  lines: Lines,
  leg: Pick<LegChoice, 'betType' | 'selection'>,
): TakenLine | null {
  const { betType, selection } = leg;
  const posted = (p: number | null | undefined): number =>
    isNum(p) && Math.abs(p) >= 100 ? p : STANDARD_PRICE;
  if (betType === 'Total') {
    if (!isNum(lines.totalPoints)) return null;
    const price = posted(selection === 'Over' ? lines.overPrice : lines.underPrice);
    return { price, line: lines.totalPoints };
  }
  if (!isSide(selection)) return null;
  if (betType === 'Spread') {
    const spread = sideSpread(lines, selection);
    const price = posted(selection === 'Home' ? lines.homeSpreadPrice : lines.awaySpreadPrice);
    return spread == null ? null : { price, line: spread };
  }
  const ml = selection === 'Home' ? lines.homeMoneyLine : lines.awayMoneyLine;
  return isNum(ml) && Math.abs(ml) >= 100 ? { price: ml, line: null } : null;
}

/** The line a leg is graded on: the taken line, moved by the teaser points (docs/product.md §5) for teasers. */
export function gradedLine(
  taken: TakenLine,
  leg: Pick<LegChoice, 'betType' | 'selection'>,
  teaserPoints?: number,
): number | null {
  if (taken.line === null || teaserPoints === undefined) return taken.line;
  return teaserLine(taken.line, leg.betType, leg.selection, teaserPoints);
}

/** An entry's price when saved: a single's own; a parlay's legs multiplied (docs/product.md §9); a teaser from the card. */
export function entryPrice(
  mode: BetMode,
  prices: readonly number[],
  teaserPoints?: number,
): number | null {
  if (prices.length === 0) return null;
  if (mode === 'single') return prices[0] ?? null;
  if (mode === 'teaser') return teaserPrice(prices.length, teaserPoints ?? Number.NaN);
  return decimalToAmerican(prices.reduce((d, p) => d * americanToDecimal(p), 1));
}

type Final = Pick<Matchup, 'status' | 'homeScore' | 'awayScore'>;

/** One leg against the final score (docs/product.md §9 outcome rules, a tie on the number is a push). */
export function gradeLeg(
  leg: Pick<LegChoice, 'betType' | 'selection'> & { line: number | null },
  game: Final,
): Outcome {
  const m: Matchup = {
    id: '',
    sport: '',
    status: game.status,
    homeScore: game.homeScore,
    awayScore: game.awayScore,
  };
  const { betType, selection, line } = leg;
  if (betType === 'Total')
    return isSide(selection) || line === null ? 'pending' : gradeTotal(m, selection, line);
  if (!isSide(selection)) return 'pending';
  if (betType === 'MoneyLine') return gradeMoneyline(m, selection);
  return line === null ? 'pending' : gradeSpread(m, selection, line);
}

/** An entry's grade and the decimal odds it is paid at (null unless won). */
export interface EntryGrade {
  status: Outcome;
  decimal: number | null;
}

/**
 * A whole entry from its legs. Any lost leg loses it; any pending leg keeps it pending; pushed
 * legs drop out and the rest is repriced (a parlay multiplies the remaining legs' prices, a
 * teaser takes the card's price for the remaining count); every leg pushed is a push.
 */
export function gradeEntry(
  mode: BetMode,
  legs: readonly { status: Outcome; price: number }[],
  teaserPoints?: number,
): EntryGrade {
  if (legs.length === 0) return { status: 'pending', decimal: null };
  if (legs.some((l) => l.status === 'loss')) return { status: 'loss', decimal: null };
  if (legs.some((l) => l.status === 'pending')) return { status: 'pending', decimal: null };
  const won = legs.filter((l) => l.status === 'win');
  if (won.length === 0) return { status: 'push', decimal: null };
  if (mode === 'teaser') {
    const price = teaserPrice(won.length, teaserPoints ?? Number.NaN);
    return price === null
      ? { status: 'pending', decimal: null }
      : { status: 'win', decimal: americanToDecimal(price) };
  }
  return { status: 'win', decimal: won.reduce((d, l) => d * americanToDecimal(l.price), 1) };
}

const round = (n: number, places: number): number => {
  const f = 10 ** places;
  return Math.round(n * f) / f;
};

/**
 * Profit in units (4 decimals): a win pays units × (decimal − 1) (+150 → 1.5 a unit, -110 →
 * 0.9091), a loss costs the units, a push is 0, pending has none.
 */
export function entryProfit(grade: EntryGrade, units: number): number | null {
  if (grade.status === 'win' && grade.decimal !== null)
    return round(units * (grade.decimal - 1), 4);
  if (grade.status === 'loss') return -units;
  if (grade.status === 'push') return 0;
  return null;
}

/**
 * The closing fair (no-vig) probability of the side a leg took, and the closing point it belongs
 * to: a money line from both closing money lines; a spread or total from both sides' closing
 * prices (-110 each when none is posted). Null when the market had no closing line.
 */
export function closingFairProbability(
  leg: Pick<LegChoice, 'betType' | 'selection'>,
  closing: Lines,
): { probability: number; line: number | null } | null {
  const { betType, selection } = leg;
  const posted = (p: number | null | undefined): number =>
    isNum(p) && Math.abs(p) >= 100 ? p : STANDARD_PRICE;
  if (betType === 'MoneyLine') {
    if (!isSide(selection)) return null;
    const own = selection === 'Home' ? closing.homeMoneyLine : closing.awayMoneyLine;
    const other = selection === 'Home' ? closing.awayMoneyLine : closing.homeMoneyLine;
    const share = noVigShare(own, other);
    return share === null ? null : { probability: share, line: null };
  }
  if (betType === 'Total') {
    if (!isNum(closing.totalPoints)) return null;
    const over = selection === 'Over';
    const share = noVigShare(
      posted(over ? closing.overPrice : closing.underPrice),
      posted(over ? closing.underPrice : closing.overPrice),
    );
    return share === null ? null : { probability: share, line: closing.totalPoints };
  }
  if (!isSide(selection)) return null;
  const spread = sideSpread(closing, selection);
  if (spread == null) return null;
  const home = selection === 'Home';
  const share = noVigShare(
    posted(home ? closing.homeSpreadPrice : closing.awaySpreadPrice),
    posted(home ? closing.awaySpreadPrice : closing.homeSpreadPrice),
  );
  return share === null ? null : { probability: share, line: spread };
}

/**
 * Closing-line value of a leg in no-vig probability points, the one unit of every market
 * (src/domain/figures.ts clvPoints): the side's closing fair probability minus the break-even
 * probability of the price taken. When a spread or total closed at another point, the fair
 * probability is moved to the point taken through the league's margin distribution. Took +150
 * (40%), closed at a fair 45%: +5. Teaser legs compare the untweaked lines. Null without a
 * closing line.
 */
export function legClv(
  leg: Pick<LegChoice, 'betType' | 'selection'>,
  taken: TakenLine,
  closing: Lines | null,
  sport: string,
): number | null {
  if (!closing) return null;
  const fair = closingFairProbability(leg, closing);
  if (!fair) return null;
  if (leg.betType === 'MoneyLine') return clvPoints(taken.price, fair.probability);
  if (taken.line === null || fair.line === null) return null;
  // Points the taken line is better for the bettor than the closing one.
  const better =
    leg.betType === 'Total' && leg.selection === 'Over'
      ? fair.line - taken.line
      : taken.line - fair.line;
  const sigma = marginSigma(sport, leg.betType === 'Total' ? 'total' : 'spread');
  return clvPoints(taken.price, fairProbabilityAtPoint(fair.probability, better, sigma));
}

/** An entry's closing-line value: the mean of its legs' values that are known (2 decimals), else null. */
export function entryClv(values: readonly (number | null)[]): number | null {
  const known = values.filter(isNum);
  if (known.length === 0) return null;
  return round(known.reduce((a, b) => a + b, 0) / known.length, 2);
}

const outcomeSchema = z.enum(['pending', 'win', 'loss', 'push']);

/** A saved leg as GET/POST /api/bets return it: what was taken, what it is graded on, its grade and CLV. */
export const savedLegSchema = z.object({
  matchupId: z.string(),
  betType: betTypeSchema,
  selection: selectionSchema,
  price: z.number(),
  line: z.number().nullable(),
  gradedLine: z.number().nullable(),
  /** The book whose price the leg took; null: the posted price (docs/product.md §9). */
  book: z.string().nullable().optional(),
  status: outcomeSchema,
  closingPrice: z.number().nullable(),
  closingLine: z.number().nullable(),
  clv: z.number().nullable(),
});
export type SavedLeg = z.infer<typeof savedLegSchema>;

/**
 * A saved pick on the wire: docs/product.md §3's slip entry as the server rebuilt it from the lines taken,
 * plus its grade. teaserPoints only on teasers, betType only on singles.
 */
export const savedBetSchema = z.object({
  id: z.string(),
  units: z.number(),
  reasoning: z.string(),
  matchupId: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  betMode: betModeSchema,
  team: z.string(),
  moneyLine: z.string(),
  spread: z.string(),
  total: z.string(),
  teaserPoints: z.number().optional(),
  includedMatchups: z.array(z.string()),
  individualBets: z.array(z.string()),
  status: outcomeSchema,
  createdAt: z.string(),
  gradedAt: z.string().nullable(),
  price: z.number().nullable(),
  /** The book of the price taken: a single's, a combo's when every leg is at one book. */
  book: z.string().nullable().optional(),
  /** False: a bet its owner tracks; true (or absent): a handicapper's pick posted to subscribers. */
  published: z.boolean().optional(),
  profit: z.number().nullable(),
  clv: z.number().nullable(),
  betType: betTypeSchema.optional(),
  sport: z.string(),
  legs: z.array(savedLegSchema),
  /** A bet imported from a CSV: the file's Event and Bet texts (it has no legs). */
  imported: z.object({ event: z.string(), bet: z.string() }).optional(),
});
export type SavedBet = z.infer<typeof savedBetSchema>;

/** POST /api/bets answer. */
export const saveBetsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  bets: z.array(savedBetSchema),
});
/** Most bets one page of GET /api/bets holds. */
export const MAX_BETS_PAGE = 500;

/**
 * GET /api/bets?limit=&before= : without `limit`, every bet (the original answer); with it, the
 * newest `limit` bets older than the bet whose id is `before` (none: from the newest).
 */
export const betsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `Limit must be a whole number from 1 to ${MAX_BETS_PAGE}.` })
    .int(`Limit must be a whole number from 1 to ${MAX_BETS_PAGE}.`)
    .min(1, `Limit must be a whole number from 1 to ${MAX_BETS_PAGE}.`)
    .max(MAX_BETS_PAGE, `Limit must be a whole number from 1 to ${MAX_BETS_PAGE}.`)
    .optional(),
  before: z.string().trim().min(1).max(200).optional(),
});

/**
 * GET /api/bets answer: newest first. A page (`limit` asked) also says where the next one starts:
 * `nextBefore` is the id to send as `before`, null on the last page; absent without `limit`.
 */
export const betsResponseSchema = z.object({
  bets: z.array(savedBetSchema),
  nextBefore: z.string().nullable().optional(),
  /** The games of the open bets listed, as they stand now (src/domain/betGames.ts). */
  games: z.array(betGameSchema).optional(),
});

/** The POST message: how many picks were saved now and how many had been already. */
export function savedMessage(saved: number, already: number): string {
  const picks = (n: number) => `${n} pick${n === 1 ? '' : 's'}`;
  if (already === 0) return `${picks(saved)} saved.`;
  if (saved === 0) return `${picks(already)} already saved.`;
  return `${picks(saved)} saved; ${picks(already)} already saved.`;
}
