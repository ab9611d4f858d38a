import { isIsoDate } from '@/domain/dates';
import { HubEvent, HubMethod, matchupGroup, sportGroup } from '@/domain/hub';
import { SPORTS, isSport, type Sport } from '@/domain/sports';
import { HubError, type HubCallContext, type HubMethods } from '../hub/types';
import type { MatchupStore } from './store';

const MAX_ID_LENGTH = 200;

function requireMatchupId(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw new HubError('A matchup id (text) is required.');
  if (value.length > MAX_ID_LENGTH) throw new HubError(`A matchup id is at most ${MAX_ID_LENGTH} characters.`);
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

/** The matchups hub's client → server methods (DESIGN §4); bad arguments become HubErrors. */
export function matchupHubMethods(store: MatchupStore): HubMethods {
  return {
    [HubMethod.JoinMatchupGroup]: async (ctx: HubCallContext, id: unknown) => {
      await ctx.groups.add(ctx.connectionId, matchupGroup(requireMatchupId(id)));
    },
    [HubMethod.LeaveMatchupGroup]: async (ctx: HubCallContext, id: unknown) => {
      await ctx.groups.remove(ctx.connectionId, matchupGroup(requireMatchupId(id)));
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
    [HubMethod.RequestMatchupsForDateAndSport]: async (ctx: HubCallContext, date: unknown, sport: unknown) => {
      const day = requireDate(date);
      const matchups = await store.wireByDate(day, requireSport(sport));
      await ctx.caller.send(HubEvent.ReceiveSportMatchupsUpdate, matchups);
    },
  };
}
