import type { SavedBet } from '@domain/contracts/bets';
import { DEFAULT_PLATFORM_SHARE } from '@domain/rules/catalogue';
import type { CapperPick } from '@domain/contracts/marketplace';
import { listBets } from '../bets';
import type { Queryable } from '../db/db';
import type { Handicapper } from '../handicappers';
import { startTimes } from '../matchups';

/** Who is looking: the capper, an active subscriber, or anyone else (signed in or not). */
export type Viewer = 'owner' | 'subscriber' | 'public';

/** When each of the bets' games starts, by matchup id. */
async function betStartTimes(db: Queryable, bets: SavedBet[]): Promise<Map<string, Date>> {
  const ids = [
    ...new Set(
      bets.flatMap((b) => [b.matchupId, ...b.legs.map((l) => l.matchupId)]).filter(Boolean),
    ),
  ];
  return startTimes(db, ids);
}

function firstStart(bet: SavedBet, starts: Map<string, Date>): Date | null {
  const times = [bet.matchupId, ...bet.legs.map((l) => l.matchupId)].flatMap((id) => {
    const t = starts.get(id);
    return t ? [t.getTime()] : [];
  });
  return times.length ? new Date(Math.min(...times)) : null;
}

/**
 * Whether each of the bet's legs' games has started (a single is its one game). A game no longer
 * known counts as started once the bet is graded (its result came from it), else as not started.
 */
function legsStarted(bet: SavedBet, starts: Map<string, Date>, now: Date): boolean[] {
  const games = bet.legs.length > 0 ? bet.legs.map((l) => l.matchupId) : [bet.matchupId];
  return games.map((id) => {
    const start = starts.get(id);
    return start === undefined ? bet.status !== 'pending' : start <= now;
  });
}

/**
 * A parlay or teaser as the public sees it while some of its games have not started
 * (docs/product.md §6): only the legs whose game started. Whatever would tell of the others (the
 * reasoning, the combined price, the first leg's teams when that leg is hidden) is left out.
 */
function startedLegsOnly(bet: SavedBet, started: boolean[]): SavedBet {
  const shown = (_: unknown, i: number) => started[i] === true;
  const legs = bet.legs.filter(shown);
  const firstShown = started[0] === true;
  return {
    ...bet,
    reasoning: '',
    moneyLine: '',
    price: null,
    clv: null,
    matchupId: firstShown ? bet.matchupId : (legs[0]?.matchupId ?? ''),
    homeTeam: firstShown ? bet.homeTeam : '',
    awayTeam: firstShown ? bet.awayTeam : '',
    legs,
    individualBets: bet.individualBets.filter(shown),
    includedMatchups: [...new Set(legs.map((l) => l.matchupId))],
  };
}

/** How a pick's game reads: 'Away @ Home', or 'Parlay of 3 games'. */
export function gameOf(bet: SavedBet): string {
  if (bet.betMode !== 'single' && bet.legs.length > 1)
    return `${bet.betMode === 'parlay' ? 'Parlay' : 'Teaser'} of ${bet.legs.length} games`;
  return bet.awayTeam && bet.homeTeam ? `${bet.awayTeam} @ ${bet.homeTeam}` : bet.team;
}

/**
 * A capper's picks as one viewer may see them, newest first. Before its game starts only the owner
 * and subscribers get a pick; after the start it is public; once graded it carries its result and
 * profit (they are part of the pick). Each leg of a parlay or teaser is public from its own game's
 * start, graded or not: until the last one starts the public sees only the started legs
 * (`hiddenLegs` counts the others).
 */
export async function picksForViewer(
  db: Queryable,
  capper: Pick<Handicapper, 'id' | 'name'>,
  capperUserId: string,
  viewer: Viewer,
  now: Date = new Date(),
): Promise<CapperPick[]> {
  // Bets the capper tracks for themselves are not picks (docs/product.md §10).
  const bets = (await listBets(db, capperUserId)).filter((b) => b.published !== false);
  const starts = await betStartTimes(db, bets);
  return bets.map((bet) => {
    const start = firstStart(bet, starts);
    const started = legsStarted(bet, starts, now);
    // A graded parlay can still have games to come (one leg lost): their legs stay hidden too.
    const hiddenLegs = viewer !== 'public' ? 0 : started.filter((s) => !s).length;
    const pick =
      hiddenLegs === 0 ? bet : hiddenLegs < started.length ? startedLegsOnly(bet, started) : null;
    return {
      id: bet.id,
      handicapperId: capper.id,
      handicapperName: capper.name,
      sport: bet.sport,
      game: gameOf(bet),
      postedAt: bet.createdAt,
      startsAt: start ? start.toISOString() : null,
      locked: hiddenLegs > 0,
      pick,
      ...(hiddenLegs > 0 && pick !== null ? { hiddenLegs } : {}),
    };
  });
}

/** A deleted handicapper's kept picks: graded, so public, newest first. */
export function keptCapperPicks(
  capper: Pick<Handicapper, 'id' | 'name'>,
  bets: SavedBet[] | null,
): CapperPick[] {
  return (bets ?? [])
    .map((bet) => ({
      id: bet.id,
      handicapperId: capper.id,
      handicapperName: capper.name,
      sport: bet.sport,
      game: gameOf(bet),
      postedAt: bet.createdAt,
      startsAt: null,
      locked: false,
      pick: bet,
    }))
    .sort((a, b) => b.postedAt.localeCompare(a.postedAt));
}

/** The capper profile behind a user: its id, name and the platform's share of its revenue. */
export async function capperOfUser(
  db: Queryable,
  userId: string,
): Promise<{ id: string; name: string; platformShare: number } | null> {
  const { rows } = await db.query<{ id: string; name: string; platform_share: number | null }>(
    'SELECT id, name, platform_share FROM handicapper_directory WHERE user_id = $1',
    [userId],
  );
  const row = rows[0];
  return row
    ? { id: row.id, name: row.name, platformShare: row.platform_share ?? DEFAULT_PLATFORM_SHARE }
    : null;
}
