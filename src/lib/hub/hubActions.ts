import { createAction } from '@reduxjs/toolkit';

// Connection lifecycle, dispatched by the hub service; the app keeps the status
// (src/app/hubSlice.ts), listeners turn some into toasts and requests.
export const hubConnecting = createAction('hub/connecting');
export const hubConnected = createAction('hub/connected');
/** The connection dropped and automatic reconnect started. */
export const hubConnectionLost = createAction('hub/connectionLost');
export const hubReconnected = createAction('hub/reconnected');
/** Closed on purpose (stop) or between start attempts. */
export const hubClosed = createAction('hub/closed');
/** The last of the further attempts failed: only a page refresh helps now. */
export const hubGaveUp = createAction('hub/gaveUp');
