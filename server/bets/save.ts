import {
  DUPLICATE_ENTRY_ID,
  duplicateEntryIds,
  duplicateSingles,
  entryLegs,
  type LegChoice,
  DUPLICATE_SINGLE_MESSAGE,
  buildComboEntry,
  buildSingleEntry,
  legText,
  oneBookMessage,
  pickStartedMessage,
  picksCloseAt,
  publishClosedMessage,
  teaserLegProblem,
  teaserSportsProblem,
  type SlipEntry,
} from '@domain/rules/slip';
import { entryPrice, gradedLine, takenLine, type TakenLine } from '@domain/rules/bets';
import type { SavedBet } from '@domain/contracts/bets';
import {
  lineMovedMessage,
  priceMovedMessage,
  priceWithinTolerance,
  quoteAt,
  withQuote,
  type BookLines,
} from '@domain/rules/bookQuote';
import { teamName } from '@domain/rules/display';
import type { Matchup } from '@domain/contracts/matchup';
import { formatAmerican } from '@domain/rules/odds';
import { isFinished } from '@domain/rules/status';
import { addDays, easternDate, easternToInstant } from '@domain/rules/dates';
import { dailyPicksRefusal, MAX_PUBLISHED_PER_DAY } from '@domain/rules/marketplace';
import type { Db, Queryable } from '../db/db';
import { ProblemError } from '../http/problem';
import { toWire, type MatchupRow } from '../matchups';
import { betsTransaction } from './listCache';
import { insertBet, listBets, savedIds, type NewBet, type NewLeg } from './repository';

export const UNKNOWN_MATCHUP = (id: string) => `Unknown matchup: ${id}.`;
export const GAME_STARTED = pickStartedMessage;
export const MARKET_CLOSED = (game: string, market: string) =>
  `${game}: no ${market} line is offered.`;

export const BOOK_OFF_MARKET = (book: string, game: string, market: string) =>
  `${book} does not post that ${market} of ${game}.`;
export const UNKNOWN_BOOK = (book: string, game: string) =>
  `No book '${book}' prices ${game}: name a book by its key, as GET /api/matchups/{id}/odds lists it.`;

const MARKET_WORDS = { MoneyLine: 'money line', Spread: 'spread', Total: 'total' } as const;

const gameName = (m: MatchupRow): string =>
  `${teamName(m.awayTeam, 'Away')} @ ${teamName(m.homeTeam, 'Home')}`;

class Issues {
  readonly errors: Record<string, string[]> = {};
  first: string | undefined;
  add(path: (string | number)[], message: string): void {
    (this.errors[path.map(String).join('.')] ??= []).push(message);
    this.first ??= message;
  }
  /**
   * The refusal as problem details: 400 for a malformed entry, 422 for one the games refuse, 409
   * for a price or line that moved since the slip showed it.
   */
  throwIfAny(status: 400 | 409 | 422): void {
    if (this.first !== undefined) throw new ProblemError(status, this.first, this.errors);
  }
}

/** The legs of every entry, or a 400 naming each malformed one. */
function legsOf(entries: readonly SlipEntry[]): LegChoice[][] {
  const issues = new Issues();
  const all = entries.map((entry, i) => {
    const result = entryLegs(entry, entry.legs);
    if ('issues' in result) {
      for (const issue of result.issues) issues.add(['bets', i, ...issue.path], issue.message);
      return [];
    }
    return result.legs;
  });
  // docs/product.md §5: no duplicate single in one submission.
  for (const i of duplicateSingles(entries, all))
    issues.add(['bets', i, 'legs'], DUPLICATE_SINGLE_MESSAGE);
  issues.throwIfAny(400);
  return all;
}

interface TakenLeg {
  choice: LegChoice;
  game: MatchupRow;
  taken: TakenLine;
  /** The book whose current price was taken (its key and title); null: the posted price. */
  book: { key: string; title: string } | null;
}

