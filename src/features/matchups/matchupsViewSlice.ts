import { createAsyncThunk, createSlice, type Dispatch, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_CONFIDENCE } from '@/domain/aiPicks';
import { http } from '@/lib/http';

export type ViewMode = 'card' | 'table';
export type SummaryTab = 'aiBets' | 'aiLocks' | 'aiLeans' | 'cappers';

export const VIEW_STORAGE_KEY = 'edgewise.matchups.view';
export const CONFIDENCE_MIN = 50;
export const CONFIDENCE_MAX = 100;

function storedView(): ViewMode {
  try {
    return globalThis.localStorage.getItem(VIEW_STORAGE_KEY) === 'table' ? 'table' : 'card';
  } catch {
    return 'card';
  }
}

interface MatchupsViewState {
  confidence: number;
  search: string;
  view: ViewMode;
  tab: SummaryTab;
  /** The server runs the demo feed (GET /api/health), so the page says the data is simulated. */
  demo: boolean;
}

/** Asks the server whether it plays the demo feed; a failure just hides the notice. */
export const fetchDemoFlag = createAsyncThunk('matchupsView/fetchDemoFlag', async () => {
  const response = await http.get<{ demo?: unknown }>('/health');
  return response.data.demo === true;
});

export const matchupsViewSlice = createSlice({
  name: 'matchupsView',
  initialState: (): MatchupsViewState => ({
    confidence: DEFAULT_CONFIDENCE,
    search: '',
    view: storedView(),
    tab: 'aiBets',
    demo: false,
  }),
  reducers: {
    confidenceChanged(state, action: PayloadAction<number>) {
      state.confidence = Math.min(CONFIDENCE_MAX, Math.max(CONFIDENCE_MIN, Math.round(action.payload)));
    },
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
    },
    viewChanged(state, action: PayloadAction<ViewMode>) {
      state.view = action.payload;
    },
    tabChanged(state, action: PayloadAction<SummaryTab>) {
      state.tab = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(fetchDemoFlag.fulfilled, (state, action) => {
      state.demo = action.payload;
    });
  },
});

export const { confidenceChanged, searchChanged, viewChanged, tabChanged } = matchupsViewSlice.actions;

/** Switches card / table view and keeps the choice locally (SPEC §2). */
export const chooseView = (view: ViewMode) => (dispatch: Dispatch) => {
  dispatch(viewChanged(view));
  try {
    globalThis.localStorage.setItem(VIEW_STORAGE_KEY, view);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for the session.
  }
};
