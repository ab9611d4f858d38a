// npm run backtest -- --file <csv|url> [--from 2010] [--to 2024] [--league nba] [--out dir] [--no-starters]
//   [--reference <published forecasts csv: date, team1, team2, prob1>]
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { RAZOR_CONFIDENCE } from '@domain/rules/thresholds';
import { consensusForMatchup } from '@domain/pricing/consensus';
import { runBacktest } from '../server/models/backtest';
import { parseHistory, readHistory } from '../server/models/history';
import { MODELS } from '../server/models/registry';
import { matchForecasts, parseForecasts } from '../server/models/reference';
import { reportTable } from '../server/models/report';
import { attachStarters, startersBeside } from '../server/models/starters';
import { calibrationSvg } from '../server/models/svg';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      file: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      league: { type: 'string' },
      out: { type: 'string', default: 'bench/results' },
      starters: { type: 'boolean', default: true },
      reference: { type: 'string' },
    },
    allowNegative: true,
  });
  if (!values.file)
    throw new Error(
      'Usage: npm run backtest -- --file <csv|url> [--from 2010] [--to 2024] [--league nba] [--out dir]',
    );
  const year = (v: string | undefined, name: string) => {
    if (v === undefined) return undefined;
    if (!/^\d{4}$/.test(v)) throw new Error(`--${name} must be a season year, got '${v}'`);
    return Number(v);
  };
  const from = year(values.from, 'from');
  const to = year(values.to, 'to');
  const games = parseHistory(await readHistory(values.file), values.league?.toLowerCase());
  if (games.length === 0) throw new Error('No games in the file (or none for that league)');
  // Starting quarterbacks and pitchers from the raw files beside the normalized one, when present.
  if (values.starters) {
    for (const league of new Set(games.map((g) => g.league))) {
      const table = startersBeside(values.file, league);
      if (!table) continue;
      const inLeague = games.filter((g) => g.league === league);
      const joined = attachStarters(inLeague, table);
      console.log(`starters: ${joined} of ${inLeague.length} ${league.toUpperCase()} games named`);
    }
  }

  let reference: { name: string; home: Map<string, number> } | undefined;
  if (values.reference) {
    const home = matchForecasts(parseForecasts(await readHistory(values.reference)), games);
    reference = { name: basename(values.reference), home };
    console.log(`reference: ${home.size} of ${games.length} games matched in ${reference.name}`);
  }

  const bar = new cliProgress.SingleBar(
    { format: 'backtest [{bar}] {percentage}% | {value}/{total} games' },
    cliProgress.Presets.shades_classic,
  );
  bar.start(games.length, 0);
  const report = runBacktest(games, {
    models: MODELS,
    from,
    to,
    consensus: consensusForMatchup,
    razorConfidence: RAZOR_CONFIDENCE,
    reference,
    onProgress: (done) => bar.update(done),
  });
  bar.stop();

  const span = `${from ?? 'all'}-${to ?? 'latest'}`;
  const title = `${report.leagues.map((l) => l.toUpperCase()).join(', ')} ${span} (${basename(values.file)})`;
  console.log(`\n${reportTable(report, title)}\n`);
  console.log(`${games.length} games replayed in ${report.seconds.toFixed(1)} s`);
  mkdirSync(values.out, { recursive: true });
  const stem = `${basename(values.file).replace(/\.csv$/i, '')}_${span}`;
  writeFileSync(
    join(values.out, `${stem}.json`),
    JSON.stringify({ file: values.file, ...report }, null, 2),
  );
  writeFileSync(join(values.out, `${stem}.svg`), calibrationSvg(report, `Calibration — ${title}`));
  console.log(`Wrote ${join(values.out, `${stem}.json`)} and ${stem}.svg`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
