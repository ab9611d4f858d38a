import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAnalyst } from './analyst';
import { publishDemoHistory } from './demoHistoryPicks';
import { MODELS } from './registry';
import { PredictionService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    predictions: PredictionService;
    /** Resolves once the demo's history has joined the Edgewise picks record (tests). */
    demoHistoryPublished: () => Promise<void>;
  }
}

/**
 * Live AI predictions: follows the matchups events, writes the ledger, publishes
 * ReceiveAiResultUpdate through the matchups broadcaster (server/matchups/broadcast.ts).
 */
async function models(app: FastifyInstance): Promise<void> {
  const { events, hub } = app.matchups;
  const service = new PredictionService({
    db: app.db,
    log: app.log,
    models: MODELS,
    analyst: createAnalyst(
      {
        baseUrl: app.config.LLM_BASE_URL,
        apiKey: app.config.LLM_API_KEY,
        model: app.config.LLM_MODEL,
      },
      app.log,
    ),
    hub: () => hub,
    onPublished: (matchupId) => app.matchups.publisher.aiResultsChanged(matchupId),
  });
  app.decorate('predictions', service);
  let historyPublished: Promise<void> = Promise.resolve();
  app.decorate('demoHistoryPublished', () => historyPublished);
  // Events seen before the app is ready (the feed's first fill) are covered by the warm-up,
  // which starts once the feed has filled the database and reads every game from it.
  events.on('matchupAdded', (_m, row) => service.onMatchup(row));
  events.on('oddsChanged', (_m, row) => service.onMatchup(row));
  events.on('gameFinished', (_m, row) => void service.onFinished(row));
  app.addHook('onReady', async () => {
    const readyAt = new Date();
    const started = service.start();
    // The demo's finished games came in at once, before any sweep: their labelled sides join the
    // Edgewise picks record, marked demo (./demoHistoryPicks.ts).
    if (app.matchups.feed?.kind === 'demo') {
      historyPublished = started
        .then(() =>
          publishDemoHistory(app.db, app.config.DEMO_SEED, readyAt, app.matchups.store.pricing),
        )
        .then((added) => app.log.info({ added }, 'models: demo history published'))
        .catch((err: unknown) => app.log.error({ err }, 'models: demo history failed'));
    }
  });
  app.addHook('onClose', async () => {
    await historyPublished;
    await service.stop();
  });
}

// Not encapsulated: `app.predictions` is for the rest of the app.
export const modelsPlugin = fp(models, {
  name: 'models',
  fastify: '5.x',
  decorators: { fastify: ['config', 'db'] },
  dependencies: ['matchups'],
});
