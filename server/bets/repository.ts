import type { Outcome } from '@domain/rules/outcomes';
import type { SavedBet, SavedLeg } from '@domain/contracts/bets';
import type { BetMode, SlipBetType, Selection } from '@domain/rules/slip';
import type { Db, Queryable } from '../db/db';

/** A bet as it is inserted: the rebuilt slip entry, its price and its legs. */
export interface NewBet {
  id: string;
  units: number;
  reasoning: string;
  betMode: BetMode;
  betType: SlipBetType | null;
  sport: string;
  matchupId: string;
  homeTeam: string;
  awayTeam: string;
  team: string;
  moneyLine: string;
  spread: string;
  total: string;
  teaserPoints: number | null;
  includedMatchups: string[];
  individualBets: string[];
  price: number | null;
  /** The book of the price taken (a combo's when every leg is at one book); null: posted prices. */
  book: string | null;
  /** A handicapper's pick posted to subscribers (true) or a bet tracked by its owner (false). */
  published: boolean;
  legs: NewLeg[];
}

export interface NewLeg {
  matchupId: string;
  betType: SlipBetType;
  selection: Selection;
  price: number;
  line: number | null;
  gradedLine: number | null;
  book: string | null;
}

interface BetDbRow {
  user_id: string;
  id: string;
  units: number;
  reasoning: string;
  bet_mode: BetMode;
  bet_type: SlipBetType | null;
  sport: string;
  matchup_id: string;
  home_team: string;
  away_team: string;
  team: string;
  money_line: string;
  spread: string;
  total: string;
  teaser_points: number | null;
  included_matchups: string[];
  individual_bets: string[];
  price: number | null;
  book: string | null;
  published: boolean;
  status: Outcome;
  profit_units: number | null;
  clv: number | null;
  created_at: Date | string;
  graded_at: Date | string | null;
  /** The file's Event and Bet texts of an imported bet (server/db/migrations/160_bet_imports.sql). */
  event_text: string | null;
  bet_text: string | null;
  /** Already in wire shape: built by LEGS_JSON. */
  legs: SavedLeg[];
}

export interface LegDbRow {
  user_id: string;
  bet_id: string;
  leg_index: number;
  matchup_id: string;
  bet_type: SlipBetType;
  selection: Selection;
  price: number;
  line: number | null;
  graded_line: number | null;
  book: string | null;
  status: Outcome;
  closing_price: number | null;
  closing_line: number | null;
  clv: number | null;
}

const iso = (v: Date | string): string => (v instanceof Date ? v : new Date(v)).toISOString();

function betToWire(r: BetDbRow): SavedBet {
  return {
    id: r.id,
    units: r.units,
    reasoning: r.reasoning,
    matchupId: r.matchup_id,
    homeTeam: r.home_team,
    awayTeam: r.away_team,
    betMode: r.bet_mode,
    team: r.team,
    moneyLine: r.money_line,
    spread: r.spread,
    total: r.total,
    ...(r.teaser_points === null ? {} : { teaserPoints: r.teaser_points }),
    includedMatchups: r.included_matchups,
    individualBets: r.individual_bets,
    status: r.status,
    createdAt: iso(r.created_at),
    gradedAt: r.graded_at === null ? null : iso(r.graded_at),
    price: r.price,
    book: r.book,
    published: r.published,
    profit: r.profit_units,
    clv: r.clv,
    ...(r.bet_type === null ? {} : { betType: r.bet_type }),
    sport: r.sport,
    legs: r.legs,
    ...(r.event_text === null || r.bet_text === null
      ? {}
      : { imported: { event: r.event_text, bet: r.bet_text } }),
  };
}

const BET_COLUMNS = `b.user_id::text AS user_id, b.id, b.units, b.reasoning, b.bet_mode, b.bet_type, b.sport,
  b.matchup_id, b.home_team, b.away_team, b.team, b.money_line, b.spread, b.total, b.teaser_points,
  b.included_matchups, b.individual_bets, b.price, b.book, b.published, b.status, b.profit_units, b.clv, b.created_at, b.graded_at,
  b.event_text, b.bet_text`;

/** A bet's legs in wire shape (SavedLeg), in order, read in the same statement as the bet. */
const LEGS_JSON = `COALESCE((SELECT json_agg(json_build_object(
    'matchupId', l.matchup_id, 'betType', l.bet_type, 'selection', l.selection, 'price', l.price,
    'line', l.line, 'gradedLine', l.graded_line, 'book', l.book, 'status', l.status, 'closingPrice', l.closing_price,
    'closingLine', l.closing_line, 'clv', l.clv) ORDER BY l.leg_index)
  FROM bet_legs l WHERE l.user_id = b.user_id AND l.bet_id = b.id), '[]'::json) AS legs`;

export const LEG_COLUMNS = `user_id::text AS user_id, bet_id, leg_index, matchup_id, bet_type, selection, price, line,
  graded_line, book, status, closing_price, closing_line, clv`;

const ORDER = 'ORDER BY b.created_at DESC, b.seq DESC';

/**
 * One user's bets, newest first (all of them, or only the given ids), with their legs, in one
 * statement. The user id is part of every query: nobody reads another user's picks.
 */
export async function listBets(db: Queryable, userId: string, ids?: string[]): Promise<SavedBet[]> {
  const onlyIds = ids ? 'AND b.id = ANY($2::text[])' : '';
  const { rows } = await db.query<BetDbRow>(
    `SELECT ${BET_COLUMNS}, ${LEGS_JSON} FROM bets b WHERE b.user_id = $1 ${onlyIds} ${ORDER}`,
    ids ? [userId, ids] : [userId],
  );
  return rows.map(betToWire);
}

