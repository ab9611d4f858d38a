// npm run calibrate -- [--data ../shared/data] [--league nfl] [--before 2018] [--write | --out file.json]
// Chooses each league's fair line by walk-forward log loss and tests each AI model's weight
// against it (docs/models.md "The fair line"); --write stores both in domain/pricing/calibration.json.
// --before S fits on seasons before S only (for a backtest of later seasons: --out, then
// `npm run backtest:labels -- --calibration file.json`).
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { modelKind } from '@domain/pricing/edgePricing';
import type { FairLineFit } from '@domain/pricing/fairLineCalibration';
import type { ModelWeight } from '@domain/pricing/modelWeights';
import {
  PRIMARY_FILES,
  historyOutcomes,
  leagueHistory,
  multibookDirs,
  sharpOutcomes,
} from '../server/models/calibrationData';
import { walkForward } from '../server/models/engine';
import { chooseFairLine, type FairLineChoice } from '../server/models/fairLineFit';
import { WEIGHT_MARKETS, testWeight, type ModelOutcome } from '../server/models/modelWeights';
import { MODELS } from '../server/models/registry';
import { attachStarters, startersBeside } from '../server/models/starters';
import { join } from 'node:path';

const OUT = 'domain/pricing/calibration.json';
const bp = (x: number): string => (x * 1e4).toFixed(1);

function printChoice(title: string, c: FairLineChoice): void {
  console.log(`\n${title}: ${String(c.scored)} games scored out of sample, seasons ${c.seasons}`);
  console.log('  candidate                log loss   excess (bp)  se (bp)  defensible');
  for (const r of c.rows)
    console.log(
      `  ${r.name.padEnd(24)} ${r.logLoss.toFixed(5)}   ${bp(r.excess).padStart(8)}   ${bp(r.se).padStart(7)}   ${c.fit.defensible.includes(r.name) ? 'yes' : ''}`,
    );
  const cal = c.fit.calibration;
  console.log(
    `  chosen: ${c.fit.method}${cal ? ` + logistic (a ${cal.a.toFixed(4)}, b ${cal.b.toFixed(4)})` : ''}`,
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      data: { type: 'string', default: '../shared/data' },
      league: { type: 'string' },
      write: { type: 'boolean', default: false },
      before: { type: 'string' },
      out: { type: 'string' },
    },
  });
  if (values.before !== undefined && !/^\d{4}$/.test(values.before))
    throw new Error(`--before must be a season year, got '${values.before}'`);
  const before = values.before === undefined ? Infinity : Number(values.before);
  const leagues = values.league ? [values.league.toLowerCase()] : Object.keys(PRIMARY_FILES);
  const fairLine: Record<string, Record<string, FairLineFit>> = {};
  const modelWeights: Record<string, Record<string, Record<string, ModelWeight>>> = {};
  for (const league of leagues) {
    const games = (await leagueHistory(values.data, league)).filter((g) => g.season < before);
    const outcomes = historyOutcomes(games);
    fairLine[league] = {};
    for (const market of WEIGHT_MARKETS) {
      const choice = chooseFairLine(outcomes[market]);
      if (!choice) continue;
      printChoice(`${league.toUpperCase()} ${market} (${PRIMARY_FILES[league] ?? ''})`, choice);
      fairLine[league][market] = choice.fit;
    }
    const dirs = multibookDirs(values.data, league);
    if (dirs.length > 0) {
      const sharp = sharpOutcomes(dirs, 'pinnacle');
      for (const market of WEIGHT_MARKETS)
        sharp[market] = sharp[market].filter((o) => o.season < before);
      for (const market of WEIGHT_MARKETS) {
        const choice = chooseFairLine(sharp[market]);
        if (choice)
          printChoice(
            `${league.toUpperCase()} ${market}, Pinnacle's closing line (check only)`,
            choice,
          );
      }
    }

    // The models walk the league forward; each game's calibrated chances meet its fair line.
    const table = startersBeside(join(values.data, PRIMARY_FILES[league] ?? ''), league);
    if (table) attachStarters(games, table);
    const rows = new Map<string, ModelOutcome[]>();
    const byId = new Map(games.map((g) => [g.id, g]));
    const priced = new Map(
      WEIGHT_MARKETS.map((m) => [m, new Map(outcomesById(games, m).map(([id, o]) => [id, o]))]),
    );
    walkForward(games, MODELS, (game, predictions) => {
      if (!byId.has(game.id)) return;
      for (const p of predictions) {
        if (modelKind(p.modelId) !== 'ai') continue;
        for (const market of WEIGHT_MARKETS) {
          const o = priced.get(market)?.get(game.id);
          const anchor = p.markets[market]?.anchor;
          if (!o || !anchor) continue;
          const key = `${p.modelId}|${market}`;
          const list = rows.get(key) ?? [];
          list.push({ ...o, model: anchor.model });
          rows.set(key, list);
        }
      }
    });
    modelWeights[league] = {};
    console.log(
      `\n${league.toUpperCase()} AI model weights against the fair line (out of sample):`,
    );
    console.log(
      '  market     model      games   gain (bp)  se (bp)  fitted w  used w  (spreads and totals: no prices in the files, never used)',
    );
    for (const market of WEIGHT_MARKETS) {
      const fit = fairLine[league][market];
      if (!fit) continue;
      const byModel: Record<string, ModelWeight> = {};
      for (const [key, list] of rows) {
        const [modelId, m] = key.split('|') as [string, string];
        if (m !== market) continue;
        // The files carry a spread's and a total's line but not its prices: against an assumed
        // -110 a model would be credited with what the real price already says. Only markets
        // with their own prices can earn a weight.
        const tested = testWeight(list, fit);
        const w = market === 'moneyline' ? tested : { ...tested, weight: 0 };
        byModel[modelId] = w;
        console.log(
          `  ${market.padEnd(10)} ${modelId.padEnd(10)} ${String(w.games).padStart(6)}   ${bp(w.gain).padStart(8)}  ${bp(w.se).padStart(7)}  ${w.fitted.toFixed(3).padStart(8)}  ${w.weight.toFixed(3).padStart(6)}`,
        );
      }
      modelWeights[league][market] = byModel;
    }
  }
  if (values.write || values.out) {
    const out = values.out ?? OUT;
    const current = (
      values.out ? { fairLine: {}, modelWeights: {} } : JSON.parse(readFileSync(OUT, 'utf8'))
    ) as {
      fairLine: Record<string, unknown>;
      modelWeights: Record<string, unknown>;
    };
    writeFileSync(
      out,
      `${JSON.stringify(
        {
          fairLine: { ...current.fairLine, ...fairLine },
          modelWeights: { ...current.modelWeights, ...modelWeights },
        },
        null,
        2,
      )}\n`,
    );
    console.log(`\nWrote ${out}`);
  }
}

/** Each game's priced outcome of a market, keyed by game id. */
function outcomesById(
  games: Parameters<typeof historyOutcomes>[0],
  market: (typeof WEIGHT_MARKETS)[number],
): [string, ReturnType<typeof historyOutcomes>['moneyline'][number]][] {
  return games.flatMap((g) => {
    const o = historyOutcomes([g])[market][0];
    return o ? [[g.id, o] as [string, typeof o]] : [];
  });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
