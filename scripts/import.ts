// npm run import -- --file <csv|url> [--league nfl] [--no-starters]
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { loadConfig } from '../server/config';
import { openDb } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { parseHistory, readHistory } from '../server/models/history';
import { historyLines, importHistory } from '../server/models/importer';
import { attachStarters, startersBeside } from '../server/models/starters';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      file: { type: 'string' },
      league: { type: 'string' },
      starters: { type: 'boolean', default: true },
    },
    allowNegative: true,
  });
  if (!values.file) throw new Error('Usage: npm run import -- --file <csv|url> [--league nfl]');
  const league = values.league?.toLowerCase();
  const text = await readHistory(values.file);
  const games = parseHistory(text, league);
  if (games.length === 0) throw new Error('No games in the file (or none for that league)');
  // Starting quarterbacks and pitchers from the raw files beside the normalized one, as the
  // backtest reads them (server/models/starters.ts), so imported predictions match it.
  if (values.starters) {
    for (const l of new Set(games.map((g) => g.league))) {
      const table = startersBeside(values.file, l);
      if (!table) continue;
      const inLeague = games.filter((g) => g.league === l);
      console.log(
        `starters: ${attachStarters(inLeague, table)} of ${inLeague.length} ${l.toUpperCase()} games named`,
      );
    }
  }
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
  try {
    await migrate(db);
    const bars = new cliProgress.MultiBar(
      { format: '{phase} [{bar}] {percentage}% | {value}/{total}', hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    const gamesBar = bars.create(games.length, 0, { phase: 'games      ' });
    const predictionsBar = bars.create(games.length, 0, { phase: 'predictions' });
    const started = performance.now();
    const summary = await importHistory(db, games, {
      lines: historyLines(text, league),
      onProgress: (phase, done, total) => {
        const bar = phase === 'games' ? gamesBar : predictionsBar;
        bar.setTotal(total);
        bar.update(done);
      },
    });
    bars.stop();
    for (const r of summary.rejected)
      console.log(`rejected line ${r.line ?? '?'} (${r.id}): ${r.reason}`);
    const byLeague = new Map<string, number>();
    for (const r of summary.rejected) byLeague.set(r.league, (byLeague.get(r.league) ?? 0) + 1);
    const counts = [...byLeague].map(([l, n]) => `${l.toUpperCase()} ${n}`).join(', ');
    console.log(
      `${summary.rejected.length} rows rejected for impossible moneylines${counts ? ` (${counts})` : ''}; ` +
        `${summary.withoutMoneyline} games kept without a moneyline (never in ROI)`,
    );
    console.log(
      `${summary.games} games read, ${summary.games - summary.rejected.length} kept: ${summary.matchupsAdded} matchups and ${summary.predictionsAdded} predictions added ` +
        `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
