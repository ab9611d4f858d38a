import type { Config } from '../config';
import { DemoFeed } from './demo/demoFeed';
import { OddsApiFeed } from './oddsApi/oddsApiFeed';
import type { Feed, FeedLogger, FeedPublisher } from './types';

// The feed module's door (docs/architecture.md "Server modules"): what a feed reports, the feed
// the config asks for, and the demo's and The Odds API's parts the models replay and backtest.
export type { BookLines, Feed, FeedMatchup, GameState, Lines } from './types';
export { EMPTY_LINES } from './types';
export { pregameBooks, SHARP_BOOK, type DatedBookLines } from './demo/books';
export { DEMO_PROVIDER, demoDay } from './demo/demoFeed';
export { bookGame, expectation } from './demo/model';
export { gamesOn, type ScheduledGame } from './demo/schedule';
export { closingView, STEP_MS } from './demo/sharp';
export { playGame } from './demo/simulate';
export { bookLines, SPORT_KEYS } from './oddsApi/mapping';
export {
  oddsEventSchema,
  scoreEventSchema,
  type OddsEvent,
  type ScoreEvent,
} from './oddsApi/schemas';

/** The feed the config asks for: The Odds API with ODDS_API_KEY, else the demo (DEMO_FEED=on), else none. */
export function createFeed(config: Config, publisher: FeedPublisher, log: FeedLogger): Feed | null {
  if (config.ODDS_API_KEY) {
    return new OddsApiFeed({
      publisher,
      apiKey: config.ODDS_API_KEY,
      baseUrl: config.ODDS_API_BASE_URL,
      pollSeconds: config.ODDS_POLL_SECONDS,
      regions: config.ODDS_API_REGIONS,
      log,
    });
  }
  if (config.DEMO_FEED === 'on') {
    return new DemoFeed({ publisher, seed: config.DEMO_SEED, speed: config.DEMO_SPEED, log });
  }
  return null;
}
