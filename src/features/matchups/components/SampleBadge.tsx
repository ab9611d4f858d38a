/** Marks fixed sample content (docs/product.md §2: the Expert Cappers and 'Today's Results'), so nobody takes it for live records. */
export function SampleBadge() {
  return (
    <span className="inline-flex items-center rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200">
      Sample data
    </span>
  );
}
