// The live matchups belong to the matchups feature (src/features/matchups/live); Enter Picks lists
// the same games. Features never import each other, so the app hands them on.
export { startLiveMatchups } from '@/features/matchups/live/matchupsListeners';
export {
  inQuery,
  matchupsQueryChanged,
  selectAllMatchups,
  selectMatchupById,
  selectMatchupsLoadingFlag,
  selectMatchupsQuery,
  type SportFilter,
} from '@/features/matchups/live/matchupsSlice';
