// The newsletter module's door (docs/architecture.md "Server modules").
export { newsletterPlugin } from './plugin';
