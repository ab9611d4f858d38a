import { MAX_PUBLISHED_PER_DAY } from '@domain/rules/marketplace';
import { createHash } from 'node:crypto';
import { HANDICAPPER_ROLE } from '@domain/rules/roles';
import type { SlipBetType, Selection, SlipEntry } from '@domain/rules/slip';
import { findUserByEmail, insertUser } from '../accounts';
import { saveBets } from '../bets';
import type { Db } from '../db/db';
import { linkSampleAccount, sampleCappers, type SampleCapper } from '../handicappers';
import type { MatchupRow, OddsSnapshot } from '../matchups';

/*
 * SAMPLE DATA. The six sample handicappers (migration 110 marks them `sample`) get sample picks
 * so that every figure of theirs comes from the same ledger as a real capper's: picks saved by
 * the bets module at the line of the moment (server/bets/save.ts), graded at those prices by the
 * bets grader. Seeded on the embedded demo default only, on the demo's own finished games of the
 * last days, so the dates are always relative to today. Every pick says it is a sample; the pages
 * label sample cappers as such, and nobody can subscribe to them (docs/product.md §3, §10).
 */

/** The reasoning every sample pick carries. */
export const SAMPLE_PICK_REASONING =
  'Sample pick: sample data for the demo, not a real handicapper.';

/** The sample capper's account: it exists to own the picks, has no password and never signs in. */
export const sampleEmail = (capperId: string) => `${capperId}@samples.edgewise.invalid`;

/** Picks are taken between one and six hours before the start, as a capper would post them. */
const LEAD_HOURS = [1, 2, 3, 4, 5, 6];
/** How many of the finished games of their sports each sample capper picks (about a third). */
const PICK_SHARE = 0.35;
/** At most this many sample picks per capper and day: the rule every capper keeps. */
const PER_DAY = MAX_PUBLISHED_PER_DAY;
/** The window of finished games picked from: the demo's past days. */
const DAYS_BACK = 7;

/** A number in [0, 1) fixed by the text (the same games get the same picks on every start). */
function unit(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;
}

const MARKETS: { betType: SlipBetType; selections: Selection[] }[] = [
  { betType: 'MoneyLine', selections: ['Home', 'Away'] },
  { betType: 'Spread', selections: ['Home', 'Away'] },
  { betType: 'Total', selections: ['Over', 'Under'] },
];

/** The sample capper's account, made on first use and linked to their profile. */
async function accountOf(db: Db, capper: SampleCapper): Promise<string> {
  if (capper.user_id) return capper.user_id;
  const [first = capper.name, ...rest] = capper.name.split(' ');
  const email = sampleEmail(capper.id);
  const id =
    (await findUserByEmail(db, email))?.id ??
    (
      await insertUser(db, {
        email,
        firstName: first,
        lastName: rest.join(' '),
        passwordHash: null,
        role: HANDICAPPER_ROLE,
        accountType: HANDICAPPER_ROLE,
      })
    )?.id;
  if (!id) throw new Error(`could not make the sample account of ${capper.id}`);
  await linkSampleAccount(db, capper.id, id);
  return id;
}

/** The game as it stood when the pick was taken: not started, at the last line before then. */
function beforeStart(game: MatchupRow, line: OddsSnapshot): MatchupRow {
  return {
    ...game,
    status: 'Scheduled',
    awayScore: null,
    homeScore: null,
    period: null,
    clock: null,
    awayMoneyLine: line.awayMoneyLine,
    homeMoneyLine: line.homeMoneyLine,
    awaySpread: line.awaySpread,
    homeSpread: line.homeSpread,
    totalPoints: line.totalPoints,
    homeSpreadPrice: line.homeSpreadPrice ?? null,
    awaySpreadPrice: line.awaySpreadPrice ?? null,
    overPrice: line.overPrice ?? null,
    underPrice: line.underPrice ?? null,
  };
}

export interface SampleStore {
  scoredBetween(from: Date, to: Date): Promise<MatchupRow[]>;
  snapshots(matchupId: string): Promise<OddsSnapshot[]>;
}

/**
 * Seeds the sample picks of every sample capper on the finished games of the last DAYS_BACK
 * days (idempotent: a pick's id is fixed by capper and game). Returns the games picked on, for
 * grading. Games of the capper's own sports are preferred; out of season, any sport.
 */
export async function seedSamplePicks(
  db: Db,
  store: SampleStore,
  now: Date = new Date(),
): Promise<string[]> {
  const cappers = await sampleCappers(db);
  if (cappers.length === 0) return [];
  const finished = await store.scoredBetween(new Date(now.getTime() - DAYS_BACK * 86_400_000), now);
  const picked = new Set<string>();
  for (const capper of cappers) {
    const own = finished.filter((f) => capper.sports.includes(f.sport));
    const pool = own.length > 0 ? own : finished;
    const perDay = new Map<string, number>();
    const chosen = pool.filter((f) => {
      if (unit(`${capper.id}:${f.id}:pick`) >= PICK_SHARE) return false;
      const n = perDay.get(f.gameDate) ?? 0;
      perDay.set(f.gameDate, n + 1);
      return n < PER_DAY;
    });
    if (chosen.length === 0) continue;
    const userId = await accountOf(db, capper);
    for (const game of chosen) {
      const market = MARKETS[Math.floor(unit(`${capper.id}:${game.id}:market`) * MARKETS.length)];
      const selection =
        market?.selections[Math.floor(unit(`${capper.id}:${game.id}:side`) * 2)] ?? 'Home';
      const lead = LEAD_HOURS[Math.floor(unit(`${capper.id}:${game.id}:lead`) * LEAD_HOURS.length)];
      if (!market || lead === undefined) continue;
      const takenAt = new Date(game.startsAt.getTime() - lead * 3_600_000);
      const lines = (await store.snapshots(game.id)).filter((s) => s.takenAt <= takenAt);
      const line = lines[lines.length - 1];
      if (!line) continue;
      const entry: SlipEntry = {
        id: `sample-${game.id}`.slice(0, 64),
        units: 1,
        reasoning: SAMPLE_PICK_REASONING,
        matchupId: game.id,
        homeTeam: game.homeTeam,
        awayTeam: game.awayTeam,
        betMode: 'single',
        team: '',
        moneyLine: '',
        spread: '',
        total: '',
        includedMatchups: [],
        individualBets: [],
        legs: [{ matchupId: game.id, betType: market.betType, selection }],
      };
      try {
        await saveBets(db, async () => [beforeStart(game, line)], userId, [entry], takenAt, {
          publish: true,
          books: async () => new Map(),
        });
        picked.add(game.id);
      } catch {
        // A market the line did not offer then: no sample pick on this game.
      }
    }
  }
  return [...picked];
}
