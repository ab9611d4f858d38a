// The health module's door (docs/architecture.md "Server modules").
export { healthPlugin } from './plugin';
