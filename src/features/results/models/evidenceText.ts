import type { EdgeEvidence as Evidence } from '@domain/contracts/edge';

export const signed = (n: number, digits = 1) =>
  `${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n).toFixed(digits)}`;

/** One sentence from the table's own numbers: how labelled picks did against unlabelled ones. */
export function evidenceSummary(e: Evidence): string {
  const all = e.rows.filter((r) => r.market === 'all');
  const labelled = all.filter((r) => r.band !== 'None');
  const none = all.find((r) => r.band === 'None');
  const picks = labelled.reduce((n, r) => n + r.picks, 0);
  if (picks === 0)
    return `No labelled pick has been graded yet (${e.games.toLocaleString('en-US')} finished games in the ledger).`;
  const units = labelled.reduce((u, r) => u + r.units, 0);
  const dogs = e.rows.filter((r) => r.market === 'moneyline' && r.band !== 'None');
  const mlPicks = dogs.reduce((n, r) => n + r.picks, 0);
  const mlDogs = dogs.reduce((n, r) => n + r.underdogs, 0);
  return (
    `On ${e.games.toLocaleString('en-US')} finished games in the ledger, the ${picks.toLocaleString('en-US')} labelled picks returned ` +
    `${signed(units, 1)} units (ROI ${signed((units / picks) * 100)}%) at the prices taken; unlabelled picks returned ` +
    `ROI ${signed(none?.roi ?? 0)}% over ${(none?.picks ?? 0).toLocaleString('en-US')}.` +
    (mlPicks
      ? ` ${Math.round((mlDogs / mlPicks) * 100)}% of labelled moneyline picks were underdogs.`
      : '')
  );
}
