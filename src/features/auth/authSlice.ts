import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  LOGIN_ERROR_FALLBACK,
  LOGIN_FAILED,
  REGISTRATION_ERROR_FALLBACK,
  REGISTRATION_FAILED,
  toUser,
  type RegisterPayload,
  type User,
} from '@/domain/auth';
import { http, problemMessage } from '@/lib/http';

export type { User } from '@/domain/auth';

export interface AuthState {
  user: User | null;
  isLoading: boolean;
  error: string | null;
}

export const initialAuthState: AuthState = { user: null, isLoading: false, error: null };

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** SPEC §5: success only with isAuthenticated and a userId; server text when it sent one. */
export const login = createAsyncThunk<User, LoginInput, { rejectValue: string }>(
  'auth/login',
  async ({ email, password, rememberMe }, { rejectWithValue }) => {
    try {
      // SPEC §3: rememberMe travels as the text "true"/"false".
      const { data } = await http.post<unknown>('/account/login', { email, password, rememberMe: String(rememberMe) });
      return toUser(data) ?? rejectWithValue(LOGIN_FAILED);
    } catch (error) {
      return rejectWithValue(problemMessage(error) ?? LOGIN_ERROR_FALLBACK);
    }
  },
);

export const register = createAsyncThunk<User, RegisterPayload, { rejectValue: string }>(
  'auth/register',
  async (payload, { rejectWithValue }) => {
    try {
      const { data } = await http.post<unknown>('/account/register', payload);
      return toUser(data) ?? rejectWithValue(REGISTRATION_FAILED);
    } catch (error) {
      return rejectWithValue(problemMessage(error) ?? REGISTRATION_ERROR_FALLBACK);
    }
  },
);

/** SPEC §7 writes the prefix again, so this resolves to /api/api/account/logout (the server accepts both). */
export const logout = createAsyncThunk('auth/logout', async () => {
  try {
    await http.post('/api/account/logout');
  } catch (error) {
    console.error('Logout failed', error);
  }
});

/** The signed-in user or null; any failure is logged and counts as signed out (SPEC §7-8). */
export const fetchCurrentUser = createAsyncThunk('auth/fetchCurrentUser', async () => {
  try {
    const { data } = await http.get<unknown>('/account/user-info');
    return toUser(data);
  } catch (error) {
    console.error('Failed to fetch the current user', error);
    throw error;
  }
});

const signedOut = (state: AuthState) => {
  state.user = null;
  state.error = null;
  state.isLoading = false;
};

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    userSet(state, action: PayloadAction<User | null>) {
      state.user = action.payload;
    },
    errorCleared(state) {
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    for (const thunk of [login, register]) {
      builder
        .addCase(thunk.pending, (state) => {
          state.isLoading = true;
          state.error = null;
        })
        .addCase(thunk.fulfilled, (state, action) => {
          state.user = action.payload;
          state.isLoading = false;
          state.error = null;
        })
        .addCase(thunk.rejected, (state, action) => {
          state.isLoading = false;
          state.error = action.payload ?? (thunk === login ? LOGIN_ERROR_FALLBACK : REGISTRATION_ERROR_FALLBACK);
        });
    }
    builder
      .addCase(logout.pending, (state) => {
        state.isLoading = true;
      })
      .addCase(logout.fulfilled, signedOut)
      .addCase(logout.rejected, signedOut)
      .addCase(fetchCurrentUser.pending, (state) => {
        state.isLoading = true;
        state.error = null;
      })
      .addCase(fetchCurrentUser.fulfilled, (state, action) => {
        state.user = action.payload;
        state.isLoading = false;
      })
      .addCase(fetchCurrentUser.rejected, (state) => {
        state.user = null;
        state.isLoading = false;
      });
  },
});

export const { userSet, errorCleared } = authSlice.actions;
