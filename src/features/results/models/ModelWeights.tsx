import { fairLineFit, type FairLineFit } from '@domain/pricing/fairLineCalibration';
import { modelWeightTable, type ModelWeight } from '@domain/pricing/modelWeights';
import { cn } from '@/components/ui/cn';
import { useGetAiModelsQuery } from '../resultsApi';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@/components/ui/Table';

/** The sports in the order the menus show them. */
const LEAGUE_ORDER = ['nfl', 'ncaaf', 'nba', 'ncaab', 'mlb', 'nhl'];

/** 'power devig', 'multiplicative devig, calibrated'. */
function fairLineMethodText(fit: FairLineFit): string {
  return `${fit.method} devig${fit.calibration ? ', calibrated' : ''}`;
}

/** Log loss in thousandths, signed: +0.285. */
const milli = (x: number) => {
  const v = Math.round(x * 1e6) / 1e3;
  return `${v > 0 ? '+' : v < 0 ? '−' : ''}${Math.abs(v).toFixed(3)}`;
};

function LeagueTable(props: {
  league: string;
  models: Readonly<Record<string, ModelWeight>>;
  names: ReadonlyMap<string, string>;
}) {
  const fit = fairLineFit(props.league, 'moneyline');
  const rows = Object.entries(props.models);
  const games = rows[0]?.[1].games ?? fit.games;
  return (
    <div className="min-w-0 rounded-md border border-slate-200 p-3 dark:border-slate-800">
      <h4 id={`model-weights-${props.league}`} className="text-sm font-medium">
        {`${props.league.toUpperCase()} moneyline: ${fairLineMethodText(fit)}`}
      </h4>
      <p className="pb-1 text-xs text-slate-500">
        {`Tested on ${games.toLocaleString('en-US')} games; ${String(fit.defensible.length)} methods forecast about as well, and a card's edge range spans them`}
      </p>
      <Table
        aria-labelledby={`model-weights-${props.league}`}
        className="w-full text-sm whitespace-nowrap tabular-nums"
      >
        <TableHead className="text-xs text-slate-500">
          <TableRow>
            {['Model', 'Weight', 'Gain', 'Std. error', 'Counts?'].map((h, i) => (
              <TableHeaderCell
                key={h}
                scope="col"
                className={cn('font-medium', i === 0 ? 'text-left' : 'pl-3 text-right')}
              >
                {h}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([id, w]) => (
            <TableRow key={id} className="border-t border-slate-100 dark:border-slate-800">
              <TableHeaderCell scope="row" className="py-0.5 text-left font-normal">
                {props.names.get(id) ?? `Model ${id}`}
              </TableHeaderCell>
              <TableCell className="pl-3 text-right">
                {w.weight.toFixed(2)}
                {w.weight === 0 && w.fitted > 0 && (
                  <span className="text-xs text-slate-500"> (fitted {w.fitted.toFixed(2)})</span>
                )}
              </TableCell>
              <TableCell className="pl-3 text-right">{milli(w.gain)}</TableCell>
              <TableCell className="pl-3 text-right">{milli(w.se).replace('+', '')}</TableCell>
              <TableCell
                className={cn(
                  'pl-3 text-right',
                  w.weight > 0
                    ? 'font-medium text-green-700 dark:text-green-400'
                    : 'text-slate-500',
                )}
              >
                {w.weight > 0 ? 'counts' : 'opinion only'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/**
 * Which AI models move the fair line (docs/product.md §2 "AI Models"): each league's chosen
 * fair line and each model's moneyline weight with the out-of-sample test behind it, from
 * `npm run calibrate`.
 */
export function ModelWeights() {
  const { data } = useGetAiModelsQuery(undefined);
  const names = new Map((data ?? []).map((m) => [m.id, m.name]));
  const table = modelWeightTable();
  const leagues = LEAGUE_ORDER.filter((l) => table[l]?.moneyline);
  return (
    <section aria-labelledby="model-weights-heading" className="flex flex-col gap-2">
      <h3 id="model-weights-heading" className="font-semibold">
        Which models move the fair line
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        The fair line is a sharp book&apos;s price with its margin removed by the method that
        forecast past seasons best. A model may move it only by the weight it earned on seasons it
        was not fitted on: gain is how much it improved the fair line&apos;s log loss per game there
        (in thousandths), and a model counts only when that gain is larger than its standard error.
        Otherwise its prediction is shown as an opinion and changes no edge. Spreads and totals
        never earn a weight: the history carries their lines but not their prices, so no test of
        them could be trusted.
      </p>
      <div className="grid gap-3 md:grid-cols-2">
        {leagues.map((league) => {
          const models = table[league]?.moneyline;
          return (
            models && <LeagueTable key={league} league={league} models={models} names={names} />
          );
        })}
      </div>
    </section>
  );
}
