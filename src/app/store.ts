import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authSlice } from '@/features/auth/authSlice';
import { matchupsReducer } from './live/matchupsState';
import { matchupsViewSlice } from '@/features/matchups/matchupsViewSlice';
import { betSlipSlice } from '@/features/picks/betSlipSlice';
import { api } from '@/lib/api';
import { hubSlice } from './hubSlice';
import { listenerMiddleware } from './listeners';
import { uiSlice } from './uiSlice';

// Each feature adds its slice here, once.
const slices = () => ({
  [uiSlice.name]: uiSlice.reducer,
  [authSlice.name]: authSlice.reducer,
  [hubSlice.name]: hubSlice.reducer,
  // Its logic loads with the first page that shows live matchups (src/app/live/matchupsState.ts).
  matchups: matchupsReducer,
  [matchupsViewSlice.name]: matchupsViewSlice.reducer,
  [betSlipSlice.name]: betSlipSlice.reducer,
  [api.reducerPath]: api.reducer,
});

/**
 * The root reducer, combined with the first store rather than as this module loads: combining
 * runs every reducer's initial state (the matchups day starts Intl's time zones), and the app
 * starts in short tasks (src/main.tsx).
 */
let rootReducer: ReturnType<typeof combineReducers<ReturnType<typeof slices>>> | undefined;

export type RootState = ReturnType<NonNullable<typeof rootReducer>>;

/** Builds a store; tests pass a preloaded state to start from any situation. */
export function makeStore(preloadedState?: Partial<RootState>) {
  rootReducer ??= combineReducers(slices());
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(listenerMiddleware.middleware).concat(api.middleware),
    // RTK Query's bursts of actions notify subscribers once per microtask rather than per animation
    // frame: the same batching, without waiting on a frame that a hidden tab or a faked clock never draws.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
