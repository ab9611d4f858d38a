// The notifications module's door (docs/architecture.md "Server modules").
export { notificationsPlugin } from './plugin';
