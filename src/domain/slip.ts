/** SPEC §3/§5/§9 bet slip: legs, teaser lines, parlay pricing and the slip entries built from picks. */
import { z } from 'zod';
import { oddsText, spreadText, teamName } from './display';
import { matchupSchema, type Matchup } from './matchup';
import { americanToDecimal, decimalToAmerican, formatAmerican } from './odds';
import { sideSpread } from './outcomes';

export const MAX_LEGS = 8;
export const MAX_LEGS_MESSAGE = 'Maximum of 8 selections allowed for a parlay/teaser';
export const TEASER_MONEYLINE_MESSAGE = 'Money line bets cannot be included in teasers';
export const TEASER_POINTS = [4, 5, 6, 7, 10, 13] as const;
export const DEFAULT_TEASER_POINTS = 6;
export const DEFAULT_UNITS = 1;
/** SPEC §9: spread and total legs are priced at -110 in the parlay estimate. */
export const STANDARD_PRICE = -110;
/** SPEC §9: a money line leg without a line is priced at +100. */
export const MISSING_MONEYLINE_PRICE = 100;

export const betTypeSchema = z.enum(['MoneyLine', 'Spread', 'Total']);
export type SlipBetType = z.infer<typeof betTypeSchema>;
export const selectionSchema = z.enum(['Home', 'Away', 'Over', 'Under']);
export type Selection = z.infer<typeof selectionSchema>;
export const betModeSchema = z.enum(['single', 'parlay', 'teaser']);
export type BetMode = z.infer<typeof betModeSchema>;
export type ComboMode = Exclude<BetMode, 'single'>;

/** SPEC §3 leg selection. */
export const legSelectionSchema = z.object({
  matchupId: z.string(),
  betType: betTypeSchema,
  selection: selectionSchema,
  displayText: z.string(),
  matchup: matchupSchema,
});
export type LegSelection = z.infer<typeof legSelectionSchema>;

export const teaserPointsSchema = z
  .number()
  .refine(
    (n) => (TEASER_POINTS as readonly number[]).includes(n),
    'Teaser points must be 4, 5, 6, 7, 10 or 13',
  );

/** One leg of an entry as the server grades it: the game, the market and the side picked. */
export const entryLegSchema = z.object({
  matchupId: z.string().min(1),
  betType: betTypeSchema,
  selection: selectionSchema,
});
export type EntryLeg = z.infer<typeof entryLegSchema>;

/** SPEC §3 bet slip entry; status and createdAt are filled on saving. */
export const slipEntrySchema = z.object({
  id: z.string().min(1).max(64),
  units: z.number().positive().max(1000),
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
  includedMatchups: z.array(z.string()).max(MAX_LEGS),
  individualBets: z.array(z.string()).max(MAX_LEGS),
  /** Optional on the wire: each leg in machine form (a single has one), for grading. */
  legs: z.array(entryLegSchema).min(1).max(MAX_LEGS).optional(),
  status: z.enum(['pending', 'win', 'loss', 'push']).optional(),
  createdAt: z.string().optional(),
});
export type SlipEntry = z.infer<typeof slipEntrySchema>;

/** SPEC §7 POST /bets body. */
export const saveBetsRequestSchema = z.object({ bets: z.array(slipEntrySchema).min(1) });
export type SaveBetsRequest = z.infer<typeof saveBetsRequestSchema>;

const sameSlot = (a: LegSelection, b: LegSelection): boolean =>
  a.matchupId === b.matchupId && a.betType === b.betType;

/**
 * SPEC §5 toggling a leg: the same leg again removes it; another selection in the same game and
 * market replaces the old one (both sides of one line cannot be in a combo); teasers refuse money
 * lines; at most 8 legs.
 */
export function toggleLeg(
  legs: readonly LegSelection[],
  leg: LegSelection,
  mode: ComboMode,
): { legs: LegSelection[] } | { error: string } {
  const same = legs.findIndex((l) => sameSlot(l, leg) && l.selection === leg.selection);
  if (same >= 0) return { legs: legs.filter((_, i) => i !== same) };
  if (mode === 'teaser' && leg.betType === 'MoneyLine') return { error: TEASER_MONEYLINE_MESSAGE };
  const slot = legs.findIndex((l) => sameSlot(l, leg));
  if (slot >= 0) return { legs: legs.map((l, i) => (i === slot ? leg : l)) };
  if (legs.length >= MAX_LEGS) return { error: MAX_LEGS_MESSAGE };
  return { legs: [...legs, leg] };
}

