import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authSlice } from '@/features/auth/authSlice';
import { handicappersApi } from '@/features/handicappers/handicappersApi';
import { matchupsViewSlice } from '@/features/matchups/matchupsViewSlice';
import { betSlipSlice } from '@/features/picks/betSlipSlice';
import { resultsApi } from '@/features/results/resultsApi';
import { hubSlice } from '@/lib/hub/hubSlice';
import { matchupsSlice } from '@/lib/hub/matchupsSlice';
import { listenerMiddleware } from './listeners';
import { uiSlice } from './uiSlice';

// Each feature adds its slice here, once.
const rootReducer = combineReducers({
  [uiSlice.name]: uiSlice.reducer,
  [authSlice.name]: authSlice.reducer,
  [handicappersApi.reducerPath]: handicappersApi.reducer,
  [hubSlice.name]: hubSlice.reducer,
  [matchupsSlice.name]: matchupsSlice.reducer,
  [matchupsViewSlice.name]: matchupsViewSlice.reducer,
  [betSlipSlice.name]: betSlipSlice.reducer,
  [resultsApi.reducerPath]: resultsApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Builds a store; tests pass a preloaded state to start from any situation. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listenerMiddleware.middleware).concat(handicappersApi.middleware, resultsApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
