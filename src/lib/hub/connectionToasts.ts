import { addListener, type Dispatch } from '@reduxjs/toolkit';
import { notify } from '../toast';
import { hubConnectionLost, hubGaveUp, hubReconnected } from './hubActions';

/** docs/product.md §8 toasts of the live connection. */
export const HUB_TOASTS = {
  lost: 'Lost connection to server. Attempting to reconnect...',
  reconnected: 'Reconnected to server',
  gaveUp: 'Unable to connect to server. Please refresh the page.',
} as const;

/** Toasts the connection's loss, return and end; registered once, with the first start. */
export function registerConnectionToasts(dispatch: Dispatch): void {
  const toast = (kind: 'error' | 'success', text: string) => () =>
    void notify(kind, text, { id: 'hub' });
  dispatch(
    addListener({ actionCreator: hubConnectionLost, effect: toast('error', HUB_TOASTS.lost) }),
  );
  dispatch(
    addListener({
      actionCreator: hubReconnected,
      effect: toast('success', HUB_TOASTS.reconnected),
    }),
  );
  dispatch(addListener({ actionCreator: hubGaveUp, effect: toast('error', HUB_TOASTS.gaveUp) }));
}