/** SPEC §5 teaser adjustment: spreads gain the points, Over totals move up by them, Under totals down. */
export function teaserLine(
  line: number,
  betType: SlipBetType,
  selection: Selection,
  points: number,
): number {
  if (betType === 'Spread') return line + points;
  if (betType === 'Total') return selection === 'Under' ? line - points : line + points;
  return line;
}

const validLine = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n) && Math.abs(n) >= 100;

/** The price a leg contributes to the parlay estimate (American). */
export function legPrice(leg: Pick<LegSelection, 'betType' | 'selection' | 'matchup'>): number {
  if (leg.betType !== 'MoneyLine') return STANDARD_PRICE;
  const line = leg.selection === 'Home' ? leg.matchup.homeMoneyLine : leg.matchup.awayMoneyLine;
  return validLine(line) ? line : MISSING_MONEYLINE_PRICE;
}

/** SPEC §9 parlay estimate: legs' decimal odds multiplied, back to American; 0 with no legs. */
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

/** SPEC §3 single-bet slip entry: team word (or 'Over'/'Under') and the signed lines of the pick. */
export function buildSingleEntry(
  m: Matchup,
  betType: SlipBetType,
  selection: Selection,
  id: string,
): SlipEntry {
  const side = sideOf(selection);
  const isTotal = betType === 'Total' || !side;
  const word = side ? teamWord(side === 'Home' ? m.homeTeam : m.awayTeam, side) : selection;
  const points = m.totalPoints;
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
    // SPEC §3: total reads '{team word} Over {points}'; a total pick names its own side.
    total: points == null ? '' : isTotal ? `${selection} ${points}` : `${word} Over ${points}`,
    includedMatchups: [],
    individualBets: [],
  };
}

/** SPEC §3 parlay/teaser entry: '{n}-leg {mode}', the first leg's teams, the estimated price and each leg described. */
export function buildComboEntry(
  legs: readonly LegSelection[],
  mode: ComboMode,
  id: string,
  teaserPoints: number = DEFAULT_TEASER_POINTS,
): SlipEntry {
  const first = legs[0];
  if (!first) throw new RangeError('A parlay or teaser needs at least one leg');
  const points = mode === 'teaser' ? teaserPoints : undefined;
  return {
    id,
    units: DEFAULT_UNITS,
    reasoning: '',
    matchupId: first.matchupId,
    homeTeam: teamName(first.matchup.homeTeam, 'Home'),
    awayTeam: teamName(first.matchup.awayTeam, 'Away'),
    betMode: mode,
    team: `${legs.length}-leg ${mode}`,
    // SPEC §9 gives one estimate; teasers use it too.
    moneyLine: formatAmerican(parlayPrice(legs)),
    spread: spreadText(null),
    total: '',
    ...(points === undefined ? {} : { teaserPoints: points }),
    includedMatchups: [...new Set(legs.map((l) => l.matchupId))],
    individualBets: legs.map((l) => legText(l.matchup, l.betType, l.selection, points)),
  };
}

/** SPEC §3: on saving, status defaults to pending and createdAt to now. */
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

/** SPEC §4 single-mode toast: 'Away Money Line bet added', 'Home Spread bet added', 'Over bet added'. */
export function singleToast(betType: SlipBetType, selection: Selection): string {
  const words =
    betType === 'Total' || !sideOf(selection)
      ? selection
      : `${selection} ${BET_TYPE_WORDS[betType]}`;
  return `${words} bet added`;
}

/** SPEC §4: '{n}-leg {mode} added to bet slip'. */
export function comboToast(n: number, mode: ComboMode): string {
  return `${n}-leg ${mode} added to bet slip`;
}

/** SPEC §4: 'Add {n}-leg {MODE} to Bet Slip'. */
export function comboButtonLabel(n: number, mode: ComboMode): string {
  return `Add ${n}-leg ${mode.toUpperCase()} to Bet Slip`;
}