/** What a leg is taken on: the game as stored now and its books' current prices. */
interface LegSource {
  game: MatchupRow | undefined;
  books: readonly BookLines[];
}

/**
 * A leg taken on its game as stored now, or why it cannot be: unknown game, closed (a published
 * pick 15 minutes before the start, a tracked bet at the start: docs/product.md §10), market not
 * offered. A leg naming a book takes that book's current price and line (docs/product.md §9).
 */
function takeLeg(
  choice: LegChoice,
  { game, books }: LegSource,
  now: Date,
  publish: boolean,
): TakenLeg | string {
  if (!game) return UNKNOWN_MATCHUP(choice.matchupId);
  if (game.startsAt.getTime() <= now.getTime() || isFinished(game.status))
    return GAME_STARTED(gameName(game));
  if (picksCloseAt(game.startsAt, publish).getTime() <= now.getTime())
    return publishClosedMessage(gameName(game));
  const market = MARKET_WORDS[choice.betType];
  if (choice.book) {
    // docs/product.md §9: a book is named by its key, never by its title.
    const lines = books.find((b) => b.book === choice.book);
    if (!lines) return UNKNOWN_BOOK(choice.book, gameName(game));
    const quote = quoteAt(books, choice.book, choice.betType, choice.selection);
    if (!quote) return BOOK_OFF_MARKET(lines.title, gameName(game), market);
    const taken = { price: quote.price, line: quote.point };
    return { choice, game, taken, book: { key: quote.book, title: quote.title } };
  }
  const taken = takenLine(game, choice);
  return taken ? { choice, game, taken, book: null } : MARKET_CLOSED(gameName(game), market);
}

/**
 * docs/product.md §9 "Price taken": the leg at the price the slip showed, or why not. A point
 * shown must be the book's current point; a price shown must be within PRICE_TOLERANCE_POINTS of
 * the book's current price, and is then the price saved (a teaser's legs are paid from the card:
 * their own prices are not checked). Without a shown price the current price is taken.
 */
function atShownPrice(leg: TakenLeg, mode: SlipEntry['betMode']): TakenLeg | string {
  const { choice, taken } = leg;
  const where = leg.book?.title ?? 'the posted line';
  const text = () => legText(wireOf(leg), choice.betType, choice.selection);
  if (choice.point != null && taken.line !== null && choice.point !== taken.line)
    return lineMovedMessage(text(), where, taken.line);
  if (choice.price == null || mode === 'teaser') return leg;
  if (!priceWithinTolerance(choice.price, taken.price))
    return priceMovedMessage(text(), where, choice.price, taken.price);
  return { ...leg, taken: { ...taken, price: choice.price } };
}

/** The game on the wire with the taken leg's book price in place of the posted one. */
const wireOf = (l: TakenLeg): Matchup =>
  withQuote(
    toWire(l.game),
    l.choice.betType,
    l.choice.selection,
    l.book ? { price: l.taken.price, point: l.taken.line } : null,
  );

/**
 * docs/product.md §5 teaser rules on the legs taken, each a 400 naming its leg: football and
 * basketball spreads and totals only, one sport, no total teased below zero.
 */
function teaserIssues(entry: SlipEntry, index: number, legs: TakenLeg[], issues: Issues): void {
  if (entry.betMode !== 'teaser' || entry.teaserPoints === undefined) return;
  const points = entry.teaserPoints;
  legs.forEach((l, j) => {
    const problem = teaserLegProblem(
      {
        sport: l.game.sport,
        betType: l.choice.betType,
        selection: l.choice.selection,
        line: l.taken.line,
        text: legText(wireOf(l), l.choice.betType, l.choice.selection),
      },
      points,
    );
    if (problem) issues.add(['bets', index, 'legs', j], problem);
  });
  const sports = teaserSportsProblem(legs.map((l) => l.game.sport));
  if (sports) issues.add(['bets', index, 'legs'], sports);
}

/**
 * Every leg of the fresh entries, or a 400 naming each teaser leg the rules refuse, or a 422
 * naming each leg that cannot be taken or each combo whose legs name more than one book, or a
 * 409 naming each leg whose price or line moved since the slip showed it.
 */
