// The bets module's door (docs/architecture.md "Server modules"): its plugin, and the reads
// and writes of the bets table other modules use.
export { openBettorsOfGame } from './gameBettors';
export { betsPlugin } from './plugin';
export { listBets } from './repository';
export { saveBets } from './save';
export { totalsByUser, type RecordTotals } from './totals';
