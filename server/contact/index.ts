// The contact module's door (docs/architecture.md "Server modules").
export { contactPlugin } from './plugin';
