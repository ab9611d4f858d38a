import { HubMethod, matchupGroup, sportGroup } from '@domain/rules/hub';
import {
  dateArgumentSchema,
  matchupIdArgumentSchema,
  sportArgumentSchema,
} from '@domain/contracts/hub';
import { hubArgument, HubError, type HubCallContext, type HubMethods } from '../hub';
import { DayFrames } from './dayFrames';
import type { MatchupStore } from './store';

/**
 * At most this many matchup groups per connection (docs/hub.md §2.2): a busy day's games of every
 * sport fit; a client joining more gets an error completion. Sport groups are six at most.
 */
export const MAX_MATCHUP_GROUPS_PER_CONNECTION = 500;
export const TOO_MANY_GROUPS = `A connection may watch at most ${MAX_MATCHUP_GROUPS_PER_CONNECTION} matchups; leave some first.`;
export const UNKNOWN_MATCHUP = 'No matchup with that id.';

const matchupIdOf = (value: unknown) => hubArgument(matchupIdArgumentSchema, value);
const sportOf = (value: unknown) => hubArgument(sportArgumentSchema, value);
const dateOf = (value: unknown) => hubArgument(dateArgumentSchema, value);

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

/**
 * The matchups hub's client → server methods (docs/design.md §4); each argument is parsed by the
 * domain's schema (domain/contracts/hub.ts), a bad one becoming a HubError. A day's list is
 * answered from `days` (./dayFrames.ts): one read and one serialization for many askers.
 */
export function matchupHubMethods(
  store: MatchupStore,
  ledger = new MatchupGroupLedger(),
  days = new DayFrames((date, sport) => store.wireByDate(date, sport)),
): HubMethods {
  return {
    [HubMethod.JoinMatchupGroup]: async (ctx: HubCallContext, id: unknown) => {
      const matchupId = matchupIdOf(id);
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
      const matchupId = matchupIdOf(id);
      ledger.remove(ctx.connectionId, matchupId);
      await ctx.groups.remove(ctx.connectionId, matchupGroup(matchupId));
    },
    [HubMethod.JoinSportGroup]: async (ctx: HubCallContext, sport: unknown) => {
      await ctx.groups.add(ctx.connectionId, sportGroup(sportOf(sport)));
    },
    [HubMethod.LeaveSportGroup]: async (ctx: HubCallContext, sport: unknown) => {
      await ctx.groups.remove(ctx.connectionId, sportGroup(sportOf(sport)));
    },
    [HubMethod.RequestMatchupsForDate]: async (ctx: HubCallContext, date: unknown) => {
      await ctx.caller.sendPrepared(await days.get(dateOf(date)));
    },
    [HubMethod.RequestMatchupsForDateAndSport]: async (
      ctx: HubCallContext,
      date: unknown,
      sport: unknown,
    ) => {
      const day = dateOf(date);
      await ctx.caller.sendPrepared(await days.get(day, sportOf(sport)));
    },
  };
}
