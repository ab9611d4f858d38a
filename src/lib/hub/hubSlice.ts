import { createAction, createSlice } from '@reduxjs/toolkit';
import type { AiResult, Matchup } from '@/domain/matchup';

/** docs/product.md §4 "Live connection" states. */
export type HubStatus = 'notConnected' | 'connecting' | 'connected' | 'reconnecting' | 'closed';

// Connection lifecycle, dispatched by the hub service; listeners turn some into toasts.
export const hubConnecting = createAction('hub/connecting');
export const hubConnected = createAction('hub/connected');
/** The connection dropped and automatic reconnect started. */
export const hubConnectionLost = createAction('hub/connectionLost');
export const hubReconnected = createAction('hub/reconnected');
/** Closed on purpose (stop) or between start attempts. */
export const hubClosed = createAction('hub/closed');
/** The last of the further attempts failed: only a page refresh helps now. */
export const hubGaveUp = createAction('hub/gaveUp');

// Server → client events, already validated against the wire schemas.
export const hubMatchupsReceived = createAction<Matchup[]>('hub/matchupsReceived');
/** Single-matchup pushes that arrived within one batch window, applied as one update. */
export const hubMatchupUpdatesReceived = createAction<Matchup[]>('hub/matchupUpdatesReceived');
export const hubAiResultReceived = createAction<AiResult>('hub/aiResultReceived');

interface HubState {
  status: HubStatus;
}

const initialState: HubState = { status: 'notConnected' };

export const hubSlice = createSlice({
  name: 'hub',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(hubConnecting, (state) => {
        state.status = 'connecting';
      })
      .addCase(hubConnected, (state) => {
        state.status = 'connected';
      })
      .addCase(hubReconnected, (state) => {
        state.status = 'connected';
      })
      .addCase(hubConnectionLost, (state) => {
        state.status = 'reconnecting';
      })
      .addCase(hubClosed, (state) => {
        state.status = 'closed';
      })
      .addCase(hubGaveUp, (state) => {
        state.status = 'closed';
      });
  },
  selectors: {
    selectHubStatus: (state) => state.status,
    selectHubConnected: (state) => state.status === 'connected',
  },
});

export const { selectHubStatus, selectHubConnected } = hubSlice.selectors;
