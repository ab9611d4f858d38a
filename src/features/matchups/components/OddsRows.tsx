import { oddsText, scoreText, spreadText, teamName } from '@domain/rules/display';
import type { Matchup } from '@domain/contracts/matchup';
import { WIDE_QUERY, useMediaQuery } from '@/hooks/useMediaQuery';
import { PriceSlot } from '@/components/pricing/PriceSlot';

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
}

function lines(m: Matchup, market: CardMarket): Line[] {
  const total = m.totalPoints == null ? '-' : String(m.totalPoints);
  const line = (side: 'Away' | 'Home') => {
    if (market === 'moneyLine')
      return oddsText(side === 'Away' ? m.awayMoneyLine : m.homeMoneyLine);
    if (market === 'spread') return spreadText(side === 'Away' ? m.awaySpread : m.homeSpread);
    return m.totalPoints == null ? '-' : `${side === 'Away' ? 'O' : 'U'} ${total}`;
  };
  return (['Away', 'Home'] as const).map((side) => ({
    side,
    team: teamName(side === 'Away' ? m.awayTeam : m.homeTeam, side),
    score: scoreText(side === 'Away' ? m.awayScore : m.homeScore),
    line: line(side),
  }));
}

const BET_TYPE = { moneyLine: 'MoneyLine', spread: 'Spread', total: 'Total' } as const;

/** A line that adds its side to the bet slip when clicked (the total's rows are Over, Under). */
function Price({ m, market, r }: { m: Matchup; market: CardMarket; r: Line }) {
  const selection = market === 'total' ? (r.side === 'Away' ? 'Over' : 'Under') : r.side;
  return (
    <PriceSlot
      matchup={m}
      betType={BET_TYPE[market]}
      selection={selection}
      team={r.team}
      text={r.line}
    />
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
