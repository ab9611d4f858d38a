// The results module's door (docs/architecture.md "Server modules").
export { resultsPlugin } from './plugin';
