import { scoreText, teamName } from '@domain/rules/display';
import type { Matchup } from '@domain/contracts/matchup';
import { WIDE_QUERY, useMediaQuery } from '@/hooks/useMediaQuery';
import { PriceSlot } from '@/components/pricing/PriceSlot';
import { priceText, sideQuote } from './rowTexts';

export type CardMarket = 'moneyLine' | 'spread' | 'total';

const LINE_HEADER: Record<CardMarket, string> = {
  moneyLine: 'Money Line',
  spread: 'Spread',
  total: 'Total',
};

interface Line {
  side: 'Away' | 'Home';
  team: string;
  score: string;
  line: string;
  /** The book whose price the line is (its title), when it is one book's. */
  book: string | null;
}

const BET_TYPE = { moneyLine: 'MoneyLine', spread: 'Spread', total: 'Total' } as const;

const selectionOf = (market: CardMarket, side: 'Away' | 'Home') =>
  market === 'total' ? (side === 'Away' ? 'Over' : 'Under') : side;

function lines(m: Matchup, market: CardMarket): Line[] {
  return (['Away', 'Home'] as const).map((side) => {
    const selection = selectionOf(market, side);
    return {
      side,
      team: teamName(side === 'Away' ? m.awayTeam : m.homeTeam, side),
      score: scoreText(side === 'Away' ? m.awayScore : m.homeScore),
      line: priceText(m, BET_TYPE[market], selection),
      book: sideQuote(m, BET_TYPE[market], selection)?.title ?? null,
    };
  });
}

/** A line that adds its side to the bet slip when clicked (the total's rows are Over, Under). */
function Price({ m, market, r }: { m: Matchup; market: CardMarket; r: Line }) {
  const selection = selectionOf(market, r.side);
  return (
    <>
      <PriceSlot
        matchup={m}
        betType={BET_TYPE[market]}
        selection={selection}
        team={r.team}
        text={r.line}
        quote={sideQuote(m, BET_TYPE[market], selection)}
      />
      {r.book && <span className="ml-1 text-xs text-slate-500">{r.book}</span>}
    </>
  );
}

/** Score and odds for one market: a table on wide screens, stacked cards on narrow ones. */
export function OddsRows({ matchup, market }: { matchup: Matchup; market: CardMarket }) {
  const wide = useMediaQuery(WIDE_QUERY);
  const rows = lines(matchup, market);
  if (!wide) {
    return (
      <div className="flex flex-col gap-2" data-layout="stacked">
        {rows.map((r) => (
          <div
            key={r.side}
            className="flex items-center justify-between rounded-md bg-slate-50 px-3 py-2 dark:bg-slate-800/60"
          >
            <span className="font-medium">{r.team}</span>
            <span className="flex gap-3 text-sm">
              <span aria-label={`${r.team} score`}>{r.score}</span>
              <span className="text-slate-600 dark:text-slate-300">
                <Price m={matchup} market={market} r={r} />
              </span>
            </span>
          </div>
        ))}
      </div>
    );
  }
  return (
    <table className="w-full text-sm" data-layout="table">
      <thead className="text-xs text-slate-500">
        <tr>
          <th className="text-left font-medium">Team</th>
          <th className="text-right font-medium">Score</th>
          <th className="text-right font-medium">{LINE_HEADER[market]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.side}>
            <td className="py-1 font-medium">{r.team}</td>
            <td className="py-1 text-right" aria-label={`${r.team} score`}>
              {r.score}
            </td>
            <td className="py-1 text-right">
              <Price m={matchup} market={market} r={r} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
