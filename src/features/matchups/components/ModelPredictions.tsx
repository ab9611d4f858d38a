// The Model Predictions dialog's body (./ModelPredictionsDialog.tsx), loaded when it first opens.
import { AVG_HIGHLIGHT_MIN_MODELS, isUnanimous, modelName } from '@domain/rules/aiPicks';
import { DEFAULT_CONFIDENCE } from '@domain/rules/confidence';
import { teamName } from '@domain/rules/display';
import { modelKind } from '@domain/pricing/edgePricing';
import type { AiResult, Matchup } from '@domain/contracts/matchup';
import { cn } from '@/components/ui/cn';
import { hasStarted, PRE_GAME_TEXT } from '../preGame';
import { useGetMatchupPredictionsQuery } from '../predictionsApi';

const mean = (values: number[]) =>
  values.length ? values.reduce((a, b) => a + b, 0) / values.length : null;
const one = (n: number | null | undefined) => (n == null ? '-' : n.toFixed(1));

interface Row {
  label: string;
  cell: (r: AiResult) => string;
  avg: string;
}

function rows(m: Matchup, results: AiResult[]): Row[] {
  const away = teamName(m.awayTeam, 'Away');
  const home = teamName(m.homeTeam, 'Home');
  const nums = (pick: (r: AiResult) => number | null | undefined) =>
    results.map(pick).filter((n): n is number => n != null);
  const avgAway = mean(nums((r) => r.awayScore));
  const avgHome = mean(nums((r) => r.homeScore));
  const winner = (side: AiResult['predictedWinner']) =>
    side === 'Home' ? home : side === 'Away' ? away : '-';
  return [
    { label: away, cell: (r) => one(r.awayScore), avg: one(avgAway) },
    { label: home, cell: (r) => one(r.homeScore), avg: one(avgHome) },
    {
      label: 'Winner',
      cell: (r) => winner(r.predictedWinner),
      avg:
        avgAway == null || avgHome == null || avgAway === avgHome
          ? '-'
          : avgHome > avgAway
            ? home
            : away,
    },
    {
      label: 'Confidence',
      cell: (r) => `${Math.round(r.confidence ?? DEFAULT_CONFIDENCE)}%`,
      avg: `${Math.round(mean(results.map((r) => r.confidence ?? DEFAULT_CONFIDENCE)) ?? 0)}%`,
    },
  ];
}

/** The dialog's table: the game's results, asked for once the dialog opens. */
export function Predictions({ matchup }: { matchup: Matchup }) {
  const { data, isLoading, isError } = useGetMatchupPredictionsQuery(matchup.id);
  if (isLoading) return <p className="text-sm text-slate-500">Loading predictions...</p>;
  if (isError || !data)
    return <p className="text-sm text-slate-500">The predictions could not be loaded.</p>;
  const all = data.results;
  // AVG is of the AI models only; the market baseline is shown apart, after it (docs/design.md §5).
  const results = all.filter((r) => modelKind(r.promptId) === 'ai');
  const baselines = all.filter((r) => modelKind(r.promptId) === 'baseline');
  const highlight = results.length >= AVG_HIGHLIGHT_MIN_MODELS;
  const avgClass = cn(
    'px-2 py-1 text-right',
    highlight &&
      'bg-brand-50 font-semibold text-brand-700 dark:bg-brand-900/40 dark:text-brand-100',
  );
  return (
    <>
      {all.length > 0 && hasStarted(matchup) && (
        <p className="text-xs font-semibold text-slate-500">{PRE_GAME_TEXT}</p>
      )}
      {isUnanimous(results) && (
        <span className="w-fit rounded-full bg-green-600 px-2 py-0.5 text-xs font-semibold text-white">
          Models agree
        </span>
      )}
      {all.length === 0 ? (
        <p className="text-sm text-slate-500">No data available</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr>
                <th className="px-2 py-1 text-left">Prediction</th>
                {results.map((r) => (
                  <th key={r.promptId} className="px-2 py-1 text-right">
                    {modelName(r)}
                  </th>
                ))}
                <th className={avgClass} data-highlighted={highlight}>
                  AVG
                </th>
                {baselines.map((r) => (
                  <th
                    key={r.promptId}
                    className="border-l border-slate-200 px-2 py-1 text-right text-slate-500 dark:border-slate-700"
                  >
                    {modelName(r)} (baseline)
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows(matchup, results).map((row) => (
                <tr key={row.label} className="border-t border-slate-200 dark:border-slate-800">
                  <th scope="row" className="px-2 py-1 text-left font-medium">
                    {row.label}
                  </th>
                  {results.map((r) => (
                    <td key={r.promptId} className="px-2 py-1 text-right">
                      {row.cell(r)}
                    </td>
                  ))}
                  <td className={avgClass} data-highlighted={highlight}>
                    {results.length ? row.avg : '-'}
                  </td>
                  {baselines.map((r) => (
                    <td
                      key={r.promptId}
                      className="border-l border-slate-200 px-2 py-1 text-right text-slate-500 dark:border-slate-700"
                    >
                      {row.cell(r)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {baselines.length > 0 && (
            <p className="mt-2 text-xs text-slate-500">
              AVG is the mean of the AI models; the market baseline (the no-vig prices) is shown
              apart and is not in it.
            </p>
          )}
        </div>
      )}
    </>
  );
}
