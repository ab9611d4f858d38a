import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { RootState } from '@/app/store';
import { easternDate } from '@domain/rules/dates';
import {
  matchupsQueryChanged,
  selectMatchupsQuery,
  type MatchupsQuery,
  type SportFilter,
} from '@/app/live/matchupsSlice';
import { matchupsUrl, parseMatchupsLocation } from './urlState';

/** docs/product.md §2: URL updates are debounced 300 ms, except a date change, which is immediate. */
export const URL_DEBOUNCE_MS = 300;

/**
 * Keeps the selected sport and date and the URL in step both ways: a new URL (link, back
 * button) sets the query; a control sets the query now and the URL by replace navigation.
 */
export function useMatchupsUrlSync() {
  const params = useParams<{ sport?: string; date?: string }>();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const query = useAppSelector(selectMatchupsQuery);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The store's query at call time (handlers and effects must not act on a stale render's copy).
  const currentQuery = useCallback(
    () => dispatch((_dispatch, getState: () => RootState) => selectMatchupsQuery(getState())),
    [dispatch],
  );

  const { sport: pathSport, date: pathDate } = params;
  useEffect(() => {
    // A navigation from outside (link, back button) wins over a URL update still waiting.
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const parsed = parseMatchupsLocation(
      { sport: pathSport, date: pathDate },
      search,
      easternDate(new Date()),
    );
    const current = currentQuery();
    if (parsed.sport !== current.sport || parsed.date !== current.date)
      dispatch(matchupsQueryChanged(parsed));
    const canonical = matchupsUrl(parsed);
    // A missing or invalid date (or sport) is rewritten at once, so the URL shows what is listed.
    if (canonical !== pathname + search) void navigate(canonical, { replace: true });
  }, [currentQuery, dispatch, navigate, pathSport, pathDate, pathname, search]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const update = useCallback(
    (next: MatchupsQuery) => {
      const dateChanged = next.date !== currentQuery().date;
      dispatch(matchupsQueryChanged(next));
      if (timer.current) clearTimeout(timer.current);
      const go = () => {
        timer.current = null;
        void navigate(matchupsUrl(next), { replace: true });
      };
      if (dateChanged) go();
      else timer.current = setTimeout(go, URL_DEBOUNCE_MS);
    },
    [currentQuery, dispatch, navigate],
  );

  const setSport = useCallback(
    (sport: SportFilter) => update({ ...currentQuery(), sport }),
    [currentQuery, update],
  );
  const setDate = useCallback(
    (date: string) => update({ ...currentQuery(), date }),
    [currentQuery, update],
  );
  return { query, setSport, setDate };
}