function takeLegs(
  fresh: { entry: SlipEntry; legs: LegChoice[]; index: number }[],
  sources: (id: string) => LegSource,
  now: Date,
  publish: boolean,
): TakenLeg[][] {
  const issues = new Issues();
  const moved = new Issues();
  const taken = fresh.map(({ entry, legs, index }) => {
    // docs/product.md §9: a parlay or teaser is priced at one book, never a mix.
    const mixed = entry.betMode === 'single' ? null : oneBookMessage(legs, entry.betMode);
    if (mixed) issues.add(['bets', index, 'legs'], mixed);
    return legs.flatMap((choice, j) => {
      const leg = takeLeg(choice, sources(choice.matchupId), now, publish);
      if (typeof leg === 'string') {
        issues.add(['bets', index, 'legs', j, 'matchupId'], leg);
        return [];
      }
      const shown = atShownPrice(leg, entry.betMode);
      if (typeof shown !== 'string') return [shown];
      moved.add(['bets', index, 'legs', j, 'price'], shown);
      return [];
    });
  });
  const rules = new Issues();
  fresh.forEach(({ entry, index }, n) => teaserIssues(entry, index, taken[n] ?? [], rules));
  rules.throwIfAny(400);
  issues.throwIfAny(422);
  moved.throwIfAny(409);
  return taken;
}

/** The entry as saved: docs/product.md §3 texts rebuilt by domain from the lines taken, not the client's. */
function newBet(entry: SlipEntry, legs: TakenLeg[], opts: NewBetOptions): NewBet {
  const points = entry.betMode === 'teaser' ? entry.teaserPoints : undefined;
  const newLegs: NewLeg[] = legs.map(({ choice, taken, book }) => ({
    matchupId: choice.matchupId,
    betType: choice.betType,
    selection: choice.selection,
    price: taken.price,
    line: taken.line,
    gradedLine: gradedLine(taken, choice, points),
    // Saved by the title a bettor reads (Betting History, the CSV); found by the key.
    book: book?.title ?? null,
  }));
  const price = entryPrice(
    entry.betMode,
    newLegs.map((l) => l.price),
    points,
  );
  const wire = wireOf;
  const [first] = legs as [TakenLeg, ...TakenLeg[]];
  // One book for every leg (takeLegs refuses a mix).
  const book = first.book?.title ?? null;
  const texts =
    entry.betMode === 'single'
      ? buildSingleEntry(wire(first), first.choice.betType, first.choice.selection, entry.id, {
          slate: opts.slateOf(first.game),
        })
      : buildComboEntry(
          legs.map((l) => ({
            ...l.choice,
            displayText: legText(wire(l), l.choice.betType, l.choice.selection, points),
            matchup: wire(l),
          })),
          entry.betMode,
          entry.id,
          points,
        );
  return {
    id: entry.id,
    units: entry.units,
    reasoning: entry.reasoning,
    betMode: entry.betMode,
    betType: entry.betMode === 'single' ? first.choice.betType : null,
    sport: first.game.sport,
    matchupId: texts.matchupId,
    homeTeam: texts.homeTeam,
    awayTeam: texts.awayTeam,
    team: texts.team,
    moneyLine:
      entry.betMode === 'single' || price === null ? texts.moneyLine : formatAmerican(price),
    spread: texts.spread,
    total: texts.total,
    teaserPoints: points ?? null,
    includedMatchups: texts.includedMatchups,
    individualBets: texts.individualBets,
    price,
    book,
    published: opts.publish,
    legs: newLegs,
  };
}

/**
 * docs/product.md §5: a handicapper publishes at most MAX_PUBLISHED_PER_DAY picks a US Eastern
 * day; past it the whole submission is refused (422) in the rules card's words. One capper's
 * submissions are counted one at a time, so two racing ones cannot both pass.
 */
