import { useAppSelector } from '@/app/hooks';
import { PICKS_TEXT, noMatchupsMatching } from '../picksText';
import { selectListStatus, selectPickableIds } from '../selectors';
import { PickCard } from './PickCard';

const note = 'p-8 text-center text-slate-500';

/** The day's games to pick from, or why there are none: connecting, loading, or nothing matches. */
export function PicksMatchupList({ search, now }: { search: string; now: number }) {
  const ids = useAppSelector((state) => selectPickableIds(state, search, now));
  const status = useAppSelector(selectListStatus);

  if (ids.length === 0) {
    if (status === 'connecting')
      return (
        <p role="status" className={note}>
          {PICKS_TEXT.connecting}
        </p>
      );
    if (status === 'loading')
      return (
        <p role="status" className={note}>
          {PICKS_TEXT.loading}
        </p>
      );
    return (
      <p className={note}>
        {search.trim() ? noMatchupsMatching(search.trim()) : PICKS_TEXT.noMatchups}
      </p>
    );
  }
  return (
    <>
      {status === 'connecting' && (
        <p role="status" className="text-sm text-amber-700 dark:text-amber-400">
          {PICKS_TEXT.connecting}
        </p>
      )}
      <ul aria-label="Matchups" className="grid gap-3 xl:grid-cols-2">
        {ids.map((id) => (
          <li key={id}>
            <PickCard id={id} now={now} />
          </li>
        ))}
      </ul>
    </>
  );
}
