import { executionAsyncResource } from 'node:async_hooks';

/** The tick object held for the process's life (one small object). */
let held: object | undefined;

/**
 * Holds one of Node's `process.nextTick` tick objects for the process's life, so that the object
 * shapes (V8 maps) of every tick object stay alive. Run first, before the database opens: Node's
 * HTTP and stream code calls nextTick several times per answer, and its tick object literal defines
 * its keys with one-map caches that a second map turns into a call into V8's runtime for good. A
 * few major collections while no tick object is alive (PGlite's migrations and the app's boot make
 * a dozen) drop those maps, the next tick makes new ones, and every later tick pays the runtime
 * call (docs/benchmarks.md "Round four, fifth pass"; tests/server/http/tickObjects.test.ts).
 * Holding one tick object keeps the first maps; nothing else changes. The object is the resource
 * of the running tick's callback.
 */
export async function holdTickObjectShapes(): Promise<void> {
  if (held !== undefined) return;
  held = await new Promise<object>((resolve) =>
    process.nextTick(() => resolve(executionAsyncResource())),
  );
}
