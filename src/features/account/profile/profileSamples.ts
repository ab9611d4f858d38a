// Sample content of the Your Profile page (docs/product.md §2 "Sample data"). Followers have no server call
// (docs/product.md §7); the other figures stand in only until the user has bets of their own, and every
// place that shows them carries a "Sample data" badge.
import type { BetSummary, GroupSummary } from './betStats';

export interface Follower {
  id: string;
  name: string;
  handle: string;
  /** Whether this user follows the follower back. */
  following: boolean;
}

export const SAMPLE_FOLLOWERS: Follower[] = [
  { id: 'f1', name: 'Marcus Reed', handle: '@sharpmarcus', following: true },
  { id: 'f2', name: 'Alicia Gomez', handle: '@alicia_bets', following: false },
  { id: 'f3', name: 'Tom Becker', handle: '@tbecker', following: true },
  { id: 'f4', name: 'Priya Shah', handle: '@priyapicks', following: false },
  { id: 'f5', name: 'Devon Carter', handle: '@dcarter', following: false },
  { id: 'f6', name: 'Hannah Lee', handle: '@hannahlee', following: true },
];

const summary = (wins: number, losses: number, pushes: number, units: number): BetSummary => {
  const placed = wins + losses + pushes;
  return {
    placed,
    wins,
    losses,
    pushes,
    pending: 0,
    winRate: (wins / (wins + losses)) * 100,
    units,
    roi: (units / placed) * 100,
  };
};

export const SAMPLE_SUMMARY: BetSummary = summary(84, 66, 6, 14.6);

export const SAMPLE_BY_SPORT: GroupSummary[] = [
  { label: 'NBA', ...summary(32, 24, 2, 6.9) },
  { label: 'NFL', ...summary(21, 15, 1, 4.8) },
  { label: 'MLB', ...summary(19, 18, 2, 0.7) },
  { label: 'NHL', ...summary(12, 9, 1, 2.2) },
];

export const SAMPLE_BY_MONTH: GroupSummary[] = [
  { label: 'March 2025', ...summary(29, 21, 2, 6.1) },
  { label: 'February 2025', ...summary(27, 23, 2, 2.9) },
  { label: 'January 2025', ...summary(28, 22, 2, 5.6) },
];
