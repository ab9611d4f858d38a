import { describe, expect, it } from 'vitest';
import { LABEL_RECORD, labelRecordLine, labelRecordRow } from '@domain/pricing/labelRecord';

describe('the stored label record (npm run backtest:labels -- --write)', () => {
  it('holds every label and price band with its interval, from real prices', () => {
    expect(LABEL_RECORD.source).toMatch(/closing prices/);
    expect(LABEL_RECORD.rows).toHaveLength(16);
    for (const r of LABEL_RECORD.rows) {
      expect(r.interval).toBeGreaterThanOrEqual(0);
      if (r.bets > 0) expect(r.holds).toBe(Math.abs(r.roi - r.claimed) <= r.interval + 0.01);
    }
  });

  it('says in one line how labels like a card’s have done, or that none was labelled', () => {
    for (const label of ['Lean', 'Bet', 'Lock'] as const) {
      const row = labelRecordRow(label);
      const line = labelRecordLine(label);
      if (!row) expect(line).toBeNull();
      else if (row.bets === 0)
        expect(line).toBe(
          `${label}s: no ${LABEL_RECORD.noun} side reached one on the prices tested`,
        );
      else
        expect(line).toMatch(
          new RegExp(
            `^${label}s: [+−]?\\d+\\.\\d% ± \\d+\\.\\d over ${String(row.bets)} ${LABEL_RECORD.noun} sides?$`,
          ),
        );
    }
  });
});
