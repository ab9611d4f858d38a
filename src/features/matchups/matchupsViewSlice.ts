import { createSlice, type Dispatch, type PayloadAction } from '@reduxjs/toolkit';
import { VIEW_STORAGE_KEY } from '@domain/rules/browserStorage';
import { DEFAULT_CONFIDENCE } from '@domain/rules/confidence';

export type ViewMode = 'card' | 'table';
export type SummaryTab = 'aiBets' | 'aiLocks' | 'aiLeans' | 'cappers';
/** List order: live first (docs/product.md §4 order), by start time, or by the biggest edge of the picks shown. */
export type MatchupSort = 'live' | 'start' | 'edge';
export const SORT_LABELS: Record<MatchupSort, string> = {
  live: 'Live first',
  start: 'Start time',
  edge: 'Biggest edge',
};

export { VIEW_STORAGE_KEY };
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
  sort: MatchupSort;
}

export const matchupsViewSlice = createSlice({
  name: 'matchupsView',
  initialState: (): MatchupsViewState => ({
    confidence: DEFAULT_CONFIDENCE,
    search: '',
    view: storedView(),
    tab: 'aiBets',
    sort: 'live',
  }),
  reducers: {
    confidenceChanged(state, action: PayloadAction<number>) {
      state.confidence = Math.min(
        CONFIDENCE_MAX,
        Math.max(CONFIDENCE_MIN, Math.round(action.payload)),
      );
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
    sortChanged(state, action: PayloadAction<MatchupSort>) {
      state.sort = action.payload;
    },
  },
});

export const { confidenceChanged, searchChanged, viewChanged, tabChanged, sortChanged } =
  matchupsViewSlice.actions;

/** Switches card / table view and keeps the choice locally (docs/product.md §2). */
export const chooseView = (view: ViewMode) => (dispatch: Dispatch) => {
  dispatch(viewChanged(view));
  try {
    globalThis.localStorage.setItem(VIEW_STORAGE_KEY, view);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for the session.
  }
};
