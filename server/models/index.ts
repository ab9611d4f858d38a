// The models module's door (docs/architecture.md "Server modules").
export { modelsPlugin } from './plugin';
export { modelInfos } from './repository';
