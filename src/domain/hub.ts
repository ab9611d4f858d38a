/** The hub's path (DESIGN §4). */
export const HUB_PATH = '/hubs/matchups';

/** Client → server method names. */
export const HubMethod = {
  JoinMatchupGroup: 'JoinMatchupGroup',
  LeaveMatchupGroup: 'LeaveMatchupGroup',
  JoinSportGroup: 'JoinSportGroup',
  LeaveSportGroup: 'LeaveSportGroup',
  RequestMatchupsForDate: 'RequestMatchupsForDate',
  RequestMatchupsForDateAndSport: 'RequestMatchupsForDateAndSport',
} as const;
export type HubMethodName = (typeof HubMethod)[keyof typeof HubMethod];

/** Server → client event names. */
export const HubEvent = {
  ReceiveMatchupUpdate: 'ReceiveMatchupUpdate',
  ReceiveSportMatchupUpdate: 'ReceiveSportMatchupUpdate',
  ReceiveSportMatchupsUpdate: 'ReceiveSportMatchupsUpdate',
  ReceiveAiResultUpdate: 'ReceiveAiResultUpdate',
} as const;
export type HubEventName = (typeof HubEvent)[keyof typeof HubEvent];

/** Group of everyone watching one matchup. */
export const matchupGroup = (matchupId: string): string => `matchup:${matchupId}`;
/** Group of everyone watching one sport. */
export const sportGroup = (sport: string): string => `sport:${sport}`;
