import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@domain/rules/user';
import { authApi } from './authApi';

export type { User } from '@domain/rules/user';

/** The session as the client knows it; the calls themselves are endpoints of src/lib/api.ts. */
export interface AuthState {
  user: User | null;
  /** The server is being asked who is signed in. */
  isLoading: boolean;
}

export const initialAuthState: AuthState = { user: null, isLoading: false };

const { getCurrentUser, login, register, logout } = authApi.endpoints;

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    userSet(state, action: PayloadAction<User | null>) {
      state.user = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(getCurrentUser.matchPending, (state) => {
        state.isLoading = true;
      })
      .addMatcher(getCurrentUser.matchFulfilled, (state, action) => {
        state.user = action.payload;
        state.isLoading = false;
      })
      // Any failure counts as signed out (docs/product.md §7-8).
      .addMatcher(getCurrentUser.matchRejected, (state) => {
        state.user = null;
        state.isLoading = false;
      })
      .addMatcher(login.matchFulfilled, (state, action) => {
        if (action.payload) state.user = action.payload;
      })
      .addMatcher(register.matchFulfilled, (state, action) => {
        if (action.payload) state.user = action.payload;
      })
      // A failed logout still signs out here (docs/product.md §8).
      .addMatcher(logout.matchFulfilled, (state) => {
        state.user = null;
      })
      .addMatcher(logout.matchRejected, (state) => {
        state.user = null;
      });
  },
});

export const { userSet } = authSlice.actions;
