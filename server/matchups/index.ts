// The matchups module's door (docs/architecture.md "Server modules"): its plugin, and the reads
// of games and lines other modules use; the rest they take from `app.matchups`.
export { listBooks } from './books';
export { broadcastAiResult } from './broadcast';
export { matchupsPlugin } from './plugin';
export {
  allMatchups,
  closingLines,
  insertMatchups,
  matchupById,
  matchupsByIds,
  startTimes,
  upcomingOfTeams,
  type NewMatchup,
} from './store';
export type { Lines, MatchupChanges, MatchupRow, OddsSnapshot } from './types';
export { linesOf } from './validate';
export { toWire } from './wire';
