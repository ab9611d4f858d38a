import { Search } from 'lucide-react';

const inputClass =
  'w-full rounded-md border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm dark:border-slate-700 dark:bg-slate-950';

function SearchInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="relative min-w-56 flex-1">
      <span className="sr-only">{label}</span>
      <Search className="absolute top-2.5 left-3 h-4 w-4 text-slate-400" aria-hidden />
      <input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={label}
        className={inputClass}
      />
    </label>
  );
}

interface Props {
  name: string;
  onNameChange: (value: string) => void;
  set: string;
  onSetChange: (value: string) => void;
}

/** docs/product.md §2: search by card name and by set (name or code), as you type. */
export function SearchFields({ name, onNameChange, set, onSetChange }: Props) {
  return (
    <div className="flex flex-wrap gap-3">
      <SearchInput label="Search by card name" value={name} onChange={onNameChange} />
      <SearchInput label="Search by set" value={set} onChange={onSetChange} />
    </div>
  );
}
