import { isIsoDate } from '@/domain/dates';
import { HubEvent, HubMethod, matchupGroup, sportGroup } from '@/domain/hub';
import { SPORTS, isSport, type Sport } from '@/domain/sports';
import { HubError, type HubCallContext, type HubMethods } from '../hub/types';
import type { MatchupStore } from './store';

const MAX_ID_LENGTH = 200;

/**
 * At most this many matchup groups per connection (docs/hub.md §2.2): a busy day's games of every
 * sport fit; a client joining more gets an error completion. Sport groups are six at most.
 */
export const MAX_MATCHUP_GROUPS_PER_CONNECTION = 500;
export const TOO_MANY_GROUPS = `A connection may watch at most ${MAX_MATCHUP_GROUPS_PER_CONNECTION} matchups; leave some first.`;
export const UNKNOWN_MATCHUP = 'No matchup with that id.';

function requireMatchupId(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw new HubError('A matchup id (text) is required.');
  if (value.length > MAX_ID_LENGTH)
    throw new HubError(`A matchup id is at most ${MAX_ID_LENGTH} characters.`);
  return value.trim();
}

function requireSport(value: unknown): Sport {
  const sport = typeof value === 'string' ? value.trim().toLowerCase() : value;
  if (!isSport(sport)) {
    const shown = typeof value === 'string' ? `'${value.slice(0, 40)}'` : String(value);
    throw new HubError(`Unknown sport ${shown}. Expected one of: ${SPORTS.join(', ')}.`);
  }
  return sport;
}

function requireDate(value: unknown): string {
  if (!isIsoDate(value)) {
    const shown = typeof value === 'string' ? `'${value.slice(0, 40)}'` : String(value);
    throw new HubError(`Invalid date ${shown}. Expected a calendar date as yyyy-MM-dd.`);
  }
  return value;
}

/**
 * The matchup groups each live connection holds, so the cap can be enforced; a connection's entry
 * is dropped when it disconnects (`forgetConnection`), so memory returns when it leaves.
 */
export class MatchupGroupLedger {
  private readonly byConnection = new Map<string, Set<string>>();

  count(connectionId: string): number {
    return this.byConnection.get(connectionId)?.size ?? 0;
  }

  has(connectionId: string, id: string): boolean {
    return this.byConnection.get(connectionId)?.has(id) ?? false;
  }

  add(connectionId: string, id: string): void {
    let set = this.byConnection.get(connectionId);
    if (!set) this.byConnection.set(connectionId, (set = new Set()));
    set.add(id);
  }

  remove(connectionId: string, id: string): void {
    const set = this.byConnection.get(connectionId);
    set?.delete(id);
    if (set?.size === 0) this.byConnection.delete(connectionId);
  }

  forgetConnection(connectionId: string): void {
    this.byConnection.delete(connectionId);
  }

  /** Connections holding at least one group (for tests of the bound). */
  get connections(): number {
    return this.byConnection.size;
  }
}

/** The matchups hub's client → server methods (docs/design.md §4); bad arguments become HubErrors. */
export function matchupHubMethods(
  store: MatchupStore,
  ledger = new MatchupGroupLedger(),
): HubMethods {
  return {
    [HubMethod.JoinMatchupGroup]: async (ctx: HubCallContext, id: unknown) => {
      const matchupId = requireMatchupId(id);
      if (ledger.has(ctx.connectionId, matchupId)) return;
      if (ledger.count(ctx.connectionId) >= MAX_MATCHUP_GROUPS_PER_CONNECTION)
        throw new HubError(TOO_MANY_GROUPS);
      // Only games that exist may be watched: an invented id would be a group (and, with Redis, a
      // subscription) for nothing.
      if (!(await store.byId(matchupId))) throw new HubError(UNKNOWN_MATCHUP);
      ledger.add(ctx.connectionId, matchupId);
      await ctx.groups.add(ctx.connectionId, matchupGroup(matchupId));
    },
    [HubMethod.LeaveMatchupGroup]: async (ctx: HubCallContext, id: unknown) => {
      const matchupId = requireMatchupId(id);
      ledger.remove(ctx.connectionId, matchupId);
      await ctx.groups.remove(ctx.connectionId, matchupGroup(matchupId));
    },
    [HubMethod.JoinSportGroup]: async (ctx: HubCallContext, sport: unknown) => {
      await ctx.groups.add(ctx.connectionId, sportGroup(requireSport(sport)));
    },
    [HubMethod.LeaveSportGroup]: async (ctx: HubCallContext, sport: unknown) => {
      await ctx.groups.remove(ctx.connectionId, sportGroup(requireSport(sport)));
    },
    [HubMethod.RequestMatchupsForDate]: async (ctx: HubCallContext, date: unknown) => {
      const matchups = await store.wireByDate(requireDate(date));
      await ctx.caller.send(HubEvent.ReceiveSportMatchupsUpdate, matchups);
    },
    [HubMethod.RequestMatchupsForDateAndSport]: async (
      ctx: HubCallContext,
      date: unknown,
      sport: unknown,
    ) => {
      const day = requireDate(date);
      const matchups = await store.wireByDate(day, requireSport(sport));
      await ctx.caller.send(HubEvent.ReceiveSportMatchupsUpdate, matchups);
    },
  };
}
