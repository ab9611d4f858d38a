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

/** A toast raised by the shell itself: mounts the toaster, then shows it. */
export async function notify(
  kind: 'error' | 'success',
  message: string,
  options?: ToastOptions,
): Promise<void> {
  wantToaster();
  const { default: toast } = await import('react-hot-toast');
  toast[kind](message, options);
}
