import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * One piece of the work every request gets before routing's hooks of its own: headers to set, a
 * refusal to make. Synchronous: it answers the error that refuses the request, or nothing.
 */
export type RequestStep = (request: FastifyRequest, reply: FastifyReply) => Error | undefined;

const stepsOf = new WeakMap<FastifyInstance, RequestStep[]>();

/**
 * Adds a step to the app's one onRequest hook, created with the first step: the steps run in the
 * order added, at the place of the first (the app adds them one after another, before any route).
 * Each Fastify hook is a runner step of its own on every request; the security headers, the
 * guards and CORS as one hook cost a small answer less (docs/benchmarks.md "Round four, fourth
 * pass"). A refusal ends the loop and goes to the app's error handler, as a hook's error would.
 * Given the instance it was registered on, so a plugin wrapped with fastify-plugin adds to the
 * app's own hook.
 */
export function onEveryRequest(app: FastifyInstance, step: RequestStep): void {
  const known = stepsOf.get(app);
  if (known) {
    known.push(step);
    return;
  }
  const steps = [step];
  stepsOf.set(app, steps);
  app.addHook('onRequest', (request, reply, done) => {
    for (const step of steps) {
      const refused = step(request, reply);
      if (refused !== undefined) return done(refused);
    }
    done();
  });
}

/**
 * One piece of the work every answer gets as it is sent: it answers the payload to send (the one
 * it was given, or another in its place).
 */
export type SendStep = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => unknown;

const sendStepsOf = new WeakMap<FastifyInstance, SendStep[]>();

/** Adds a step to the app's one onSend hook, as onEveryRequest does for requests. */
export function onEverySend(app: FastifyInstance, step: SendStep): void {
  const known = sendStepsOf.get(app);
  if (known) {
    known.push(step);
    return;
  }
  const steps = [step];
  sendStepsOf.set(app, steps);
  app.addHook('onSend', (request, reply, payload, done) => {
    let sent = payload;
    for (const step of steps) sent = step(request, reply, sent);
    done(null, sent);
  });
}
