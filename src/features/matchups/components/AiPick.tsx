import { Info } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Matchup } from '@domain/contracts/matchup';
import { MARKET_LABELS, consensusPicks, pickText } from '../pickText';
import { BooksDialog } from './BooksDialog';

const LABEL_CLASS: Record<string, string> = {
  Lock: 'bg-purple-600 text-white',
  Consensus: 'bg-purple-600 text-white',
  Bet: 'bg-brand-600 text-white',
  Lean: 'bg-amber-500 text-white',
};

const RANGE_TITLE =
  "The edge at the low and high end of the fair chance's range; a label needs the low end past Lean";
const STAKE_TITLE = 'Suggested stake: a quarter of Kelly, in units of 1% of the bankroll';
const STAKED_WITH_TITLE =
  "One stake covers this pick and the same team's other labelled market of this game";

/**
 * The AI consensus picks of a game (docs/product.md §2 "Game card"), each with its point, the
 * best price and its book, the fair price and chance, the edge with its range and, when labelled,
 * a suggested stake and how labels like it have done on real prices; a detail opens the Lines
 * dialog at that market. A pick whose edge's low end is short of Lean says so instead of a label.
 * Or 'No consensus available'.
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
            {text.price && (
              <span className="text-xs">
                <span className="font-medium">{text.price}</span>
                {text.book && <span className="text-slate-500"> {text.book}</span>}
              </span>
            )}
            {text.label && (
              <span
                className={`rounded px-1.5 text-xs font-semibold ${LABEL_CLASS[text.label] ?? ''}`}
                title={compact && text.record ? text.record : undefined}
              >
                {text.label}
              </span>
            )}
            <span
              className="text-xs text-slate-500"
              title="The fair chance this pick wins (given no push): the fair line with the AI models read against it"
            >
              {text.confidence}
            </span>
            {!compact && text.fair && <span className="text-xs text-slate-500">{text.fair}</span>}
            {!compact && text.market && (
              <span className="text-xs text-slate-500">{text.market}</span>
            )}
            {text.edge && (
              <span
                title={text.noEdge ? undefined : RANGE_TITLE}
                className={`text-xs ${text.noEdge ? 'text-slate-500 italic' : 'font-medium text-green-700 dark:text-green-400'}`}
              >
                {text.edge}
              </span>
            )}
            {text.range && (
              <span className="text-xs text-slate-500" title={RANGE_TITLE}>
                {text.range}
              </span>
            )}
            {text.stake && (
              <span
                className="text-xs text-slate-500"
                title={pick.stakedWith ? STAKED_WITH_TITLE : STAKE_TITLE}
              >
                {text.stake}
              </span>
            )}
            {!compact && pick.bestPrice && (
              <BooksDialog
                matchup={matchup}
                market={market}
                trigger={
                  <button
                    type="button"
                    className="text-slate-400 hover:text-slate-700 dark:hover:text-slate-200"
                    aria-label={`How the ${MARKET_LABELS[market]} pick is priced`}
                  >
                    <Info className="h-3.5 w-3.5" />
                  </button>
                }
              />
            )}
            {/* A table row keeps its height: there the record is the label's tooltip. */}
            {!compact && text.record && (
              <Link
                to="/ai-models#label-record"
                className="basis-full text-xs text-slate-500 underline decoration-dotted underline-offset-2 hover:text-slate-800 dark:hover:text-slate-200"
                title={`How ${String(text.label)}s have done on real closing prices: return per unit staked, with its 95% interval`}
              >
                {text.record}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
