import type { BacktestReport } from './backtest';

const COLORS = ['#2563eb', '#16a34a', '#d97706', '#9333ea', '#6b7280', '#dc2626'];
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A reliability diagram: predicted home-win probability against the observed rate, per model. */
export function calibrationSvg(report: BacktestReport, title: string): string {
  const size = 420;
  const pad = 50;
  const plot = size - 2 * pad;
  const x = (p: number) => pad + p * plot;
  const y = (p: number) => size - pad - p * plot;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size + 220}" height="${size}" viewBox="0 0 ${size + 220} ${size}" font-family="sans-serif" font-size="12">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="${pad}" y="24" font-size="14" font-weight="bold">${escape(title)}</text>`,
    `<rect x="${pad}" y="${pad}" width="${plot}" height="${plot}" fill="none" stroke="#999"/>`,
    `<line x1="${x(0)}" y1="${y(0)}" x2="${x(1)}" y2="${y(1)}" stroke="#bbb" stroke-dasharray="4 4"/>`,
  ];
  for (let t = 0; t <= 10; t += 2) {
    const v = t / 10;
    parts.push(
      `<text x="${x(v)}" y="${size - pad + 16}" text-anchor="middle">${v.toFixed(1)}</text>`,
    );
    parts.push(`<text x="${pad - 8}" y="${y(v) + 4}" text-anchor="end">${v.toFixed(1)}</text>`);
  }
  parts.push(
    `<text x="${pad + plot / 2}" y="${size - 10}" text-anchor="middle">predicted P(home win)</text>`,
  );
  parts.push(
    `<text x="14" y="${pad + plot / 2}" text-anchor="middle" transform="rotate(-90 14 ${pad + plot / 2})">observed home-win rate</text>`,
  );
  report.rows.forEach((row, i) => {
    const color = COLORS[i % COLORS.length] ?? '#000';
    const points = row.calibration.filter((b) => b.games >= 20);
    if (points.length > 0) {
      parts.push(
        `<polyline fill="none" stroke="${color}" stroke-width="2" points="${points.map((b) => `${x(b.meanPredicted).toFixed(1)},${y(b.observed).toFixed(1)}`).join(' ')}"/>`,
      );
      for (const b of points)
        parts.push(
          `<circle cx="${x(b.meanPredicted).toFixed(1)}" cy="${y(b.observed).toFixed(1)}" r="3" fill="${color}"/>`,
        );
    }
    const ly = pad + 10 + i * 20;
    parts.push(`<rect x="${size + 10}" y="${ly - 9}" width="12" height="12" fill="${color}"/>`);
    parts.push(
      `<text x="${size + 28}" y="${ly + 1}">${escape(row.name)} (ECE ${row.ece === null ? '–' : row.ece.toFixed(3)})</text>`,
    );
  });
  parts.push('</svg>');
  return parts.join('\n');
}
