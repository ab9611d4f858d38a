export interface Tile {
  label: string;
  value: string;
}

/** A row of figures, each a labelled term/definition pair. */
export function StatTiles({ tiles, label }: { tiles: Tile[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {tiles.map((tile) => (
        <div
          key={tile.label}
          className="rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950"
        >
          <dt className="text-xs text-slate-500">{tile.label}</dt>
          <dd className="mt-1 text-2xl font-bold">{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
