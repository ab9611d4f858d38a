import { contractIssues, type CheckReply, type CheckRequest } from './contracts';

/** What this module sees of the worker it runs in. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage: (reply: CheckReply) => void;
}

/**
 * The checks of answers after render (../api.ts), off the page's thread: zod and the contracts
 * load and run here (docs/benchmarks.md, Lighthouse). A contract that cannot load answers null.
 */
const scope = self as unknown as WorkerScope;
scope.onmessage = (event) => {
  const { id, contract, value, each } = event.data;
  void contractIssues(contract, value, each).then(
    (issues) => scope.postMessage({ id, issues }),
    () => scope.postMessage({ id, issues: null }),
  );
};
