import type { LabelRow } from '@domain/pricing/labelRecord';

// The label table as `npm run backtest:labels` and `npm run simulate:labels` print it.

const signed = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(2)}%`;

export function printLabelTable(title: string, rows: readonly LabelRow[]): void {
  console.log(`\n${title}`);
  console.log(
    'label        prices          sides   claimed   low end      ROI    95% interval   units (staked)   claim within',
  );
  for (const r of rows) {
    if (r.bets === 0 && r.band !== 'all prices') continue;
    console.log(
      [
        r.label.padEnd(12),
        r.band.padEnd(14),
        String(r.bets).padStart(6),
        signed(r.claimed).padStart(9),
        signed(r.claimedLow).padStart(9),
        (r.bets ? signed(r.roi) : '–').padStart(9),
        (r.bets ? `±${r.interval.toFixed(2)}%` : '').padStart(12),
        (r.bets ? `${r.units.toFixed(2)} (${r.staked.toFixed(1)})` : '').padStart(16),
        (r.bets ? (r.holds ? 'yes' : 'NO') : '').padStart(12),
      ].join(' '),
    );
  }
}
