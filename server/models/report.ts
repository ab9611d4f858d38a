import type { BacktestReport, Record3 } from './backtest';

const rec = (r: Record3 | null) => (r ? `${r.wins}-${r.losses}-${r.pushes}` : '–');
const pc = (r: Record3 | null) => (r?.percent == null ? '–' : `${r.percent.toFixed(1)}%`);
const f = (x: number | null, d: number) => (x === null ? '–' : x.toFixed(d));

/** The backtest as a Markdown table (models, the closing market, then the consensus records). */
export function reportTable(report: BacktestReport, title: string): string {
  const lines = [
    `### ${title}`,
    '',
    '| model | games | SU acc | Brier | log loss | ECE | ECE spread | ECE total | ATS W-L-P | ATS % | totals W-L-P | totals % | units (-110) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...report.rows.map(
      (r) =>
        `| ${r.name} | ${r.games} | ${f(r.accuracy, 2)}% | ${f(r.brier, 4)} | ${f(r.logLoss, 4)} | ${f(r.ece, 4)} | ${f(r.eceSpread, 4)} | ${f(r.eceTotal, 4)} | ${rec(r.ats)} | ${pc(r.ats)} | ${rec(r.totals)} | ${pc(r.totals)} | ${f(r.units, 1)} |`,
    ),
  ];
  if (report.reference) {
    const games = report.reference.rows.find((r) => r.modelId === 'reference')?.games ?? 0;
    lines.push(
      '',
      `On the ${games} games ${report.reference.name} also forecast:`,
      '',
      '| model | games | SU acc | Brier | log loss |',
      '|---|---|---|---|---|',
      ...report.reference.rows.map(
        (r) =>
          `| ${r.name} | ${r.games} | ${f(r.accuracy, 2)}% | ${f(r.brier, 4)} | ${f(r.logLoss, 4)} |`,
      ),
    );
  }
  if (report.anchors.length > 0) {
    lines.push(
      '',
      '| anchor w (fitted on earlier seasons) | moneyline | spread | total |',
      '|---|---|---|---|',
      ...report.anchors.map(
        (a) =>
          `| ${a.league.toUpperCase()} ${a.modelId} | ${f(a.moneyline, 3)} | ${f(a.spread, 3)} | ${f(a.total, 3)} |`,
      ),
    );
  }
  if (report.consensus) {
    lines.push(
      '',
      '| consensus | moneyline W-L-P | % | spread W-L-P | % | total W-L-P | % |',
      '|---|---|---|---|---|---|---|',
    );
    for (const [label, m] of Object.entries(report.consensus)) {
      lines.push(
        `| ${label} | ${rec(m.moneyline)} | ${pc(m.moneyline)} | ${rec(m.spread)} | ${pc(m.spread)} | ${rec(m.total)} | ${pc(m.total)} |`,
      );
    }
  }
  if (report.edges) {
    const pct = (x: number) => `${Math.round(x * 100)}%`;
    lines.push(
      '',
      '| consensus edge | picks | W-L-P | units | ROI | mean edge |',
      '|---|---|---|---|---|---|',
      ...report.edges.map(
        (b) =>
          `| ${b.market} ${pct(b.min)}${b.max === null ? '+' : `-${pct(b.max)}`} | ${b.picks} | ${b.wins}-${b.losses}-${b.pushes} | ${b.units.toFixed(1)} | ${b.roi === null ? '–' : `${b.roi.toFixed(1)}%`} | ${b.meanEdge === null ? '–' : `${b.meanEdge.toFixed(1)}%`} |`,
      ),
    );
  }
  return lines.join('\n');
}
