import { byMarket, byMonth, bySport, summarizeTracked } from '@domain/rules/tracker';
import { formatInZone } from '@/lib/formatInZone';
import { formatChange } from '../format';
import { Panel } from '../Panels';
import type { SavedBet } from './bets';
import { percentText, recordText, unitsText } from './betStats';
import { moneyText } from './trackerText';
import { TrackerTable } from './TrackerTable';
import { StatTiles } from './StatTiles';

/**
 * Handicapper Stats: overall, by sport, by market and by month, from the user's own bets at their
 * prices, in units and in money at the unit size (docs/product.md §9 "Bet tracker").
 */
export function HandicapperStatsTab({
  bets,
  unitSizeCents,
  timeZone,
}: {
  bets: SavedBet[];
  unitSizeCents: number;
  timeZone: string;
}) {
  const overall = summarizeTracked(bets, unitSizeCents);
  if (bets.length === 0)
    return (
      <p className="py-8 text-center text-sm text-slate-600 dark:text-slate-400">
        No picks yet: your record by sport, market and month starts with your first pick.
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
            { label: 'Money Won', value: moneyText(overall.moneyCents) },
          ]}
        />
        {overall.pending > 0 && (
          <p className="mt-3 text-xs text-slate-500">{overall.pending} pending, not yet graded.</p>
        )}
      </Panel>
      <Panel title="By Sport">
        <TrackerTable caption="By Sport" groupLabel="Sport" rows={bySport(bets, unitSizeCents)} />
      </Panel>
      <Panel title="By Market">
        <TrackerTable
          caption="By Market"
          groupLabel="Market"
          rows={byMarket(bets, unitSizeCents)}
        />
      </Panel>
      <Panel title="By Month">
        <TrackerTable
          caption="By Month"
          groupLabel="Month"
          rows={byMonth(bets, unitSizeCents, timeZone).map((row) => ({
            ...row,
            // The month's name in the account's language ('November 2026', 'noviembre de 2026').
            label: formatInZone(`${row.key}-15T12:00:00Z`, 'UTC', 'month', row.label),
          }))}
        />
      </Panel>
    </div>
  );
}
