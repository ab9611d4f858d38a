/** The matchups hub's path, method, event and group names (docs/hub.md); its argument schemas: ../contracts/hub.ts. */

/** The hub's path (docs/design.md §4). */
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

/** Server → client event names. */
export const HubEvent = {
  ReceiveMatchupUpdate: 'ReceiveMatchupUpdate',
  ReceiveSportMatchupUpdate: 'ReceiveSportMatchupUpdate',
  ReceiveSportMatchupsUpdate: 'ReceiveSportMatchupsUpdate',
  ReceiveAiResultUpdate: 'ReceiveAiResultUpdate',
} as const;

/** Group of everyone watching one matchup. */
export const matchupGroup = (matchupId: string): string => `matchup:${matchupId}`;
/** Group of everyone watching one sport. */
export const sportGroup = (sport: string): string => `sport:${sport}`;

/** Server-managed group of one signed-in user's connections (never joinable by a client). */
export const userGroup = (userId: string): string => `user:${userId}`;

/** Marketplace pushes to a user's group: a new notification, a subscribed capper's new pick. */
export const MarketplaceEvent = {
  ReceiveNotification: 'ReceiveNotification',
  ReceiveCapperPick: 'ReceiveCapperPick',
} as const;
