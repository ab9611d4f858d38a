import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { THEME_STORAGE_KEY } from '@domain/rules/browserStorage';

export type Theme = 'light' | 'dark' | 'system';
export type AuthDialogMode = 'login' | 'register' | 'reset';

export { THEME_STORAGE_KEY };

export interface UiState {
  theme: Theme;
  sidebarOpen: boolean;
  authDialog: { open: boolean; mode: AuthDialogMode };
}

/** Reads the saved theme; light when nothing valid is saved (docs/product.md §2: default light). */
export function loadTheme(
  storage: Pick<Storage, 'getItem'> | undefined = typeof localStorage === 'undefined'
    ? undefined
    : localStorage,
): Theme {
  const saved = storage?.getItem(THEME_STORAGE_KEY);
  return saved === 'dark' || saved === 'system' || saved === 'light' ? saved : 'light';
}

export const initialUiState = (): UiState => ({
  theme: loadTheme(),
  sidebarOpen: false,
  authDialog: { open: false, mode: 'login' },
});

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    themeChanged(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
    sidebarToggled(state) {
      state.sidebarOpen = !state.sidebarOpen;
    },
    sidebarClosed(state) {
      state.sidebarOpen = false;
    },
    authDialogOpened(state, action: PayloadAction<AuthDialogMode | undefined>) {
      state.authDialog = { open: true, mode: action.payload ?? 'login' };
    },
    authDialogModeChanged(state, action: PayloadAction<AuthDialogMode>) {
      state.authDialog.mode = action.payload;
    },
    authDialogClosed(state) {
      state.authDialog.open = false;
    },
  },
});

export const {
  themeChanged,
  sidebarToggled,
  sidebarClosed,
  authDialogOpened,
  authDialogModeChanged,
  authDialogClosed,
} = uiSlice.actions;
