import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BookQuote } from '@domain/rules/bookQuote';
import type { Matchup } from '@domain/contracts/matchup';
import type { BetMode, LegSelection, Selection, SlipBetType, SlipEntry } from '@domain/rules/slip';
import { DEFAULT_TEASER_POINTS, TEASER_POINTS } from '@domain/rules/teaserCard';

/** A price a signed-out visitor clicked: kept through the sign-in dialog, taken once signed in (docs/product.md §4). */
export interface PendingPick {
  matchup: Matchup;
  betType: SlipBetType;
  selection: Selection;
  /** The price shown: its text and, when the card named it, the book's price with its key. */
  shown: { text: string; quote: BookQuote | null };
}

/** The pick-entry screen's slip: the bet mode, the legs of a parlay or teaser being built, and the entries. */
export interface BetSlipState {
  mode: BetMode;
  teaserPoints: number;
  /** Parlay or teaser legs not yet added to the slip (docs/product.md §4: highlighted). */
  legs: LegSelection[];
  entries: SlipEntry[];
  submitting: boolean;
  /** The price clicked before signing in, while the sign-in dialog is open. */
  pendingPick: PendingPick | null;
}

export const initialBetSlipState: BetSlipState = {
  mode: 'single',
  teaserPoints: DEFAULT_TEASER_POINTS,
  legs: [],
  entries: [],
  submitting: false,
  pendingPick: null,
};

const findEntry = (state: BetSlipState, id: string) => state.entries.find((e) => e.id === id);

export const betSlipSlice = createSlice({
  name: 'betSlip',
  // docs/product.md §5: a slip saved in this browser comes back after a reload: src/main.tsx
  // makes the store with savedSlipEntries() (./slipStorage.ts).
  initialState: initialBetSlipState,
  reducers: {
    /** Single mode has no pending legs; a teaser keeps only the legs it may hold. */
    modeChanged(state, action: PayloadAction<BetMode>) {
      state.mode = action.payload;
      if (action.payload === 'single') state.legs = [];
      if (action.payload === 'teaser')
        state.legs = state.legs.filter((l) => l.betType !== 'MoneyLine');
    },
    teaserPointsChanged(state, action: PayloadAction<number>) {
      if ((TEASER_POINTS as readonly number[]).includes(action.payload))
        state.teaserPoints = action.payload;
    },
    legsChanged(state, action: PayloadAction<LegSelection[]>) {
      state.legs = action.payload;
    },
    entryAdded(state, action: PayloadAction<SlipEntry>) {
      state.entries.push(action.payload);
    },
    comboAdded(state, action: PayloadAction<SlipEntry>) {
      state.entries.push(action.payload);
      state.legs = [];
    },
    entryRemoved(state, action: PayloadAction<string>) {
      state.entries = state.entries.filter((e) => e.id !== action.payload);
    },
    unitsChanged(state, action: PayloadAction<{ id: string; units: number }>) {
      const entry = findEntry(state, action.payload.id);
      if (entry) entry.units = action.payload.units;
    },
    reasoningChanged(state, action: PayloadAction<{ id: string; reasoning: string }>) {
      const entry = findEntry(state, action.payload.id);
      if (entry) entry.reasoning = action.payload.reasoning;
    },
    submitStarted(state) {
      state.submitting = true;
    },
    /** Submitted: the slip empties (docs/product.md §4). */
    submitSucceeded(state) {
      state.submitting = false;
      state.entries = [];
    },
    submitFailed(state) {
      state.submitting = false;
    },
    /** A signed-out click kept (or, with null, taken or given up). */
    pickPending(state, action: PayloadAction<PendingPick | null>) {
      state.pendingPick = action.payload;
    },
  },
  selectors: {
    selectBetMode: (state) => state.mode,
    selectTeaserPoints: (state) => state.teaserPoints,
    selectPendingLegs: (state) => state.legs,
    selectSlipEntries: (state) => state.entries,
    selectSubmitting: (state) => state.submitting,
  },
});

export const {
  modeChanged,
  teaserPointsChanged,
  legsChanged,
  entryAdded,
  comboAdded,
  entryRemoved,
  unitsChanged,
  reasoningChanged,
  submitStarted,
  submitSucceeded,
  submitFailed,
  pickPending,
} = betSlipSlice.actions;
export const {
  selectBetMode,
  selectTeaserPoints,
  selectPendingLegs,
  selectSlipEntries,
  selectSubmitting,
} = betSlipSlice.selectors;