async function withinDailyLimit(tx: Queryable, userId: string, adding: number, now: Date) {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`publish:${userId}`]);
  const today = easternDate(now);
  const start = easternToInstant(today, 0);
  const end = easternToInstant(addDays(today, 1), 0);
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bets
     WHERE user_id = $1 AND published AND created_at >= $2 AND created_at < $3`,
    [userId, start, end],
  );
  const published = rows[0]?.n ?? 0;
  if (published + adding > MAX_PUBLISHED_PER_DAY)
    throw new ProblemError(422, dailyPicksRefusal(published));
}

export interface SaveOptions {
  /** True: a handicapper's picks for subscribers; false: bets tracked by their owner (docs/product.md §10). */
  publish: boolean;
  /** The books' current prices of the given games. */
  books: (ids: string[]) => Promise<Map<string, BookLines[]>>;
  /** The names of the teams on a game's slate (its league's games that day), for docs/product.md §3's team label; none: team words. */
  slates?: (games: readonly MatchupRow[]) => Promise<(game: MatchupRow) => string[]>;
}

interface NewBetOptions {
  publish: boolean;
  slateOf: (game: MatchupRow) => string[];
}

export interface SaveResult {
  /** Ids of the entries this call stored (not saved before). */
  freshIds: string[];
  bets: SavedBet[];
  saved: number;
  already: number;
}

/**
 * Saves a user's entries all or nothing. Entries whose id the user already saved are not saved
 * again (their stored row is returned). Every other entry's legs must be on known games that
 * have not started and offer the market; each is stamped with `now` and the line taken.
 */
export async function saveBets(
  db: Db,
  games: (ids: string[]) => Promise<MatchupRow[]>,
  userId: string,
  entries: readonly SlipEntry[],
  now: Date,
  opts: SaveOptions,
): Promise<SaveResult> {
  const duplicates = new Issues();
  for (const i of duplicateEntryIds(entries)) duplicates.add(['bets', i, 'id'], DUPLICATE_ENTRY_ID);
  duplicates.throwIfAny(400);
  const allLegs = legsOf(entries);
  const ids = entries.map((e) => e.id);
  const existing = await savedIds(db, userId, ids);
  const fresh = entries.flatMap((entry, index) =>
    existing.has(entry.id) ? [] : [{ entry, index, legs: allLegs[index] ?? [] }],
  );
  const gameIds = [...new Set(fresh.flatMap((f) => f.legs.map((l) => l.matchupId)))];
  const rows = await games(gameIds);
  const booked = [
    ...new Set(fresh.flatMap((f) => f.legs.filter((l) => l.book).map((l) => l.matchupId))),
  ];
  const books = booked.length > 0 ? await opts.books(booked) : new Map<string, BookLines[]>();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const taken = takeLegs(
    fresh,
    (id) => ({ game: byId.get(id), books: books.get(id) ?? [] }),
    now,
    opts.publish,
  );
  const singles = fresh.flatMap(({ entry }, n) =>
    entry.betMode === 'single' ? (taken[n] ?? []).map((l) => l.game) : [],
  );
  const slateOf = opts.slates ? await opts.slates(singles) : () => [];
  const bets = fresh.map(({ entry }, n) =>
    newBet(entry, taken[n] ?? [], { publish: opts.publish, slateOf }),
  );
  // A write to the user's bets: their remembered lists go, here and on every instance.
  const inserted = await betsTransaction(db, async (tx, changed) => {
    if (opts.publish && bets.length > 0) await withinDailyLimit(tx, userId, bets.length, now);
    let count = 0;
    for (const bet of bets) if (await insertBet(tx, userId, bet, now)) count += 1;
    if (count > 0) changed(userId);
    return count;
  });
  const stored = new Map((await listBets(db, userId, ids)).map((b) => [b.id, b]));
  return {
    bets: ids.flatMap((id) => stored.get(id) ?? []),
    saved: inserted,
    already: entries.length - inserted,
    freshIds: fresh.map((f) => f.entry.id),
  };
}
