// The marketplace module's door (docs/architecture.md "Server modules"): its plugin and its
// notifications; the rest other modules take from `app.marketplace`.
export { insertNotification } from './notifications';
export { capperOfUser } from './picks';
export { marketplacePlugin } from './plugin';
