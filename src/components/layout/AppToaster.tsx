import { Toaster } from 'react-hot-toast';

/** docs/product.md §9 durations; react-hot-toast keeps at most 20 toasts (its TOAST_LIMIT), as docs/product.md §4 asks. */
// eslint-disable-next-line react-refresh/only-export-components -- a constant the tests assert
export const TOAST_DURATIONS = {
  error: 4000,
  success: 2000,
  blank: 4000,
  custom: 4000,
  loading: Infinity,
} as const;

export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      toastOptions={{
        duration: TOAST_DURATIONS.blank,
        error: { duration: TOAST_DURATIONS.error },
        success: { duration: TOAST_DURATIONS.success },
        loading: { duration: TOAST_DURATIONS.loading },
        custom: { duration: TOAST_DURATIONS.custom },
      }}
    />
  );
}
