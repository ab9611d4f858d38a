import type { Matchup } from '@/domain/matchup';
import { MARKET_LABELS, consensusPicks, pickText } from '../pickText';

const LABEL_CLASS: Record<string, string> = {
  Lock: 'bg-purple-600 text-white',
  Consensus: 'bg-purple-600 text-white',
  Bet: 'bg-brand-600 text-white',
  Lean: 'bg-amber-500 text-white',
};

/**
 * The AI consensus picks of a game (docs/product.md §8), each with its chance, the market's
 * no-vig chance, its price and its edge; a pick without a positive edge says so instead of a
 * label. Or 'No consensus available'.
 */
export function AiPick({ matchup, compact = false }: { matchup: Matchup; compact?: boolean }) {
  const picks = consensusPicks(matchup);
  if (picks.length === 0)
    return <span className="text-sm text-slate-500">No consensus available</span>;
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {picks.map(({ market, pick }) => {
        const text = pickText(matchup, market, pick);
        return (
          <li key={market} className="flex flex-wrap items-center gap-1">
            {!compact && <span className="text-xs text-slate-500">{MARKET_LABELS[market]}</span>}
            <span className="font-medium">{text.side}</span>
            {text.price && <span className="text-xs text-slate-500">{text.price}</span>}
            {text.label && (
              <span
                className={`rounded px-1.5 text-xs font-semibold ${LABEL_CLASS[text.label] ?? ''}`}
              >
                {text.label}
              </span>
            )}
            <span
              className="text-xs text-slate-500"
              title="The AI models' chance that this pick wins"
            >
              {text.confidence}
            </span>
            {!compact && text.market && (
              <span className="text-xs text-slate-500">{text.market}</span>
            )}
            {text.edge && (
              <span
                className={`text-xs ${text.noEdge ? 'text-slate-500 italic' : 'font-medium text-green-700 dark:text-green-400'}`}
              >
                {text.edge}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
