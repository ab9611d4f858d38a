// The edgePicks module's door (docs/architecture.md "Server modules"): its plugin, and the
// published picks' writes and grading the demo's history uses.
export { insertPublishedPicks, type PublishedPickRow } from './bulk';
export { closingValue, gradePick } from './grading';
export { edgePicksPlugin } from './plugin';
export { listEdgePicks } from './repository';
