import { LIST_COLUMNS } from './rowTexts';

/** The matchup table's header row, shared by the plain and the virtualized table. */
export function MatchupTableHead() {
  return (
    <thead className="sticky top-0 z-10 bg-slate-50 text-xs text-slate-500 dark:bg-slate-800">
      <tr>
        {LIST_COLUMNS.map((c) => (
          <th key={c} scope="col" className="px-3 py-2 text-left font-semibold">
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}
