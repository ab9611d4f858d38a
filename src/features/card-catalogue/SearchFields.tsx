import { SearchInput } from '@/components/ui/SearchInput';

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
      <SearchInput
        label="Search by card name"
        placeholder="Search by card name"
        value={name}
        onChange={(e) => onNameChange(e.target.value)}
        className="min-w-56 flex-1"
      />
      <SearchInput
        label="Search by set"
        placeholder="Search by set"
        value={set}
        onChange={(e) => onSetChange(e.target.value)}
        className="min-w-56 flex-1"
      />
    </div>
  );
}
