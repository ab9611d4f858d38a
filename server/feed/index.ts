import type { Config } from '../config';
import type { MatchupPublisher } from '../matchups/publisher';
import { DemoFeed } from './demo/demoFeed';
import { OddsApiFeed } from './oddsApi/oddsApiFeed';
import type { Feed, FeedLogger } from './types';

/** The feed the config asks for: The Odds API with ODDS_API_KEY, else the demo (DEMO_FEED=on), else none. */
export function createFeed(
  config: Config,
  publisher: MatchupPublisher,
  log: FeedLogger,
): Feed | null {
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
