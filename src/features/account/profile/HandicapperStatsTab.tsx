import { formatChange } from '../format';
import { Panel, SampleBadge } from '../Panels';
import type { SavedBet } from './bets';
import {
  percentText,
  recordText,
  summarizeBets,
  summarizeByMonth,
  summarizeBySport,
  unitsText,
} from './betStats';
import { SAMPLE_BY_MONTH, SAMPLE_BY_SPORT, SAMPLE_SUMMARY } from './profileSamples';
import { StatsTable } from './StatsTable';
import { StatTiles } from './StatTiles';

/** Handicapper Stats (docs/product.md §2): overall, by sport and by month — from the user's bets where they exist. */
export function HandicapperStatsTab({ bets }: { bets: SavedBet[] }) {
  const own = bets.length > 0;
  const overall = own ? summarizeBets(bets) : SAMPLE_SUMMARY;
  const bySport = own ? summarizeBySport(bets) : null;
  const byMonth = own ? summarizeByMonth(bets) : SAMPLE_BY_MONTH;
  const badge = (sample: boolean) => (sample ? <SampleBadge /> : undefined);

  return (
    <div className="flex flex-col gap-6">
      <Panel title="Overall" action={badge(!own)}>
        <StatTiles
          label="Overall"
          tiles={[
            { label: 'Record (W-L-P)', value: recordText(overall) },
            { label: 'Win Rate', value: percentText(overall.winRate) },
            { label: 'Units', value: unitsText(overall.units) },
            { label: 'ROI', value: overall.roi == null ? '-' : formatChange(overall.roi) },
          ]}
        />
        {own && overall.pending > 0 && (
          <p className="mt-3 text-xs text-slate-500">{overall.pending} pending, not yet graded.</p>
        )}
      </Panel>
      <Panel title="By Sport" action={badge(bySport == null)}>
        <StatsTable caption="By Sport" groupLabel="Sport" rows={bySport ?? SAMPLE_BY_SPORT} />
      </Panel>
      <Panel title="By Month" action={badge(!own)}>
        <StatsTable caption="By Month" groupLabel="Month" rows={byMonth} />
      </Panel>
    </div>
  );
}
