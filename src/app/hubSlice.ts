import { createSlice } from '@reduxjs/toolkit';
import {
  hubClosed,
  hubConnected,
  hubConnecting,
  hubConnectionLost,
  hubGaveUp,
  hubReconnected,
} from '@/lib/hub/hubActions';

/** docs/product.md §4 "Live connection" states. */
export type HubStatus = 'notConnected' | 'connecting' | 'connected' | 'reconnecting' | 'closed';

/** The live connection's status, from the hub service's lifecycle actions. */
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
