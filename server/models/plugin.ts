import type { FastifyInstance } from 'fastify';
import type { HubContext } from '../hub/types';
import type { MatchupEvents } from '../matchups/events';
import { createAnalyst } from './analyst';
import { MODELS } from './registry';
import { PredictionService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    predictions: PredictionService;
  }
}

// The matchups module and the hub decorate the app when present; both are optional here.
interface OptionalDecorations {
  matchups?: { events?: MatchupEvents; hub?: HubContext };
  hub?: HubContext;
}

/** Live AI predictions: follows the matchups events, writes the ledger, publishes ReceiveAiResultUpdate. */
export async function modelsPlugin(app: FastifyInstance): Promise<void> {
  const optional = app as unknown as OptionalDecorations;
  const service = new PredictionService({
    db: app.db,
    log: app.log,
    models: MODELS,
    analyst: createAnalyst(
      { baseUrl: app.config.LLM_BASE_URL, apiKey: app.config.LLM_API_KEY, model: app.config.LLM_MODEL },
      app.log,
    ),
    hub: () => optional.hub ?? optional.matchups?.hub,
  });
  app.decorate('predictions', service);
  let subscribed = false;
  const subscribe = () => {
    const events = optional.matchups?.events;
    if (!events || subscribed) return;
    subscribed = true;
    events.on('matchupAdded', (_m, row) => service.onMatchup(row));
    events.on('oddsChanged', (_m, row) => service.onMatchup(row));
    events.on('gameFinished', (_m, row) => void service.onFinished(row));
  };
  // Events seen before the app is ready (the feed's first fill) are covered by the warm-up,
  // which starts once the feed has filled the database and reads every game from it.
  subscribe();
  app.addHook('onReady', async () => {
    subscribe();
    if (!subscribed) app.log.warn('models: no matchups events to follow; predicting only at start');
    void service.start();
  });
  app.addHook('onClose', async () => service.stop());
}

// Same effect as fastify-plugin: decorations land on the root instance (app.predictions).
Object.assign(modelsPlugin, { [Symbol.for('skip-override')]: true });
