/**
 * Polls `condition` every `intervalMs` until it holds; rejects after `timeoutMs`. For an effect
 * that announces itself by no event the test can await (a process becoming healthy, a port
 * answering, a connection forgotten by a server). Tests wait on events, never on fixed sleeps:
 * this poll interval is the one timer in tests/ that paces a wait (eslint.config.js exempts this
 * file from the no-sleep rule). A condition that throws ends the wait with its error.
 */
export async function pollUntil(
  condition: () => boolean | Promise<boolean>,
  {
    intervalMs,
    timeoutMs,
    what = 'the condition',
  }: { intervalMs: number; timeoutMs: number; what?: string },
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline)
      throw new Error(`timed out after ${String(timeoutMs)} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
