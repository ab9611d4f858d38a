import { createListenerMiddleware } from '@reduxjs/toolkit';
import { registerHubListeners } from '@/lib/hub/hubListeners';
import { THEME_STORAGE_KEY, themeChanged } from './uiSlice';

export const listenerMiddleware = createListenerMiddleware();

listenerMiddleware.startListening({
  actionCreator: themeChanged,
  effect: (action) => {
    globalThis.localStorage.setItem(THEME_STORAGE_KEY, action.payload);
  },
});

registerHubListeners(listenerMiddleware);
