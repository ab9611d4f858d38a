import { formatChange } from '../format';
import { Panel } from '../Panels';
import type { SavedBet } from './bets';
import {
  percentText,
  recordText,
  summarizeBets,
  summarizeByMonth,
  summarizeBySport,
  unitsText,
} from './betStats';
import { StatsTable } from './StatsTable';
import { StatTiles } from './StatTiles';

/** Handicapper Stats: overall, by sport and by month, from the user's own bets at their prices. */
export function HandicapperStatsTab({ bets }: { bets: SavedBet[] }) {
  const overall = summarizeBets(bets);
  if (bets.length === 0)
    return (
      <p className="py-8 text-center text-sm text-slate-600 dark:text-slate-400">
        No picks yet: your record by sport and by month starts with your first pick.
      </p>
    );
  return (
    <div className="flex flex-col gap-6">
      <Panel title="Overall">
        <StatTiles
          label="Overall"
          tiles={[
            { label: 'Record (W-L-P)', value: recordText(overall) },
            { label: 'Win Rate', value: percentText(overall.winRate) },
            { label: 'Units', value: unitsText(overall.units) },
            { label: 'ROI', value: overall.roi == null ? '-' : formatChange(overall.roi) },
          ]}
        />
        {overall.pending > 0 && (
          <p className="mt-3 text-xs text-slate-500">{overall.pending} pending, not yet graded.</p>
        )}
      </Panel>
      <Panel title="By Sport">
        <StatsTable caption="By Sport" groupLabel="Sport" rows={summarizeBySport(bets) ?? []} />
      </Panel>
      <Panel title="By Month">
        <StatsTable caption="By Month" groupLabel="Month" rows={summarizeByMonth(bets)} />
      </Panel>
    </div>
  );
}
