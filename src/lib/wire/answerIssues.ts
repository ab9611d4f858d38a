import { nextIdle } from '../idle';
import type { CheckReply, CheckRequest, ContractName, WireIssue } from './contracts';

/** The worker the checks run in; null where none can run (then they run on the page's thread). */
let checksWorker: Worker | null | undefined;
let lastCheckId = 0;
const awaitedReplies = new Map<number, (issues: readonly WireIssue[] | null) => void>();

function worker(): Worker | null {
  if (checksWorker !== undefined) return checksWorker;
  if (typeof Worker === 'undefined') return (checksWorker = null);
  const started = new Worker(new URL('./checks.worker.ts', import.meta.url), {
    type: 'module',
    name: 'answer checks',
  });
  started.onmessage = (event: MessageEvent<CheckReply>) => {
    awaitedReplies.get(event.data.id)?.(event.data.issues);
    awaitedReplies.delete(event.data.id);
  };
  // A worker that cannot load (offline, a build replaced meanwhile) leaves its answers unchecked;
  // later ones are checked on the page's thread.
  started.onerror = () => {
    for (const reply of awaitedReplies.values()) reply(null);
    awaitedReplies.clear();
    started.terminate();
    checksWorker = null;
  };
  return (checksWorker = started);
}

/**
 * The issues of an answer against its contract (../api.ts, checked after render): in the checks'
 * worker (./checks.worker.ts), else on the page's thread in idle periods, the contract loaded in
 * one and checked in the next, a list's items yielding whenever the idle period is over. Null
 * when it could not be checked.
 */
export async function answerIssues(
  contract: ContractName,
  value: unknown,
  each: boolean,
): Promise<readonly WireIssue[] | null> {
  const running = worker();
  if (running) {
    return new Promise((resolve) => {
      const id = ++lastCheckId;
      awaitedReplies.set(id, resolve);
      try {
        running.postMessage({ id, contract, value, each } satisfies CheckRequest);
      } catch {
        // An answer that cannot be copied to the worker (none should: answers are JSON).
        awaitedReplies.delete(id);
        resolve(null);
      }
    });
  }
  const { contractIssues, contracts } = await import('./contracts');
  await contracts[contract]();
  let period = await nextIdle();
  const between = async () => {
    if (period.timeRemaining() <= 0) period = await nextIdle();
  };
  return contractIssues(contract, value, each, between);
}
