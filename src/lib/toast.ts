import type { ToastOptions } from 'react-hot-toast';

/**
 * The toaster (react-hot-toast with its styles) loads with the first toast or the first
 * interaction, not with the first page (docs/benchmarks.md, JavaScript loaded for /). Every toast
 * a feature raises answers an interaction, so its toaster is mounted by then; toasts the shell
 * raises on its own (the live connection's) go through `notify`, which mounts it first.
 */
let wanted = false;
const listeners = new Set<() => void>();

/** Asks the layout to mount the toaster (once). */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function toasterWanted(): boolean {
  return wanted;
}

export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Toasts raised and not yet handed to react-hot-toast (it may still be loading). */
const raising = new Set<Promise<void>>();

/** A toast: mounts the toaster, then shows it. */
export function notify(
  kind: 'error' | 'success',
  message: string,
  options?: ToastOptions,
): Promise<void> {
  wantToaster();
  const shown = import('react-hot-toast').then(({ default: toast }) => {
    toast[kind](message, options);
  });
  raising.add(shown);
  void shown.finally(() => raising.delete(shown)).catch(() => undefined);
  return shown;
}

/** @internal Settles once every toast raised so far is shown: what a test awaits before asserting. */
export async function toastsRaised(): Promise<void> {
  while (raising.size > 0) await Promise.allSettled(raising);
}

/**
 * What features raise: a success or an error, shown once react-hot-toast has loaded (a few
 * milliseconds after the first toast; every later one at once). Importing react-hot-toast in a
 * page would put it and its styles on the page's first load (docs/benchmarks.md, Lighthouse).
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => raise('success', message, options),
  error: (message: string, options?: ToastOptions) => raise('error', message, options),
};

/** A toast whose code cannot load (offline, a replaced chunk) is dropped, not an unhandled rejection. */
function raise(kind: 'error' | 'success', message: string, options?: ToastOptions): void {
  notify(kind, message, options).catch(() => undefined);
}