function legToWire(r: LegDbRow): SavedLeg {
  return {
    matchupId: r.matchup_id,
    betType: r.bet_type,
    selection: r.selection,
    price: r.price,
    line: r.line,
    gradedLine: r.graded_line,
    book: r.book,
    status: r.status,
    closingPrice: r.closing_price,
    closingLine: r.closing_line,
    clv: r.clv,
  };
}

/**
 * Several users' bets at once (each newest first), for ./listing.ts: the bets in one prepared
 * statement and, only when there are any, their legs in a second. Two plain reads, not the
 * json_agg of listBets: planning that correlated subquery cost PGlite more than the read itself.
 */
export async function listBetsOfUsers(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, SavedBet[]>> {
  const byUser = new Map<string, SavedBet[]>(userIds.map((id) => [id, []]));
  const { rows } = await db.prepared<Omit<BetDbRow, 'legs'>>(
    `SELECT ${BET_COLUMNS} FROM bets b WHERE b.user_id = ANY($1::uuid[]) ${ORDER}`,
    [userIds],
  );
  for (const bet of await withLegs(db, rows)) byUser.get(bet.userId)?.push(bet.bet);
  return byUser;
}

/**
 * One page of a user's bets, newest first: at most `limit`, older than the bet `before` (by its
 * time and insertion order, the order of the full list), read along the (user_id, created_at,
 * seq) index, so a page costs the same at 10 bets or 10,000. `more` says whether older bets
 * remain; `known` is false when `before` names no bet of this user.
 */
export async function listBetsPage(
  db: Db,
  userId: string,
  page: { limit: number; before: string | null },
): Promise<{ bets: SavedBet[]; more: boolean; known: boolean }> {
  const { rows } = page.before
    ? await db.prepared<Omit<BetDbRow, 'legs'>>(
        `SELECT ${BET_COLUMNS} FROM bets b
           JOIN bets c ON c.user_id = b.user_id AND c.id = $2
          WHERE b.user_id = $1 AND (b.created_at, b.seq) < (c.created_at, c.seq) ${ORDER} LIMIT $3`,
        [userId, page.before, page.limit + 1],
      )
    : await db.prepared<Omit<BetDbRow, 'legs'>>(
        `SELECT ${BET_COLUMNS} FROM bets b WHERE b.user_id = $1 ${ORDER} LIMIT $2`,
        [userId, page.limit + 1],
      );
  const more = rows.length > page.limit;
  const bets = (await withLegs(db, rows.slice(0, page.limit))).map((b) => b.bet);
  const known =
    !page.before || rows.length > 0 || (await savedIds(db, userId, [page.before])).size > 0;
  return { bets, more, known };
}

/** Bets read without their legs, with them (one statement for every bet's legs), in order. */
async function withLegs(
  db: Db,
  rows: readonly Omit<BetDbRow, 'legs'>[],
): Promise<{ userId: string; bet: SavedBet }[]> {
  if (rows.length === 0) return [];
  const legs = await db.prepared<LegDbRow>(
    `SELECT ${LEG_COLUMNS} FROM bet_legs WHERE user_id = ANY($1::uuid[]) AND bet_id = ANY($2::text[])
     ORDER BY leg_index`,
    [[...new Set(rows.map((r) => r.user_id))], [...new Set(rows.map((r) => r.id))]],
  );
  const legsOf = new Map<string, SavedLeg[]>();
  for (const leg of legs.rows) {
    const key = `${leg.user_id} ${leg.bet_id}`;
    const list = legsOf.get(key);
    if (list) list.push(legToWire(leg));
    else legsOf.set(key, [legToWire(leg)]);
  }
  return rows.map((row) => ({
    userId: row.user_id,
    bet: betToWire({ ...row, legs: legsOf.get(`${row.user_id} ${row.id}`) ?? [] }),
  }));
}

/** The ids among `ids` this user has already saved. */
export async function savedIds(db: Queryable, userId: string, ids: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM bets WHERE user_id = $1 AND id = ANY($2::text[])',
    [userId, ids],
  );
  return new Set(rows.map((r) => r.id));
}

/**
 * Inserts one bet and its legs, stamped `createdAt`. Returns false (and writes nothing) when the
 * user already has an entry with this id, e.g. a retry racing the first submission.
 */
export async function insertBet(
  tx: Queryable,
  userId: string,
  bet: NewBet,
  createdAt: Date,
): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO bets (user_id, id, units, reasoning, bet_mode, bet_type, sport, matchup_id, home_team, away_team, team,
       money_line, spread, total, teaser_points, included_matchups, individual_bets, price, created_at, book, published)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16::text[], $17::text[], $18, $19, $20, $21)
     ON CONFLICT (user_id, id) DO NOTHING RETURNING id`,
    [
      userId,
      bet.id,
      bet.units,
      bet.reasoning,
      bet.betMode,
      bet.betType,
      bet.sport,
      bet.matchupId,
      bet.homeTeam,
      bet.awayTeam,
      bet.team,
      bet.moneyLine,
      bet.spread,
      bet.total,
      bet.teaserPoints,
      bet.includedMatchups,
      bet.individualBets,
      bet.price,
      createdAt,
      bet.book,
      bet.published,
    ],
  );
  if (inserted.rows.length === 0) return false;
  for (const [i, leg] of bet.legs.entries()) {
    await tx.query(
      `INSERT INTO bet_legs (user_id, bet_id, leg_index, matchup_id, bet_type, selection, price, line, graded_line, book)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        userId,
        bet.id,
        i,
        leg.matchupId,
        leg.betType,
        leg.selection,
        leg.price,
        leg.line,
        leg.gradedLine,
        leg.book,
      ],
    );
  }
  return true;
}
