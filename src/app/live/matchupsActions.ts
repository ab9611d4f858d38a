import { createAction } from '@reduxjs/toolkit';
import type { AiResult, Matchup } from '@domain/contracts/matchup';
import type { MatchupsQuery } from './matchupsState';

/** A changed query, sent by a page; the listeners request the new data. */
export const matchupsQueryChanged = createAction<MatchupsQuery>('matchups/queryChanged');
/** The listeners arrived on a connection that was already open (the bell opened it): ask now. */
export const matchupsListenersJoined = createAction('matchups/listenersJoined');

// Server pushes, already validated against the wire schemas (./matchupsWire.ts).
/** Single-matchup pushes that arrived within one batch window, applied as one update. */
export const matchupUpdatesReceived = createAction<Matchup[]>('matchups/updatesReceived');
export const aiResultReceived = createAction<AiResult>('matchups/aiResultReceived');
