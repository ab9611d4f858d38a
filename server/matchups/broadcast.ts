import { HubEvent, matchupGroup, sportGroup } from '@domain/rules/hub';
import type { AiResult, Matchup } from '@domain/contracts/matchup';
import type { HubContext } from '../hub';
import type { MatchupEvents } from './events';

interface Logger {
  warn(obj: object, msg: string): void;
}

/** Sends one matchup to its watchers: `matchup:{id}` and `sport:{sport}` (docs/design.md §4). */
export async function broadcastMatchup(hub: HubContext, matchup: Matchup): Promise<void> {
  await Promise.all([
    hub.clients.group(matchupGroup(matchup.id)).send(HubEvent.ReceiveMatchupUpdate, matchup),
    hub.clients.group(sportGroup(matchup.sport)).send(HubEvent.ReceiveSportMatchupUpdate, matchup),
  ]);
}

/**
 * Broadcasts every stored change (score, status, odds, details) to the hub. Additions are not
 * broadcast: a new game belongs to a date the client asks for with RequestMatchupsForDate.
 * Returns a function that stops it.
 */
export function attachHubBroadcast(
  events: MatchupEvents,
  hub: HubContext,
  log: Logger,
): () => void {
  const onChanged = (matchup: Matchup): void => {
    broadcastMatchup(hub, matchup).catch((err: unknown) => {
      log.warn({ err, matchupId: matchup.id }, 'matchup broadcast failed');
    });
  };
  events.on('matchupChanged', onChanged);
  return () => events.off('matchupChanged', onChanged);
}

/**
 * Sends one model's prediction for a game to its watchers, the same groups as the game
 * (ReceiveAiResultUpdate, docs/design.md §4): the one broadcaster of the hub's pushes.
 */
export async function broadcastAiResult(
  hub: HubContext,
  target: { matchupId: string; sport: string },
  result: AiResult,
): Promise<void> {
  await hub.clients
    .group(matchupGroup(target.matchupId))
    .send(HubEvent.ReceiveAiResultUpdate, result);
  await hub.clients.group(sportGroup(target.sport)).send(HubEvent.ReceiveAiResultUpdate, result);
}
