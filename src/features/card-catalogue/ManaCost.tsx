import { cn } from '@/components/ui/cn';
import { manaSymbols } from './manaCost';

const SYMBOL_STYLES: Record<string, string> = {
  W: 'bg-amber-50 text-amber-900 border-amber-300',
  U: 'bg-blue-500 text-white border-blue-600',
  B: 'bg-stone-700 text-white border-stone-800',
  R: 'bg-red-600 text-white border-red-700',
  G: 'bg-green-600 text-white border-green-700',
};

/** A cost as small round symbols; the accessible name is the cost text. */
export function ManaCost({ cost }: { cost: string }) {
  const symbols = manaSymbols(cost);
  if (symbols.length === 0) return <span className="text-xs text-slate-400">—</span>;
  return (
    <span role="img" aria-label={`Mana cost ${cost}`} className="inline-flex gap-0.5">
      {symbols.map((symbol, i) => (
        <span
          key={`${symbol}-${String(i)}`}
          className={cn(
            'flex h-5 min-w-5 items-center justify-center rounded-full border px-1 text-[10px] font-bold',
            SYMBOL_STYLES[symbol] ?? 'border-slate-400 bg-slate-200 text-slate-800',
          )}
        >
          {symbol}
        </span>
      ))}
    </span>
  );
}
